package ovvi.sim.server;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.IdentityHashMap;
import java.util.Map;
import ovvi.sim.json.Json;

/**
 * Pane rectangles in herdr's headless TUI coordinates: a 120×40 virtual screen whose pane area
 * starts right of a 26-column sidebar under a one-row bar; each pane's rect is its cell minus a
 * one-cell border (PROTOCOL.md §4.5).
 */
public final class Geometry {

	public record Rect(int x, int y, int width, int height) {
		JsonObject json() {
			return Json.obj("x", x, "y", y, "width", width, "height", height);
		}

		Rect inner() {
			return new Rect(x + 1, y + 1, Math.max(1, width - 2), Math.max(1, height - 2));
		}
	}

	public static final Rect AREA = new Rect(26, 1, 94, 38);

	private Geometry() {
	}

	/** Inner rect of every pane of a tab. */
	static Map<Pane, Rect> paneRects(Tab tab) {
		Map<Pane, Rect> out = new IdentityHashMap<>();
		walk(tab.root, AREA, out, null, new int[1], "");
		return out;
	}

	/** The flat layout snapshot: pane rects and pre-order split ids. */
	static JsonObject layoutSnapshot(Tab tab, boolean tabFocused) {
		Map<Pane, Rect> rects = new IdentityHashMap<>();
		JsonArray splits = new JsonArray();
		walk(tab.root, AREA, rects, splits, new int[1], "");
		JsonArray panes = new JsonArray();
		for (Pane p : tab.panes()) {
			panes.add(Json.obj("pane_id", p.id, "focused", p == tab.focused, "rect", rects.get(p).json()));
		}
		JsonObject o = Json.obj("workspace_id", tab.workspace.id, "tab_id", tab.id, "zoomed", tab.zoomed,
				"area", AREA.json());
		Json.put(o, "focused_pane_id", tab.focused == null ? null : tab.focused.id);
		o.add("panes", panes);
		o.add("splits", splits);
		return o;
	}

	private static void walk(LayoutNode node, Rect r, Map<Pane, Rect> rects, JsonArray splits, int[] index,
			String bits) {
		if (node instanceof LayoutNode.Leaf l) {
			rects.put(l.pane, r.inner());
			return;
		}
		LayoutNode.Split s = (LayoutNode.Split) node;
		if (splits != null) {
			String id = "split_" + index[0] + "_" + (bits.isEmpty() ? "root" : bits);
			splits.add(Json.obj("id", id, "direction", s.direction, "ratio", s.ratio, "rect", r.json()));
		}
		index[0]++;
		Rect[] halves = cut(r, s.direction, s.ratio);
		walk(s.first, halves[0], rects, splits, index, bits + "0");
		walk(s.second, halves[1], rects, splits, index, bits + "1");
	}

	static Rect[] cut(Rect r, String direction, float ratio) {
		if (direction.equals("right")) {
			int first = Math.round(r.width * ratio);
			return new Rect[] { new Rect(r.x, r.y, first, r.height), new Rect(r.x + first, r.y, r.width - first, r.height) };
		}
		int first = Math.round(r.height * ratio);
		return new Rect[] { new Rect(r.x, r.y, r.width, first), new Rect(r.x, r.y + first, r.width, r.height - first) };
	}
}
