package ovvi.sim.server;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import ovvi.sim.json.Json;

/** layout.* and pane.layout (PROTOCOL.md §4.6, §5.5). */
final class LayoutApi extends Api {

	LayoutApi(Session session, Predicate<Terminal> controlled) {
		super(session, controlled);
	}

	@Override
	void register(Dispatcher d) {
		d.register("layout.export", p -> Json.obj("type", "layout_export", "layout",
				describe(target(p.optStr("tab_id"), p.optStr("pane_id")))));
		d.register("layout.set_split_ratio", this::setSplitRatio);
		d.register("layout.apply", this::apply);
		d.register("pane.layout", p -> Json.obj("type", "pane_layout", "layout",
				Views.layout(session, session.paneOrFocused(p.optStr("pane_id")).tab)));
	}

	private Tab target(String tabId, String paneId) {
		if (tabId != null && paneId != null) {
			throw new ApiError("layout_not_found", "give either tab_id or pane_id, not both");
		}
		if (tabId != null) {
			try {
				return session.tab(tabId);
			} catch (ApiError notFound) {
				// herdr looks the tab up as a layout here: layout.export and set_split_ratio say layout_not_found
				throw new ApiError("layout_not_found", notFound.getMessage());
			}
		}
		if (paneId != null) {
			return session.pane(paneId).tab;
		}
		if (session.active == null || session.active.activeTab == null) {
			throw new ApiError("layout_not_found", "no active tab");
		}
		return session.active.activeTab;
	}

	JsonObject describe(Tab t) {
		JsonObject o = Json.obj("workspace_id", t.workspace.id, "tab_id", t.id, "zoomed", t.zoomed);
		Json.put(o, "focused_pane_id", t.focused == null ? null : t.focused.id);
		o.add("root", node(t.root));
		return o;
	}

	private JsonObject node(LayoutNode n) {
		if (n instanceof LayoutNode.Leaf l) {
			JsonObject o = Json.obj("type", "pane", "pane_id", l.pane.id);
			Json.put(o, "label", l.pane.label);
			Json.put(o, "cwd", ProcessInspector.cwd(l.pane.terminal.process.pid()));
			Json.put(o, "command", l.pane.terminal.command);
			return o;
		}
		LayoutNode.Split s = (LayoutNode.Split) n;
		return Json.obj("type", "split", "direction", s.direction, "ratio", s.ratio, "first", node(s.first),
				"second", node(s.second));
	}

	private JsonObject setSplitRatio(Params p) {
		String tabId = p.optStr("tab_id");
		String paneId = p.optStr("pane_id");
		List<Boolean> path = new ArrayList<>();
		for (JsonElement step : p.array("path")) {
			if (!step.isJsonPrimitive() || !step.getAsJsonPrimitive().isBoolean()) {
				throw new RequestError("invalid type: " + Params.describe(step) + ", expected a boolean");
			}
			path.add(step.getAsBoolean());
		}
		double ratio = p.number("ratio");
		Tab t = target(tabId, paneId);
		if (!Double.isFinite(ratio)) {
			throw new ApiError("invalid_ratio", "ratio must be finite");
		}
		LayoutNode node = t.root;
		for (boolean second : path) {
			if (!(node instanceof LayoutNode.Split s)) {
				throw splitNotFound();
			}
			node = second ? s.second : s.first;
		}
		if (!(node instanceof LayoutNode.Split s)) {
			throw splitNotFound();
		}
		s.ratio = LayoutNode.clampRatio(ratio);
		layoutUpdated(t);
		return Json.obj("type", "layout_split_ratio_set", "layout", describe(t));
	}

	private static ApiError splitNotFound() {
		return new ApiError("split_not_found", "layout path does not end at a split");
	}

	private JsonObject apply(Params p) {
		String wsId = p.optStr("workspace_id");
		String tabId = p.optStr("tab_id");
		String tabLabel = p.optStr("tab_label");
		boolean focus = p.optBool("focus", false);
		LayoutSpec spec = LayoutSpec.parse(p.object("root"));
		if (wsId != null && tabId != null) {
			throw new ApiError("invalid_target", "give either workspace_id or tab_id, not both");
		}
		Tab replaced = tabId == null ? null : session.tab(tabId);
		Workspace w = replaced != null ? replaced.workspace : session.workspaceOrActive(wsId);
		Tab t = session.newTab(w, tabLabel != null ? tabLabel : replaced == null ? null : replaced.customLabel);
		List<Pane> created = new ArrayList<>();
		try {
			t.root = build(t, spec, created);
		} catch (ApiError e) {
			created.forEach(x -> session.closePane(x, ENDED));
			session.removeTab(t);
			throw e;
		}
		t.focused = created.get(0);
		boolean wasShown = replaced != null && w.activeTab == replaced;
		boolean wasActive = wasShown && session.active == w;
		if (replaced != null) {
			endPanes(replaced);
			publish("tab_closed", "tab_id", replaced.id, "workspace_id", w.id);
		}
		if (wasShown) {
			w.activeTab = t; // the new tab takes the old one's place as its workspace's shown tab
		}
		if (focus || wasActive) {
			session.focus(t.focused);
		}
		session.fitPtys(t, controlled);
		publish("tab_created", "tab", Views.tab(session, t));
		for (Pane x : created) {
			publish("pane_created", "pane", Views.pane(session, x));
		}
		publish("layout_updated", "layout", Views.layout(session, t));
		return Json.obj("type", "layout_apply", "layout", describe(t));
	}

	private LayoutNode build(Tab t, LayoutSpec spec, List<Pane> created) {
		if (spec instanceof LayoutSpec.PaneSpec ps) {
			Pane pane = session.spawnPane(t, ps.cwd(), ps.env(), ps.command(), "layout_apply_failed");
			pane.label = ps.label();
			created.add(pane);
			return new LayoutNode.Leaf(pane);
		}
		LayoutSpec.SplitSpec ss = (LayoutSpec.SplitSpec) spec;
		LayoutNode first = build(t, ss.first(), created);
		LayoutNode second = build(t, ss.second(), created);
		return new LayoutNode.Split(ss.direction(), ss.ratio(), first, second);
	}
}
