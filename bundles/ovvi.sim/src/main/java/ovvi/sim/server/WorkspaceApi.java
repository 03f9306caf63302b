package ovvi.sim.server;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.function.Predicate;
import ovvi.sim.json.Json;

/** workspace.* (PROTOCOL.md §5.2, with 0.9.5's close_group). */
final class WorkspaceApi extends Api {

	WorkspaceApi(Session session, Predicate<Terminal> controlled) {
		super(session, controlled);
	}

	@Override
	void register(Dispatcher d) {
		d.register("workspace.create", this::create);
		d.register("workspace.get", p -> info(session.workspace(p.str("workspace_id"))));
		d.register("workspace.list", p -> list());
		d.register("workspace.focus", this::focus);
		d.register("workspace.rename", this::rename);
		d.register("workspace.move", this::move);
		d.register("workspace.move_block", this::moveBlock);
		d.register("workspace.close", this::close);
	}

	private JsonObject info(Workspace w) {
		return Json.obj("type", "workspace_info", "workspace", Views.workspace(session, w));
	}

	private JsonObject list() {
		return Json.obj("type", "workspace_list", "workspaces", Views.workspaceList(session));
	}

	private JsonObject create(Params p) {
		String cwd = p.optStr("cwd");
		boolean focus = p.optBool("focus", false);
		String label = p.optStr("label");
		var env = env(p);
		Created c = announceCreated(createWorkspace(cwd, label, focus, env));
		return Json.obj("type", "workspace_created", "workspace", c.workspace(), "tab", c.tab(), "root_pane", c.rootPane());
	}

	private JsonObject focus(Params p) {
		Workspace w = session.workspace(p.str("workspace_id"));
		if (w.activeTab != null && w.activeTab.focused != null) {
			session.focus(w.activeTab.focused);
		}
		return info(w);
	}

	private JsonObject rename(Params p) {
		String workspaceId = p.str("workspace_id");
		String label = p.str("label");
		Workspace w = session.workspace(workspaceId);
		w.customLabel = label;
		publish("workspace_renamed", "workspace_id", w.id, "label", w.customLabel);
		return info(w);
	}

	private JsonObject move(Params p) {
		String workspaceId = p.str("workspace_id");
		long index = unsigned(p, "insert_index");
		Workspace w = session.workspace(workspaceId);
		if (index > session.workspaces.size()) {
			throw new ApiError("workspace_move_failed", "insert index " + index + " is out of range");
		}
		if (moveBefore(session.workspaces, w, index)) {
			publish("workspace_moved", "workspace_id", w.id, "insert_index", index, "workspaces",
					Views.workspaceList(session));
		}
		return list();
	}

	private JsonObject moveBlock(Params p) {
		List<String> ids = new ArrayList<>();
		for (JsonElement e : p.array("workspace_ids")) {
			if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isString()) {
				throw new RequestError("invalid type: " + Params.describe(e) + ", expected a string");
			}
			ids.add(e.getAsString());
		}
		String before = p.optStr("before_workspace_id");
		if (ids.isEmpty()) {
			throw new ApiError("workspace_move_block_failed", "workspace_ids must not be empty");
		}
		if (new HashSet<>(ids).size() != ids.size()) {
			throw new ApiError("workspace_move_block_failed", "workspace_ids must not contain duplicates");
		}
		List<Workspace> block = new ArrayList<>();
		for (String id : ids) {
			block.add(session.workspace(id));
		}
		Workspace anchor = before == null ? null : session.workspace(before);
		if (anchor != null && block.contains(anchor)) {
			throw new ApiError("workspace_move_block_failed", "before_workspace_id must not be part of the moved block");
		}
		List<Workspace> order = new ArrayList<>(session.workspaces);
		order.removeAll(block);
		int at = anchor == null ? order.size() : order.indexOf(anchor);
		order.addAll(at, block);
		if (!order.equals(session.workspaces)) {
			session.workspaces.clear();
			session.workspaces.addAll(order);
			JsonObject data = Json.obj("workspace_ids", ids);
			Json.put(data, "before_workspace_id", before);
			data.add("workspaces", Views.workspaceList(session));
			session.hub.publish("workspace_reordered", data);
		}
		return list();
	}

	private JsonObject close(Params p) {
		String workspaceId = p.str("workspace_id");
		boolean closeGroup = p.optBool("close_group", false);
		Workspace w = session.workspace(workspaceId);
		List<Workspace> group = WorktreeApi.groupOf(session, w);
		boolean repository = w.worktree != null && !w.worktree.get("is_linked_worktree").getAsBoolean();
		List<Workspace> closing = List.of(w);
		if (repository && group.size() >= 2) {
			if (!closeGroup) {
				throw new ApiError("workspace_group_close_required", "workspace " + w.id
						+ " has linked worktree workspaces; pass close_group to close the whole group");
			}
			closing = group;
		}
		JsonObject last = Views.workspace(session, w);
		for (Workspace c : closing) {
			for (Tab t : new ArrayList<>(c.tabs)) {
				endPanes(t);
			}
			session.removeWorkspace(c);
		}
		publish("workspace_closed", "workspace_id", w.id, "workspace", last);
		return ok();
	}
}
