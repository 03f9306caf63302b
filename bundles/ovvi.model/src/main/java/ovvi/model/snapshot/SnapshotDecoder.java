package ovvi.model.snapshot;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import ovvi.model.AgentStatus;
import ovvi.model.LayoutNode;
import ovvi.model.Worktree;
import ovvi.model.snapshot.Snapshot.AgentRecord;
import ovvi.model.snapshot.Snapshot.LayoutRecord;
import ovvi.model.snapshot.Snapshot.PaneRecord;
import ovvi.model.snapshot.Snapshot.SpaceRecord;
import ovvi.model.snapshot.Snapshot.TabRecord;

/**
 * Decodes session.snapshot leniently: only the fields Ovvi uses are read; unknown fields, missing
 * optional ones and unknown enum values never fail. A record without its id is left out, as
 * nothing could refer to it. Speaks herdr 0.8.2's format and accepts 0.9.5's.
 */
public final class SnapshotDecoder {

	/** split_<pre-order index>_root or split_<index>_<bits of the path from the root>. */
	private static final Pattern SPLIT_ID = Pattern.compile("split_\\d+_(root|[01]+)");

	private SnapshotDecoder() {
	}

	/** @param result the result of session.snapshot (holding "snapshot"), or the snapshot itself */
	public static Snapshot decode(JsonObject result) {
		JsonObject snapshot = object(result, "snapshot");
		if (snapshot == null) {
			snapshot = result;
		}
		List<SpaceRecord> spaces = new ArrayList<>();
		for (JsonObject space : objects(snapshot, "workspaces")) {
			String id = string(space, "workspace_id");
			if (id != null) {
				spaces.add(new SpaceRecord(id, integer(space, "number"), string(space, "label"),
						AgentStatus.of(string(space, "agent_status")), tokens(space), worktree(object(space, "worktree"))));
			}
		}
		List<TabRecord> tabs = new ArrayList<>();
		for (JsonObject tab : objects(snapshot, "tabs")) {
			String id = string(tab, "tab_id");
			String space = string(tab, "workspace_id");
			if (id != null && space != null) {
				tabs.add(new TabRecord(id, space, integer(tab, "number"), string(tab, "label"), AgentStatus.of(string(tab, "agent_status"))));
			}
		}
		List<PaneRecord> panes = new ArrayList<>();
		for (JsonObject pane : objects(snapshot, "panes")) {
			String id = string(pane, "pane_id");
			String tab = string(pane, "tab_id");
			if (id != null && tab != null) {
				panes.add(new PaneRecord(id, string(pane, "terminal_id"), string(pane, "workspace_id"), tab, string(pane, "cwd"),
						string(pane, "foreground_cwd"), string(pane, "label"), string(pane, "agent"), string(pane, "title"),
						string(pane, "terminal_title_stripped"), string(pane, "display_agent"),
						AgentStatus.of(string(pane, "agent_status")), tokens(pane), string(object(pane, "agent_session"), "value")));
			}
		}
		Map<String, LayoutRecord> layouts = new HashMap<>();
		for (JsonObject layout : objects(snapshot, "layouts")) {
			String tab = string(layout, "tab_id");
			if (tab != null) {
				layouts.put(tab, new LayoutRecord(tab, bool(layout, "zoomed"), string(layout, "focused_pane_id"), tree(layout)));
			}
		}
		Map<String, AgentRecord> agents = new HashMap<>();
		for (JsonObject agent : objects(snapshot, "agents")) {
			String pane = string(agent, "pane_id");
			if (pane != null) {
				agents.put(pane, new AgentRecord(pane, string(agent, "name")));
			}
		}
		return new Snapshot(string(snapshot, "version"), List.copyOf(spaces), List.copyOf(tabs), List.copyOf(panes),
				Map.copyOf(layouts), Map.copyOf(agents));
	}

