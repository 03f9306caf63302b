package ovvi.sim.server;

/** A place in a tab's layout showing one terminal. The id changes on a cross-workspace move. */
public final class Pane {

	String id;
	Workspace workspace;
	Tab tab;
	final Terminal terminal;
	String label;

	Pane(String id, Workspace workspace, Tab tab, Terminal terminal) {
		this.id = id;
		this.workspace = workspace;
		this.tab = tab;
		this.terminal = terminal;
	}
}
