package ovvi.sim.server;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Predicate;
import ovvi.sim.json.Json;

/** pane.* apart from the layout-changing moves (PROTOCOL.md §5.4, §8). */
final class PaneApi extends Api {

	PaneApi(Session session, Predicate<Terminal> controlled) {
		super(session, controlled);
	}

	@Override
	void register(Dispatcher d) {
		d.register("pane.split", this::split);
		d.register("pane.close", this::close);
		d.register("pane.get", p -> info(session.pane(p.str("pane_id"))));
		d.register("pane.list", this::list);
		d.register("pane.current", p -> Json.obj("type", "pane_current", "pane",
				Views.pane(session, session.paneOrFocused(p.optStr("caller_pane_id")))));
		d.register("pane.focus", this::focus);
		d.register("pane.rename", this::rename);
		d.register("pane.send_text", this::sendText);
		d.register("pane.send_keys", this::sendKeys);
		d.register("pane.send_input", this::sendInput);
		d.register("pane.read", this::read);
		d.register("pane.process_info", this::processInfo);
		d.register("pane.scroll", this::scroll);
	}

	private JsonObject info(Pane p) {
		return Json.obj("type", "pane_info", "pane", Views.pane(session, p));
	}

	private JsonObject list(Params p) {
		String wsId = p.optStr("workspace_id");
		Workspace only = wsId == null ? null : session.workspace(wsId);
		JsonArray panes = new JsonArray();
		for (Workspace w : session.workspaces) {
			if (only == null || w == only) {
				w.panes().forEach(x -> panes.add(Views.pane(session, x)));
			}
		}
		return Json.obj("type", "pane_list", "panes", panes);
	}

	private JsonObject split(Params p) {
		String direction = p.enumValue("direction", "right", "down");
		Double ratio = p.optNumber("ratio");
		String cwd = p.optStr("cwd");
		boolean focus = p.optBool("focus", false);
		p.optEnum("right_click", "herdr", "pane");
		var env = env(p);
		String targetId = p.optStr("target_pane_id");
		String wsId = p.optStr("workspace_id");
		Pane target;
		if (targetId != null) {
			target = session.pane(targetId);
		} else {
			Workspace w = session.workspaceOrActive(wsId);
			target = w.activeTab.focused;
		}
		Tab t = target.tab;
		String startCwd = cwd != null ? cwd : ProcessInspector.cwd(target.terminal.process.pid());
		Pane added = session.spawnPane(t, startCwd, env, null, "pane_split_failed");
		t.root = LayoutNode.splitAt(t.root, target, added, direction,
				LayoutNode.clampRatio(ratio == null ? 0.5 : ratio));
		if (focus) {
			session.focus(added);
		}
		session.fitPtys(t, controlled);
		JsonObject pane = Views.pane(session, added);
		publish("pane_created", "pane", pane);
		publish("layout_updated", "layout", Views.layout(session, t));
		return Json.obj("type", "pane_info", "pane", pane);
	}

	private JsonObject close(Params p) {
		Pane pane = session.pane(p.str("pane_id"));
		Tab t = pane.tab;
		Workspace w = pane.workspace;
		boolean lastOfWorkspace = w.panes().size() == 1;
		boolean lastOfTab = t.panes().size() == 1;
		if (lastOfWorkspace) {
			WorktreeApi.refuseImplicitGroupClose(session, w);
		}
		JsonObject lastWorkspace = lastOfWorkspace ? Views.workspace(session, w) : null;
		String id = pane.id;
		session.closePane(pane, ENDED);
		publish("pane_closed", "pane_id", id, "workspace_id", w.id);
		if (lastOfWorkspace) {
			publish("workspace_closed", "workspace_id", w.id, "workspace", lastWorkspace);
		} else if (!lastOfTab) {
			layoutUpdated(t);
		}
		return ok();
	}

	private JsonObject focus(Params p) {
		Pane pane = session.pane(p.str("pane_id"));
		session.focus(pane);
		return info(pane);
	}

	private JsonObject rename(Params p) {
		String paneId = p.str("pane_id");
		String label = p.optStr("label");
		Pane pane = session.pane(paneId);
		pane.label = label == null || label.isBlank() ? null : label.strip();
		return info(pane);
	}

	private JsonObject sendText(Params p) {
		String paneId = p.str("pane_id");
		String text = p.str("text");
		write(session.pane(paneId), text.getBytes(StandardCharsets.UTF_8));
		return ok();
	}

	private JsonObject sendKeys(Params p) {
		String paneId = p.str("pane_id");
		List<String> keys = p.optStringList("keys");
		if (keys == null) {
			throw new RequestError("missing field `keys`");
		}
		Pane pane = session.pane(paneId);
		write(pane, Keys.encode(keys, pane.terminal.process.screen).getBytes(StandardCharsets.UTF_8));
		return ok();
	}

	private JsonObject sendInput(Params p) {
		String paneId = p.str("pane_id");
		String text = p.optStr("text");
		List<String> keys = p.optStringList("keys");
		Pane pane = session.pane(paneId);
		String encodedKeys = keys == null ? "" : Keys.encode(keys, pane.terminal.process.screen);
		write(pane, (paste(pane, text) + encodedKeys).getBytes(StandardCharsets.UTF_8));
		return ok();
	}

	/** Text wrapped in bracketed-paste markers when the pane enabled them. */
	static String paste(Pane pane, String text) {
		if (text == null || text.isEmpty()) {
			return "";
		}
		return pane.terminal.process.screen.bracketedPaste() ? "\u001b[200~" + text + "\u001b[201~" : text;
	}

	static void write(Pane pane, byte[] bytes) {
		try {
			pane.terminal.process.screen.setViewOffset(0);
			pane.terminal.process.write(bytes);
		} catch (IOException e) {
			throw new ApiError("pane_send_failed", "failed to write to pane " + pane.id + ": " + e.getMessage());
		}
	}

	private JsonObject read(Params p) {
		String paneId = p.str("pane_id");
		PaneReader.Query query = PaneReader.Query.parse(p);
		return PaneReader.read(session.pane(paneId), query);
	}

	private JsonObject processInfo(Params p) {
		Pane pane = session.paneOrFocused(p.optStr("pane_id"));
		long shell = pane.terminal.process.pid();
		long pgid = ProcessInspector.foregroundGroup(shell);
		JsonObject info = Json.obj("pane_id", pane.id, "shell_pid", shell);
		Json.put(info, "foreground_process_group_id", pgid > 0 ? pgid : null);
		JsonArray procs = new JsonArray();
		for (ProcessInspector.Proc proc : ProcessInspector.groupMembers(pgid)) {
			JsonObject o = Json.obj("pid", proc.pid(), "name", proc.name());
			if (!proc.argv().isEmpty()) {
				o.add("argv", Json.toJson(proc.argv()));
				o.addProperty("cmdline", String.join(" ", proc.argv()));
			}
			Json.put(o, "cwd", proc.cwd());
			procs.add(o);
		}
		if (!procs.isEmpty()) {
			info.add("foreground_processes", procs);
		}
		return Json.obj("type", "pane_process_info", "process_info", info);
	}

	/** Absolute viewport positioning (Find); clamps to the scrollback. herdr 0.9.1 answers the pane, as pane.get. */
	private JsonObject scroll(Params p) {
		String paneId = p.str("pane_id");
		long offset = unsigned(p, "offset_from_bottom");
		Pane pane = session.pane(paneId);
		pane.terminal.process.screen.setViewOffset((int) Math.min(offset, Integer.MAX_VALUE));
		return info(pane);
	}
}
