package ovvi.sim.server;

import com.google.gson.JsonObject;
import java.util.function.Predicate;
import ovvi.sim.json.Json;

/**
 * pane.move (PROTOCOL.md §5.4): to a tab beside a pane, to a new tab or to a new workspace. Every
 * param is decoded before the pane leaves its layout, so a mistyped one changes nothing.
 */
final class PaneMoveApi extends Api {

	PaneMoveApi(Session session, Predicate<Terminal> controlled) {
		super(session, controlled);
	}

	@Override
	void register(Dispatcher d) {
		d.register("pane.move", this::move);
	}

	/** The decoded {@code destination}: herdr's internally tagged PaneMoveDestination. */
	private record Destination(String type, String tabId, String targetPaneId, String split, float ratio,
			String workspaceId, String label, String tabLabel) {

		static Destination parse(Params d) {
			String type = d.enumValue("type", "tab", "new_tab", "new_workspace");
			return switch (type) {
			case "tab" -> {
				String tabId = d.str("tab_id");
				String split = d.enumValue("split", "right", "down");
				String target = d.optStr("target_pane_id");
				Double ratio = d.optNumber("ratio");
				yield new Destination(type, tabId, target, split, LayoutNode.clampRatio(ratio == null ? 0.5 : ratio),
						null, null, null);
			}
			case "new_tab" -> new Destination(type, null, null, "right", 0.5f, d.optStr("workspace_id"),
					d.optStr("label"), null);
			default -> new Destination(type, null, null, "right", 0.5f, null, d.optStr("label"),
					d.optStr("tab_label"));
			};
		}
	}

	private JsonObject move(Params p) {
		String paneId = p.str("pane_id");
		Destination dest = Destination.parse(p.nested("destination"));
		boolean focus = p.optBool("focus", false);
		Pane pane = session.pane(paneId);
		Tab source = pane.tab;
		String previousId = pane.id;
		Workspace previousWs = pane.workspace;
		if (source.zoomed) {
			return unchanged(pane, "zoomed_tab");
		}
		Tab target = null;
		Pane targetPane = null;
		Workspace newTabIn = null;
		if (dest.type().equals("tab")) {
			target = session.tab(dest.tabId());
			if (dest.targetPaneId() != null) {
				targetPane = session.findPane(dest.targetPaneId());
				if (targetPane == null || targetPane.tab != target) {
					throw new ApiError("target_pane_not_found", "target pane " + dest.targetPaneId() + " not found");
				}
			} else {
				targetPane = target.focused;
			}
			if (target.zoomed) {
				return unchanged(pane, "zoomed_tab");
			}
			if (target == source) {
				return unchanged(pane, "same_tab");
			}
		} else if (dest.type().equals("new_tab")) {
			newTabIn = dest.workspaceId() == null ? previousWs : session.workspace(dest.workspaceId());
		}
		// nothing may fail from here on: the pane leaves its layout
		session.detach(pane);
		String closedTab = previousWs.tabs.contains(source) ? null : source.id;
		String closedWs = session.workspaces.contains(previousWs) ? null : previousWs.id;
		Workspace createdWs = null;
		Tab createdTab = null;
		if (dest.type().equals("new_workspace")) {
			createdWs = session.newWorkspace(dest.label());
			target = createdTab = session.newTab(createdWs, dest.tabLabel());
		} else if (dest.type().equals("new_tab")) {
			target = createdTab = session.newTab(newTabIn, dest.label());
		}
		Workspace targetWs = target.workspace;
		if (targetWs != previousWs) {
			session.alias(previousId, pane);
			pane.id = Ids.pane(targetWs.id, targetWs.nextPaneNumber++);
		}
		pane.workspace = targetWs;
		pane.tab = target;
		if (target.root == null) {
			target.root = new LayoutNode.Leaf(pane);
			target.focused = pane;
		} else {
			target.root = LayoutNode.splitAt(target.root, targetPane, pane, dest.split(), dest.ratio());
		}
		if (focus || session.active == null) {
			session.focus(pane);
		}
		// herdr's order (§5.4): tab_closed, workspace_closed, workspace_created, tab_created, pane_moved,
		// layout_updated of the source, then of the target
		if (closedTab != null) {
			publish("tab_closed", "tab_id", closedTab, "workspace_id", previousWs.id);
		}
		if (closedWs != null) {
			publish("workspace_closed", "workspace_id", closedWs);
		}
		if (createdWs != null) {
			publish("workspace_created", "workspace", Views.workspace(session, createdWs));
		}
		if (createdTab != null) {
			publish("tab_created", "tab", Views.tab(session, createdTab));
		}
		JsonObject moved = Json.obj("previous_pane_id", previousId, "previous_workspace_id", previousWs.id,
				"previous_tab_id", source.id, "pane", Views.pane(session, pane));
		Json.put(moved, "created_workspace", createdWs == null ? null : Views.workspace(session, createdWs));
		Json.put(moved, "created_tab", createdTab == null ? null : Views.tab(session, createdTab));
		Json.put(moved, "closed_workspace_id", closedWs);
		Json.put(moved, "closed_tab_id", closedTab);
		session.hub.publish("pane_moved", moved);
		JsonObject sourceLayout = null;
		if (closedTab == null) {
			session.fitPtys(source, controlled);
			sourceLayout = Views.layout(session, source);
			publish("layout_updated", "layout", sourceLayout);
		}
		session.fitPtys(target, controlled);
		JsonObject targetLayout = Views.layout(session, target);
		publish("layout_updated", "layout", targetLayout);
		JsonObject result = Json.obj("changed", true, "previous_pane_id", previousId, "previous_workspace_id",
				previousWs.id, "previous_tab_id", source.id, "pane", moved.get("pane"));
		Json.put(result, "source_layout", sourceLayout);
		result.add("target_layout", targetLayout);
		Json.put(result, "created_workspace", moved.get("created_workspace"));
		Json.put(result, "created_tab", moved.get("created_tab"));
		Json.put(result, "closed_workspace_id", closedWs);
		Json.put(result, "closed_tab_id", closedTab);
		result.addProperty("focused_pane_id", focusedOr(pane).id);
		return Json.obj("type", "pane_move", "move_result", result);
	}

	private JsonObject unchanged(Pane pane, String reason) {
		JsonObject result = Json.obj("changed", false, "reason", reason, "previous_pane_id", pane.id,
				"previous_workspace_id", pane.workspace.id, "previous_tab_id", pane.tab.id,
				"pane", Views.pane(session, pane), "target_layout", Views.layout(session, pane.tab),
				"focused_pane_id", focusedOr(pane).id);
		return Json.obj("type", "pane_move", "move_result", result);
	}

	private Pane focusedOr(Pane fallback) {
		Pane focused = session.focusedPane();
		return focused == null ? fallback : focused;
	}
}