	/**
	 * The tree of a layout: from a "root" node when herdr gives one (layout.export's form), else
	 * rebuilt from the snapshot's flat form, whose splits are named by their path from the root and
	 * whose panes come in the same pre-order.
	 */
	static LayoutNode tree(JsonObject layout) {
		JsonObject root = object(layout, "root");
		if (root != null) {
			return node(root);
		}
		Map<String, JsonObject> splitsByPath = new HashMap<>();
		for (JsonObject split : objects(layout, "splits")) {
			Matcher id = SPLIT_ID.matcher(String.valueOf(string(split, "id")));
			if (id.matches()) {
				splitsByPath.put(id.group(1).equals("root") ? "" : id.group(1), split);
			}
		}
		List<String> panes = new ArrayList<>();
		for (JsonObject pane : objects(layout, "panes")) {
			panes.add(string(pane, "pane_id"));
		}
		if (panes.isEmpty()) {
			return null;
		}
		return rebuild("", splitsByPath, panes.iterator());
	}

	private static LayoutNode rebuild(String path, Map<String, JsonObject> splits, java.util.Iterator<String> panes) {
		JsonObject split = splits.get(path);
		if (split == null || path.length() > 32) {
			return new LayoutNode.Leaf(panes.hasNext() ? panes.next() : null);
		}
		LayoutNode first = rebuild(path + "0", splits, panes);
		LayoutNode second = rebuild(path + "1", splits, panes);
		return new LayoutNode.Split(LayoutNode.SplitDirection.of(string(split, "direction")), number(split, "ratio", 0.5), first, second);
	}

	/** layout.export's LayoutNode. */
	public static LayoutNode node(JsonObject node) {
		if ("split".equals(string(node, "type"))) {
			JsonObject first = object(node, "first");
			JsonObject second = object(node, "second");
			if (first != null && second != null) {
				return new LayoutNode.Split(LayoutNode.SplitDirection.of(string(node, "direction")), number(node, "ratio", 0.5),
						node(first), node(second));
			}
		}
		return new LayoutNode.Leaf(string(node, "pane_id"));
	}

	private static Worktree worktree(JsonObject worktree) {
		if (worktree == null) {
			return null;
		}
		return new Worktree(string(worktree, "repo_key"), string(worktree, "repo_name"), string(worktree, "repo_root"),
				string(worktree, "checkout_path"), bool(worktree, "is_linked_worktree"));
	}

	private static Map<String, String> tokens(JsonObject owner) {
		JsonObject tokens = object(owner, "tokens");
		if (tokens == null || tokens.size() == 0) {
			return Map.of();
		}
		Map<String, String> map = new LinkedHashMap<>();
		for (Map.Entry<String, JsonElement> token : tokens.entrySet()) {
			if (token.getValue().isJsonPrimitive()) {
				map.put(token.getKey(), token.getValue().getAsString());
			}
		}
		return Map.copyOf(map);
	}

	static List<JsonObject> objects(JsonObject owner, String key) {
		JsonElement value = owner == null ? null : owner.get(key);
		if (value == null || !value.isJsonArray()) {
			return List.of();
		}
		JsonArray array = value.getAsJsonArray();
		List<JsonObject> objects = new ArrayList<>(array.size());
		for (JsonElement element : array) {
			if (element.isJsonObject()) {
				objects.add(element.getAsJsonObject());
			}
		}
		return objects;
	}

	public static String string(JsonObject object, String key) {
		JsonElement value = object == null ? null : object.get(key);
		return value != null && value.isJsonPrimitive() ? value.getAsString() : null;
	}

	public static JsonObject object(JsonObject object, String key) {
		JsonElement value = object == null ? null : object.get(key);
		return value != null && value.isJsonObject() ? value.getAsJsonObject() : null;
	}

	public static boolean bool(JsonObject object, String key) {
		JsonElement value = object == null ? null : object.get(key);
		return value != null && value.isJsonPrimitive() && value.getAsJsonPrimitive().isBoolean() && value.getAsBoolean();
	}

	private static int integer(JsonObject object, String key) {
		JsonElement value = object == null ? null : object.get(key);
		return value != null && value.isJsonPrimitive() && value.getAsJsonPrimitive().isNumber() ? value.getAsInt() : 0;
	}

	private static double number(JsonObject object, String key, double otherwise) {
		JsonElement value = object == null ? null : object.get(key);
		return value != null && value.isJsonPrimitive() && value.getAsJsonPrimitive().isNumber() ? value.getAsDouble() : otherwise;
	}
}
