package ovvi.model.write;

import java.util.List;

import ovvi.herdr.api.HerdrException;
import ovvi.model.Pane;
import ovvi.model.Space;

/**
 * Close a space: asks as a tab does, with the tab and pane count. A repository's space with
 * linked worktree spaces closes with close_group (herdr refuses without it, and with it closes
 * them all; the git worktrees stay on disk). A worktree's own space closes alone.
 */
public record CloseSpace(Space space, List<Space> sidebar, boolean confirmed) implements Write {

    @Override
    public String action() {
        return "Close Space";
    }

    boolean closeGroup() {
        return space.worktree() != null && !space.worktree().linked() && sidebar.stream()
                .anyMatch(s -> s != space && s.worktree() != null && s.worktree().linked()
                        && java.util.Objects.equals(s.worktree().repoKey(), space.worktree().repoKey()));
    }

    @Override
    public void show(WriteContext context) {
        if (context.answers().showAtOnce(space.tabs().stream().flatMap(tab -> tab.panes().stream()).toList())) {
            context.store().hide(space.id());
        }
    }

    @Override
    public Outcome run(WriteContext context) throws HerdrException, InterruptedException {
        try {
            if (!confirmed) {
                List<Pane> panes = space.tabs().stream().flatMap(tab -> tab.panes().stream()).filter(p -> !p.isStandIn()).toList();
                List<String> programs = ProcessCheck.programs(context, panes, panes.stream().map(Pane::id).toList());
                if (!programs.isEmpty()) {
                    context.store().unhide(space.id());
                    return Outcome.asking(new NeedsConfirmation(action(), programs, space.tabs().size(), panes.size(),
                            new CloseSpace(space, sidebar, true)));
                }
            }
            context.store().hide(space.id());
            context.call("workspace.close", Params.of("workspace_id", space.id(), "close_group", closeGroup() ? true : null));
            return Outcome.DONE;
        } catch (HerdrException | RuntimeException e) {
            context.store().unhide(space.id());
            throw e;
        }
    }
}
