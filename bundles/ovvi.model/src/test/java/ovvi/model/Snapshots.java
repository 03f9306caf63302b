package ovvi.model;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** Hand-built session.snapshot results, as herdr 0.8.2 writes them. */
public final class Snapshots {

	private final JsonArray workspaces = new JsonArray();
	private final JsonArray tabs = new JsonArray();
	private final JsonArray panes = new JsonArray();
	private final JsonArray layouts = new JsonArray();
	private final JsonArray agents = new JsonArray();

	public Snapshots space(String id, String label) {
		workspaces.add(JsonParser.parseString("{\"workspace_id\":\"" + id + "\",\"number\":" + (workspaces.size() + 1)
				+ ",\"label\":\"" + label + "\",\"focused\":false,\"pane_count\":1,\"tab_count\":1,\"agent_status\":\"idle\"}"));
		return this;
	}

	/** Puts the last space added in a worktree group. */
	public Snapshots worktree(String repoKey, boolean linked) {
		JsonObject space = workspaces.get(workspaces.size() - 1).getAsJsonObject();
		space.add("worktree", JsonParser.parseString("{\"repo_key\":\"" + repoKey + "\",\"repo_name\":\"r\",\"repo_root\":\"/r\","
				+ "\"checkout_path\":\"/r/" + space.get("workspace_id").getAsString() + "\",\"is_linked_worktree\":" + linked + "}"));
		return this;
	}

	/** A tab with one pane per id, side by side (right splits, each at 0.5). */
	public Snapshots tab(String tabId, String... paneIds) {
		String space = tabId.substring(0, tabId.indexOf(':'));
		tabs.add(JsonParser.parseString("{\"tab_id\":\"" + tabId + "\",\"workspace_id\":\"" + space + "\",\"number\":1,\"label\":\"1\","
				+ "\"focused\":false,\"pane_count\":" + paneIds.length + ",\"agent_status\":\"idle\"}"));
		JsonObject layout = JsonParser.parseString("{\"workspace_id\":\"" + space + "\",\"tab_id\":\"" + tabId
				+ "\",\"zoomed\":false,\"area\":{\"x\":0,\"y\":0,\"width\":120,\"height\":40},\"panes\":[],\"splits\":[]}").getAsJsonObject();
		StringBuilder bits = new StringBuilder();
		for (int i = 0; i < paneIds.length; i++) {
			panes.add(pane(paneIds[i], tabId, "idle"));
			JsonObject leaf = new JsonObject();
			leaf.addProperty("pane_id", paneIds[i]);
			layout.getAsJsonArray("panes").add(leaf);
			if (i < paneIds.length - 1) {
				JsonObject split = new JsonObject();
				split.addProperty("id", "split_" + i + "_" + (bits.isEmpty() ? "root" : bits));
				split.addProperty("direction", "right");
				split.addProperty("ratio", 0.5);
				layout.getAsJsonArray("splits").add(split);
				bits.append('1');
			}
		}
		layouts.add(layout);
		return this;
	}

	static JsonObject pane(String paneId, String tabId, String status) {
		String space = tabId.substring(0, tabId.indexOf(':'));
		return JsonParser.parseString("{\"pane_id\":\"" + paneId + "\",\"terminal_id\":\"term_" + paneId.replace(":", "")
				+ "\",\"workspace_id\":\"" + space + "\",\"tab_id\":\"" + tabId + "\",\"focused\":false,\"cwd\":\"/home/u\","
				+ "\"agent_status\":\"" + status + "\",\"revision\":0}").getAsJsonObject();
	}

	public Snapshots agent(String paneId, String status) {
		for (var element : panes) {
			JsonObject pane = element.getAsJsonObject();
			if (pane.get("pane_id").getAsString().equals(paneId)) {
				pane.addProperty("agent_status", status);
				pane.addProperty("agent", "claude");
			}
		}
		JsonObject agent = new JsonObject();
		agent.addProperty("pane_id", paneId);
		agent.addProperty("agent", "claude");
		agent.addProperty("agent_status", status);
		agents.add(agent);
		return this;
	}

	public JsonObject json() {
		JsonObject snapshot = new JsonObject();
		snapshot.addProperty("version", "0.9.5");
		snapshot.addProperty("protocol", 20);
		snapshot.add("workspaces", workspaces.deepCopy());
		snapshot.add("tabs", tabs.deepCopy());
		snapshot.add("panes", panes.deepCopy());
		snapshot.add("layouts", layouts.deepCopy());
		snapshot.add("agents", agents.deepCopy());
		JsonObject result = new JsonObject();
		result.addProperty("type", "session_snapshot");
		result.add("snapshot", snapshot);
		return result;
	}
}
