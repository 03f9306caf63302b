package ovvi.sim.server;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import ovvi.sim.json.Json;

/**
 * The session's {@code session.json}: the layout a restarted server restores. As herdr does,
 * workspace, tab and pane ids come back (tab and pane counters continue; the workspace counter
 * restarts after the highest restored number), terminals are new and tokens are gone. The file
 * format is the simulator's own.
 */
final class SessionStore {

	private final Session session;
	private final Path file;

	SessionStore(Session session, Path dataDir) {
		this.session = session;
		this.file = dataDir.resolve("session.json");
	}

	/** Writes the current layout; call under the session's monitor. */
	void save() throws IOException {
		JsonArray workspaces = new JsonArray();
		for (Workspace w : session.workspaces) {
			JsonArray tabs = new JsonArray();
			for (Tab t : w.tabs) {
				JsonObject tab = Json.obj("number", t.number, "label", t.customLabel, "zoomed", t.zoomed,
						"focused", t.focused == null ? null : t.focused.id, "root", node(t.root));
				tabs.add(tab);
			}
			workspaces.add(Json.obj("number", w.number, "label", w.customLabel, "next_tab", w.nextTabNumber,
					"next_pane", w.nextPaneNumber, "active_tab", w.activeTab == null ? null : w.activeTab.id,
					"worktree", w.worktree, "tabs", tabs));
		}
		JsonObject root = Json.obj("format", 1, "active", session.active == null ? null : session.active.id,
				"workspaces", workspaces);
		Path tmp = file.resolveSibling("session.json.tmp");
		Files.writeString(tmp, Json.write(root), StandardCharsets.UTF_8);
		Files.setPosixFilePermissions(tmp, PosixFilePermissions.fromString("rw-------"));
		Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
	}

	private static JsonObject node(LayoutNode n) {
		if (n instanceof LayoutNode.Leaf l) {
			Pane p = l.pane;
			return Json.obj("pane_id", p.id, "label", p.label, "cwd", ProcessInspector.cwd(p.terminal.process.pid()),
					"command", p.terminal.command);
		}
		LayoutNode.Split s = (LayoutNode.Split) n;
		return Json.obj("direction", s.direction, "ratio", s.ratio, "first", node(s.first), "second", node(s.second));
	}

	/** Restores a saved layout, if any; call before serving. */
	void restore() throws IOException {
		if (!Files.exists(file)) {
			return;
		}
		JsonObject root = JsonParser.parseString(Files.readString(file)).getAsJsonObject();
		for (JsonElement we : root.getAsJsonArray("workspaces")) {
			JsonObject wj = we.getAsJsonObject();
			Workspace w = session.restoreWorkspace(wj.get("number").getAsLong(), string(wj, "label"));
			w.nextTabNumber = wj.get("next_tab").getAsLong();
			w.nextPaneNumber = wj.get("next_pane").getAsLong();
			w.worktree = wj.has("worktree") ? wj.getAsJsonObject("worktree") : null;
			for (JsonElement te : wj.getAsJsonArray("tabs")) {
				JsonObject tj = te.getAsJsonObject();
				Tab t = new Tab(w, tj.get("number").getAsLong());
				t.customLabel = string(tj, "label");
				t.zoomed = tj.get("zoomed").getAsBoolean();
				w.tabs.add(t);
				t.root = restoreNode(t, tj.getAsJsonObject("root"));
				String focused = string(tj, "focused");
				t.focused = t.panes().stream().filter(p -> p.id.equals(focused)).findFirst().orElse(t.panes().get(0));
				if (t.id.equals(string(wj, "active_tab"))) {
					w.activeTab = t;
				}
			}
			if (w.activeTab == null) {
				w.activeTab = w.tabs.get(0);
			}
			if (w.id.equals(string(root, "active"))) {
				session.active = w;
			}
		}
	}

	private LayoutNode restoreNode(Tab t, JsonObject n) {
		if (n.has("pane_id")) {
			List<String> command = null;
			if (n.has("command")) {
				command = new ArrayList<>();
				for (JsonElement e : n.getAsJsonArray("command")) {
					command.add(e.getAsString());
				}
			}
			Pane p = session.restorePane(t, n.get("pane_id").getAsString(), string(n, "cwd"), command);
			p.label = string(n, "label");
			return new LayoutNode.Leaf(p);
		}
		return new LayoutNode.Split(n.get("direction").getAsString(), n.get("ratio").getAsFloat(),
				restoreNode(t, n.getAsJsonObject("first")), restoreNode(t, n.getAsJsonObject("second")));
	}

	private static String string(JsonObject o, String key) {
		return o.has(key) && !o.get(key).isJsonNull() ? o.get(key).getAsString() : null;
	}
}
