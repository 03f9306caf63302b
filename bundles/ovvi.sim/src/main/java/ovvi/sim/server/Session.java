package ovvi.sim.server;

import com.google.gson.JsonObject;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import ovvi.sim.json.Json;

/**
 * The state of one herdr server: workspaces, tabs, panes, focus and id counters. Every method
 * runs under the session's monitor ({@code synchronized (session)}), taken by the dispatcher.
 */
public final class Session {

	final ServerConfig config;
	final EventHub hub = new EventHub();
	final List<Workspace> workspaces = new ArrayList<>();
	Workspace active;
	private long workspaceCounter;
	/** Old ids of panes moved to another workspace; they keep resolving (PROTOCOL.md §3). */
	private final Map<String, Pane> aliases = new HashMap<>();
	private final Map<String, Pane> byTerminal = new LinkedHashMap<>();
	/** Told when a terminal ends, with herdr's close reason for its streams. */
	private Consumer<TerminalEnd> terminalEnds = e -> {};

	/** A terminal that is gone, and why (for its streams). */
	public record TerminalEnd(String terminalId, String reason) {
	}

	Session(ServerConfig config) {
		this.config = config;
	}

	void onTerminalEnd(Consumer<TerminalEnd> listener) {
		this.terminalEnds = listener;
	}

	// ---- lookup --------------------------------------------------------------------------

	Workspace workspace(String id) {
		for (Workspace w : workspaces) {
			if (w.id.equals(id)) {
				return w;
			}
		}
		throw ApiError.workspaceNotFound(id);
	}

	Workspace workspaceOrActive(String id) {
		if (id != null) {
			return workspace(id);
		}
		if (active == null) {
			throw new ApiError("workspace_not_found", "no active workspace");
		}
		return active;
	}

	Tab tab(String id) {
		for (Workspace w : workspaces) {
			for (Tab t : w.tabs) {
				if (t.id.equals(id)) {
					return t;
				}
			}
		}
		throw ApiError.tabNotFound(id);
	}

	Pane pane(String id) {
		Pane p = findPane(id);
		if (p == null) {
			throw ApiError.paneNotFound(id);
		}
		return p;
	}

	/** By current id, else by the old id of a pane moved to another workspace. */
	Pane findPane(String id) {
		Pane p = paneByCurrentId(id);
		return p != null ? p : aliases.get(id);
	}

	/** Current public id only (terminal streams do not accept aliases). */
	Pane paneByCurrentId(String id) {
		for (Pane p : byTerminal.values()) {
			if (p.id.equals(id)) {
				return p;
			}
		}
		return null;
	}

	Pane paneOfTerminal(String terminalId) {
		return byTerminal.get(terminalId);
	}

	List<Pane> allPanes() {
		List<Pane> out = new ArrayList<>();
		for (Workspace w : workspaces) {
			out.addAll(w.panes());
		}
		return out;
	}

	Pane focusedPane() {
		return active == null || active.activeTab == null ? null : active.activeTab.focused;
	}

	Pane paneOrFocused(String id) {
		if (id != null) {
			return pane(id);
		}
		Pane p = focusedPane();
		if (p == null) {
			throw new ApiError("pane_not_found", "pane not found");
		}
		return p;
	}

	// ---- creation ------------------------------------------------------------------------

	Workspace newWorkspace(String label) {
		Workspace w = new Workspace(++workspaceCounter);
		w.customLabel = label;
		workspaces.add(w);
		return w;
	}

	/** A workspace from session.json: the counter restarts after the highest restored number. */
	Workspace restoreWorkspace(long number, String label) {
		Workspace w = new Workspace(number);
		w.customLabel = label;
		workspaces.add(w);
		workspaceCounter = Math.max(workspaceCounter, number);
		return w;
	}

	/** A pane from session.json: its id comes back, its terminal is new. */
	Pane restorePane(Tab t, String paneId, String cwd, List<String> command) {
		Terminal terminal = startTerminal(t, paneId, cwd, null, command, "internal_error");
		Pane p = new Pane(paneId, t.workspace, t, terminal);
		byTerminal.put(terminal.id, p);
		return p;
	}

