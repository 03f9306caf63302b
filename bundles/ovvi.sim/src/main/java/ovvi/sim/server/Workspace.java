package ovvi.sim.server;

import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;

/** A herdr workspace ("space"): its tabs, counters for stable tab/pane numbers, tokens. */
public final class Workspace {

    final String id;
    final long number;
    String customLabel;
    final List<Tab> tabs = new ArrayList<>();
    Tab activeTab;
    long nextTabNumber = 1;
    long nextPaneNumber = 1;
    final Tokens tokens = new Tokens();
    /** Worktree-group membership, set only by worktree.open / worktree.create. */
    JsonObject worktree;

    Workspace(long number) {
        this.id = Ids.workspace(number);
        this.number = number;
    }

    List<Pane> panes() {
        List<Pane> out = new ArrayList<>();
        for (Tab t : tabs) {
            out.addAll(t.panes());
        }
        return out;
    }
}
