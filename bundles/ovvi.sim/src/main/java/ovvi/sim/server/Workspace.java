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

	/** The live cwd of the first tab's first pane: herdr's automatic label and a worktree call's folder come from it. */
	String rootPaneCwd() {
		if (tabs.isEmpty() || tabs.get(0).panes().isEmpty()) {
			return null;
		}
		return ProcessInspector.cwd(tabs.get(0).panes().get(0).terminal.process.pid());
	}

	List<Pane> panes() {
		List<Pane> out = new ArrayList<>();
		for (Tab t : tabs) {
			out.addAll(t.panes());
		}
		return out;
	}
}
