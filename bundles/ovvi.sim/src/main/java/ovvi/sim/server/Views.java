package ovvi.sim.server;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import ovvi.sim.json.Json;

/** herdr's records as JSON: WorkspaceInfo, TabInfo, PaneInfo, AgentInfo, layouts (§4). */
final class Views {

	private static final List<String> PRIORITY = List.of("blocked", "done", "working", "idle", "unknown");

	private Views() {
	}

	static JsonObject workspace(Session s, Workspace w) {
		Tab activeTab = w.activeTab;
		JsonObject o = Json.obj("workspace_id", w.id, "number", s.workspaces.indexOf(w) + 1,
				"label", workspaceLabel(w), "focused", s.active == w, "pane_count", w.panes().size(),
				"tab_count", w.tabs.size());
		Json.put(o, "active_tab_id", activeTab == null ? null : activeTab.id);
		o.addProperty("agent_status", aggregate(w.panes()));
		putMap(o, "tokens", w.tokens.asMap());
		Json.put(o, "worktree", w.worktree);
		return o;
	}

	static String workspaceLabel(Workspace w) {
		if (w.customLabel != null) {
			return w.customLabel;
		}
		String cwd = w.rootPaneCwd();
		if (cwd == null) {
			return "workspace";
		}
		for (Path p = Path.of(cwd); p != null; p = p.getParent()) {
			if (Files.exists(p.resolve(".git"))) {
				return p.getFileName() == null ? "workspace" : p.getFileName().toString();
			}
		}
		Path name = Path.of(cwd).getFileName();
		return name == null ? "workspace" : name.toString();
	}

	static JsonObject tab(Session s, Tab t) {
		return Json.obj("tab_id", t.id, "workspace_id", t.workspace.id, "number", t.number,
				"label", t.customLabel != null ? t.customLabel : Integer.toString(t.workspace.tabs.indexOf(t) + 1),
				"focused", s.active == t.workspace && t.workspace.activeTab == t, "pane_count", t.panes().size(),
				"agent_status", aggregate(t.panes()));
	}

	static String aggregate(List<Pane> panes) {
		int best = PRIORITY.size() - 1;
		for (Pane p : panes) {
			best = Math.min(best, PRIORITY.indexOf(p.terminal.agentStatus()));
		}
		return PRIORITY.get(best);
	}

	static boolean paneFocused(Session s, Pane p) {
		return s.active == p.workspace && p.workspace.activeTab == p.tab && p.tab.focused == p;
	}

	static JsonObject pane(Session s, Pane p) {
		Terminal t = p.terminal;
		JsonObject o = Json.obj("pane_id", p.id, "terminal_id", t.id, "workspace_id", p.workspace.id,
				"tab_id", p.tab.id, "focused", paneFocused(s, p));
		putCwds(o, t);
		Json.put(o, "label", p.label);
		putAgentFields(o, t);
		putMetadata(o, t);
		o.add("scroll", scroll(t));
		o.addProperty("revision", t.revision);
		return o;
	}

	/** cwd and foreground_cwd, as PaneInfo and AgentInfo have them. */
	private static void putCwds(JsonObject o, Terminal t) {
		long pid = t.process.pid();
		Json.put(o, "cwd", ProcessInspector.cwd(pid));
		Json.put(o, "foreground_cwd", ProcessInspector.cwd(foregroundLeader(pid)));
	}

	/** agent, title, the terminal titles, display_agent and agent_status, in PaneInfo's and AgentInfo's order. */
	private static void putAgentFields(JsonObject o, Terminal t) {
		Json.put(o, "agent", t.agent);
		Json.put(o, "title", t.title);
		String title = t.process.screen.title();
		Json.put(o, "terminal_title", title == null || title.isEmpty() ? null : title);
		Json.put(o, "terminal_title_stripped", t.titleStripped);
		Json.put(o, "display_agent", t.displayAgent);
		o.addProperty("agent_status", t.agentStatus());
	}