	Tab newTab(Workspace w, String label) {
		Tab t = new Tab(w, w.nextTabNumber++);
		t.customLabel = label;
		w.tabs.add(t);
		if (w.activeTab == null) {
			w.activeTab = t;
		}
		return t;
	}

	/** Starts a terminal for a new pane of tab {@code t}; the caller places it in the layout. */
	Pane spawnPane(Tab t, String cwd, Map<String, String> extraEnv, List<String> command, String failCode) {
		Workspace w = t.workspace;
		String paneId = Ids.pane(w.id, w.nextPaneNumber);
		Terminal terminal = startTerminal(t, paneId, cwd, extraEnv, command, failCode);
		w.nextPaneNumber++;
		Pane p = new Pane(paneId, w, t, terminal);
		byTerminal.put(terminal.id, p);
		return p;
	}

	/** A process in a PTY with herdr's environment for that pane (PROTOCOL.md §1.3). */
	private Terminal startTerminal(Tab t, String paneId, String cwd, Map<String, String> extraEnv, List<String> command,
			String failCode) {
		Map<String, String> env = new HashMap<>(config.env().vars());
		env.keySet().removeIf(k -> k.startsWith("HERDR_"));
		env.put("TERM", "xterm-256color");
		env.put("HERDR_ENV", "1");
		env.put("HERDR_SOCKET_PATH", config.paths().apiSocket().toString());
		env.put("HERDR_WORKSPACE_ID", t.workspace.id);
		env.put("HERDR_TAB_ID", t.id);
		env.put("HERDR_PANE_ID", paneId);
		if (extraEnv != null) {
			env.putAll(extraEnv);
		}
		List<String> argv = command != null ? command : List.of(config.shell());
		String startCwd = cwd != null ? cwd : inheritedCwd();
		Terminal[] self = new Terminal[1];
		PaneProcess process;
		try {
			process = PaneProcess.start(argv, startCwd, config.home(), env, 80, 24, () -> processExited(self[0]));
		} catch (IOException | RuntimeException e) {
			throw new ApiError(failCode, "failed to spawn pane: " + e.getMessage());
		}
		self[0] = new Terminal(process, command);
		return self[0];
	}

	/** herdr's new_terminal_cwd default: follow the focused pane's live cwd. */
	private String inheritedCwd() {
		Pane f = focusedPane();
		return f == null ? config.home() : ProcessInspector.cwd(f.terminal.process.pid());
	}

	/** Resizes every pane of the tab whose PTY no controller owns to its layout rect. */
	void fitPtys(Tab t, java.util.function.Predicate<Terminal> controlled) {
		Geometry.paneRects(t).forEach((p, r) -> {
			if (!controlled.test(p.terminal)) {
				p.terminal.process.resize(r.width(), r.height());
			}
		});
	}

	// ---- removal -------------------------------------------------------------------------

	/** Removes a pane from its tab (closing an emptied tab and workspace) and ends its process. */
	void closePane(Pane p, String streamReason) {
		detach(p);
		byTerminal.remove(p.terminal.id);
		aliases.values().removeIf(a -> a == p);
		p.terminal.process.kill();
		terminalEnds.accept(new TerminalEnd(p.terminal.id, streamReason.replace("<id>", p.terminal.id)));
	}

	/**
	 * Takes a pane out of its tab's layout; an emptied tab leaves its workspace and an emptied
	 * workspace leaves the session. Emits nothing.
	 */
	void detach(Pane p) {
		Tab t = p.tab;
		t.root = LayoutNode.remove(t.root, p);
		if (t.focused == p) {
			List<Pane> rest = t.panes();
			t.focused = rest.isEmpty() ? null : rest.get(0);
		}
		if (t.root == null) {
			removeTab(t);
		}
	}

