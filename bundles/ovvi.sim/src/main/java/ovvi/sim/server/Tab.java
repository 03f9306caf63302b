package ovvi.sim.server;

import java.util.ArrayList;
import java.util.List;

/** A tab: a split tree of panes and the pane focused in it. */
public final class Tab {

	final String id;
	final long number;
	final Workspace workspace;
	String customLabel;
	LayoutNode root;
	Pane focused;
	boolean zoomed;

	Tab(Workspace workspace, long number) {
		this.workspace = workspace;
		this.number = number;
		this.id = Ids.tab(workspace.id, number);
	}

	List<Pane> panes() {
		List<Pane> out = new ArrayList<>();
		if (root != null) {
			LayoutNode.panes(root, out);
		}
		return out;
	}
}