	/** state_labels and tokens (omitted when empty) and agent_session (omitted when none). */
	private static void putMetadata(JsonObject o, Terminal t) {
		putMap(o, "state_labels", t.stateLabels);
		putMap(o, "tokens", t.tokens.asMap());
		Json.put(o, "agent_session", session(t));
	}

	static long foregroundLeader(long shellPid) {
		long pgid = ProcessInspector.foregroundGroup(shellPid);
		return pgid > 0 ? pgid : shellPid;
	}

	static JsonObject scroll(Terminal t) {
		var screen = t.process.screen;
		return Json.obj("offset_from_bottom", screen.viewOffset(), "max_offset_from_bottom", screen.scrollbackRows(),
				"viewport_rows", screen.rows());
	}

	private static JsonObject session(Terminal t) {
		Terminal.AgentSession a = t.agentSession;
		return a == null ? null : Json.obj("source", a.source(), "agent", a.agent(), "kind", a.kind(), "value", a.value());
	}

	/** Only agent terminals (an effective agent label) are listed in agents[]. */
	static boolean isAgent(Pane p) {
		return p.terminal.agent != null;
	}

	static JsonObject agent(Session s, Pane p) {
		Terminal t = p.terminal;
		JsonObject o = Json.obj("terminal_id", t.id);
		putAgentFields(o, t);
		if (t.reportSource != null) {
			o.addProperty("screen_detection_skipped", true);
		}
		putMetadata(o, t);
		Json.put(o, "workspace_id", p.workspace.id);
		Json.put(o, "tab_id", p.tab.id);
		Json.put(o, "pane_id", p.id);
		o.addProperty("focused", paneFocused(s, p));
		o.addProperty("interactive_ready", true);
		o.addProperty("state_change_seq", t.stateChangeSeq);
		putCwds(o, t);
		o.addProperty("revision", t.revision);
		return o;
	}

	static JsonObject layout(Session s, Tab t) {
		return Geometry.layoutSnapshot(t, s.active == t.workspace && t.workspace.activeTab == t);
	}

	static JsonObject snapshot(Session s) {
		JsonObject snap = Json.obj("version", s.config.reportedVersion(), "protocol", s.config.reportedProtocol());
		Pane focused = s.focusedPane();
		if (s.active != null) {
			snap.addProperty("focused_workspace_id", s.active.id);
			Json.put(snap, "focused_tab_id", s.active.activeTab == null ? null : s.active.activeTab.id);
			Json.put(snap, "focused_pane_id", focused == null ? null : focused.id);
		}
		JsonArray ws = new JsonArray();
		JsonArray tabs = new JsonArray();
		JsonArray panes = new JsonArray();
		JsonArray layouts = new JsonArray();
		JsonArray agents = new JsonArray();
		for (Workspace w : s.workspaces) {
			ws.add(workspace(s, w));
			for (Tab t : w.tabs) {
				tabs.add(tab(s, t));
				layouts.add(layout(s, t));
				for (Pane p : t.panes()) {
					panes.add(pane(s, p));
					if (isAgent(p)) {
						agents.add(agent(s, p));
					}
				}
			}
		}
		snap.add("workspaces", ws);
		snap.add("tabs", tabs);
		snap.add("panes", panes);
		snap.add("layouts", layouts);
		snap.add("agents", agents);
		return snap;
	}

	static JsonArray workspaceList(Session s) {
		JsonArray a = new JsonArray();
		s.workspaces.forEach(w -> a.add(workspace(s, w)));
		return a;
	}

	/** The tabs of one workspace, or of all in sidebar order when {@code w} is null. */
	static JsonArray tabList(Session s, Workspace w) {
		JsonArray a = new JsonArray();
		for (Workspace each : s.workspaces) {
			if (w == null || each == w) {
				each.tabs.forEach(t -> a.add(tab(s, t)));
			}
		}
		return a;
	}

	private static void putMap(JsonObject o, String key, Map<String, String> m) {
		if (m != null && !m.isEmpty()) {
			o.add(key, Json.toJson(m));
		}
	}
}
