package ovvi.sim.server;

import com.google.gson.JsonObject;
import java.util.function.Predicate;
import ovvi.sim.json.Json;

/** tab.* (PROTOCOL.md §5.3). */
final class TabApi extends Api {

	TabApi(Session session, Predicate<Terminal> controlled) {
		super(session, controlled);
	}

	@Override
	void register(Dispatcher d) {
		d.register("tab.create", this::create);
		d.register("tab.get", p -> info(session.tab(p.str("tab_id"))));
		d.register("tab.list", p -> list(p.optStr("workspace_id") == null ? null : session.workspace(p.optStr("workspace_id"))));
		d.register("tab.focus", this::focus);
		d.register("tab.rename", this::rename);
		d.register("tab.move", this::move);
		d.register("tab.close", this::close);
	}

	private JsonObject info(Tab t) {
		return Json.obj("type", "tab_info", "tab", Views.tab(session, t));
	}

	private JsonObject list(Workspace w) {
		return Json.obj("type", "tab_list", "tabs", Views.tabList(session, w));
	}

	private JsonObject create(Params p) {
		String workspaceId = p.optStr("workspace_id");
		String cwd = p.optStr("cwd");
		boolean focus = p.optBool("focus", false);
		String label = p.optStr("label");
		var env = env(p);
		Workspace w = session.workspaceOrActive(workspaceId);
		Tab t = tabWithPane(w, label, cwd, env, "tab_create_failed");
		if (focus) {
			session.focus(t.focused);
		}
		session.fitPtys(t, controlled);
		JsonObject tab = Views.tab(session, t);
		JsonObject pane = Views.pane(session, t.focused);
		publish("tab_created", "tab", tab);
		publish("pane_created", "pane", pane);
		publish("layout_updated", "layout", Views.layout(session, t));
		return Json.obj("type", "tab_created", "tab", tab, "root_pane", pane);
	}

	private JsonObject focus(Params p) {
		Tab t = session.tab(p.str("tab_id"));
		session.focus(t.focused);
		return info(t);
	}

	private JsonObject rename(Params p) {
		String tabId = p.str("tab_id");
		String label = p.str("label");
		Tab t = session.tab(tabId);
		t.customLabel = label;
		publish("tab_renamed", "tab_id", t.id, "workspace_id", t.workspace.id, "label", t.customLabel);
		return info(t);
	}

	private JsonObject move(Params p) {
		String tabId = p.str("tab_id");
		long index = unsigned(p, "insert_index");
		Tab t = session.tab(tabId);
		if (index > t.workspace.tabs.size()) {
			throw new ApiError("tab_move_failed", "insert index " + index + " is out of range");
		}
		if (moveBefore(t.workspace.tabs, t, index)) {
			publish("tab_moved", "tab_id", t.id, "workspace_id", t.workspace.id, "insert_index", index, "tabs",
					Views.tabList(session, t.workspace));
		}
		return list(t.workspace);
	}

	private JsonObject close(Params p) {
		Tab t = session.tab(p.str("tab_id"));
		Workspace w = t.workspace;
		boolean lastTab = w.tabs.size() == 1;
		JsonObject lastWorkspace = lastTab ? Views.workspace(session, w) : null;
		if (lastTab) {
			WorktreeApi.refuseImplicitGroupClose(session, w);
		}
		endPanes(t);
		publish("tab_closed", "tab_id", t.id, "workspace_id", w.id);
		if (lastTab) {
			publish("workspace_closed", "workspace_id", w.id, "workspace", lastWorkspace);
		}
		return ok();
	}
}
