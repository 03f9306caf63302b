package ovvi.sim.server;

import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/** worktree.* (PROTOCOL.md §5.7) and the worktree-group rules of closing. */
final class WorktreeApi extends Api {

    WorktreeApi(Session session, Predicate<Terminal> controlled) {
        super(session, controlled);
    }

    @Override
    void register(Dispatcher d) {
    }

    /** Every open workspace with the same repo_key (the workspace itself included, in order). */
    static List<Workspace> groupOf(Session session, Workspace w) {
        List<Workspace> group = new ArrayList<>();
        if (w.worktree == null) {
            return group;
        }
        String key = w.worktree.get("repo_key").getAsString();
        for (Workspace each : session.workspaces) {
            if (each.worktree != null && each.worktree.get("repo_key").getAsString().equals(key)) {
                group.add(each);
            }
        }
        return group;
    }

    /** pane.close / tab.close that would close a repository space with linked worktrees. */
    static void refuseImplicitGroupClose(Session session, Workspace w) {
        JsonObject wt = w.worktree;
        if (wt != null && !wt.get("is_linked_worktree").getAsBoolean() && groupOf(session, w).size() >= 2) {
            throw new ApiError("confirmation_required", "closing workspace " + w.id
                    + " would close its worktree group; confirm in herdr or use workspace.close");
        }
    }
}