	void removeTab(Tab t) {
		Workspace w = t.workspace;
		int index = w.tabs.indexOf(t);
		w.tabs.remove(t);
		if (w.activeTab == t) {
			w.activeTab = w.tabs.isEmpty() ? null : w.tabs.get(Math.max(0, index - 1));
		}
		if (w.tabs.isEmpty()) {
			removeWorkspace(w);
		}
	}

	void removeWorkspace(Workspace w) {
		int index = workspaces.indexOf(w);
		workspaces.remove(w);
		if (active == w) {
			active = workspaces.isEmpty() ? null : workspaces.get(Math.max(0, index - 1));
			markSeen();
		}
	}

	void alias(String oldId, Pane p) {
		aliases.put(oldId, p);
	}

	/** herdr marks the tab it switches to as seen: its idle agents are no longer "done". */
	void markSeen() {
		if (active != null && active.activeTab != null) {
			for (Pane p : active.activeTab.panes()) {
				p.terminal.seen = true;
			}
		}
	}

	void focus(Pane p) {
		active = p.workspace;
		p.workspace.activeTab = p.tab;
		p.tab.focused = p;
		markSeen();
	}

	/** The pane's agent is gone (it exited, or its integration released it): pane_agent_detected, released. */
	void releaseAgent(Pane p) {
		String finalStatus = p.terminal.releaseAgent();
		hub.publish("pane_agent_detected", Json.obj("pane_id", p.id, "workspace_id", p.workspace.id, "released", true,
				"final_status", finalStatus));
	}

	/** Process exit: the pane goes with pane_exited only (PROTOCOL.md §7.6). */
	private void processExited(Terminal terminal) {
		synchronized (this) {
			Pane p = byTerminal.remove(terminal.id);
			if (p == null) {
				return;
			}
			aliases.values().removeIf(a -> a == p);
			hub.publish("pane_exited", Json.obj("pane_id", p.id, "workspace_id", p.workspace.id));
			Tab t = p.tab;
			detach(p);
			if (t.workspace.tabs.contains(t)) {
				hub.publish("layout_updated", Json.obj("layout", Views.layout(this, t)));
			}
		}
		terminalEnds.accept(new TerminalEnd(terminal.id, "terminal " + terminal.id + " exited"));
	}

	/** Stops every pane's process (server stop). */
	void shutdown() {
		for (Pane p : new ArrayList<>(byTerminal.values())) {
			byTerminal.remove(p.terminal.id);
			p.terminal.process.kill();
		}
	}

	/**
	 * Runs one step under the session's monitor. A step that moved herdr's focus emits the focus
	 * trio (PROTOCOL.md §5); every step wakes the requests waiting for a change ({@link #awaitChange}).
	 */
	<T> T atomically(java.util.function.Supplier<T> step) {
		synchronized (this) {
			JsonObject before = focusPair();
			try {
				return step.get();
			} finally {
				if (!before.equals(focusPair())) {
					emitFocus();
				}
				notifyAll();
			}
		}
	}

	/** Waits, under the monitor, for the next change until the deadline ({@link System#nanoTime}); false once it passed. */
	boolean awaitChange(long deadlineNanos) throws InterruptedException {
		long left = deadlineNanos - System.nanoTime();
		if (left <= 0) {
			return false;
		}
		java.util.concurrent.TimeUnit.NANOSECONDS.timedWait(this, left);
		return true;
	}

	private JsonObject focusPair() {
		Pane f = focusedPane();
		return Json.obj("w", active == null ? null : active.id, "p", f == null ? null : f.id);
	}

	private void emitFocus() {
		Pane p = focusedPane();
		if (active == null || p == null) {
			return;
		}
		hub.publish("workspace_focused", Json.obj("workspace_id", active.id));
		hub.publish("tab_focused", Json.obj("tab_id", p.tab.id, "workspace_id", p.workspace.id));
		hub.publish("pane_focused", Json.obj("pane_id", p.id, "workspace_id", p.workspace.id));
	}
}
