package ovvi.sim.server;

import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import ovvi.sim.json.Json;

/** pane.swap, pane.resize and pane.zoom (PROTOCOL.md §5.4); pane.move is {@link PaneMoveApi}. */
final class MoveApi extends Api {

	MoveApi(Session session, Predicate<Terminal> controlled) {
		super(session, controlled);
	}

	@Override
	void register(Dispatcher d) {
		d.register("pane.swap", this::swap);
		d.register("pane.resize", this::resize);
		d.register("pane.zoom", this::zoom);
	}

	/** pane.zoom: the tab shows one pane; moves into or out of a zoomed tab answer zoomed_tab. */
	private JsonObject zoom(Params p) {
		String paneId = p.optStr("pane_id");
		String mode = p.optEnum("mode", "toggle", "on", "off");
		Pane pane = session.paneOrFocused(paneId);
		Tab t = pane.tab;
		boolean want = mode == null || mode.equals("toggle") ? !t.zoomed : mode.equals("on");
		String reason = null;
		if (want && t.panes().size() == 1) {
			reason = "single_pane";
		} else if (want == t.zoomed) {
			reason = want ? "already_zoomed" : "already_unzoomed";
		}
		boolean focusChanged = false;
		boolean zoomChanged = false;
		if (reason == null) {
			focusChanged = t.focused != pane;
			t.focused = pane;
			t.zoomed = want;
			zoomChanged = true;
			layoutUpdated(t);
		}
		JsonObject zoom = Json.obj("changed", zoomChanged || focusChanged, "zoom_changed", zoomChanged,
				"focus_changed", focusChanged);
		Json.put(zoom, "reason", reason);
		zoom.addProperty("pane_id", pane.id);
		Json.put(zoom, "focused_pane_id", t.focused == null ? null : t.focused.id);
		zoom.addProperty("zoomed", t.zoomed);
		zoom.add("layout", Views.layout(session, t));
		return Json.obj("type", "pane_zoom", "zoom", zoom);
	}

	// ---- swap ------------------------------------------------------------------------------

	private JsonObject swap(Params p) {
		String direction = p.optEnum("direction", "left", "right", "up", "down");
		boolean explicit = p.has("source_pane_id") || p.has("target_pane_id");
		if ((direction == null) == !explicit) {
			throw new ApiError("invalid_pane_swap", "give either direction or source_pane_id and target_pane_id");
		}
		if (explicit) {
			String sourceId = p.optStr("source_pane_id");
			String targetId = p.optStr("target_pane_id");
			if (sourceId == null || targetId == null) {
				throw new ApiError("invalid_pane_swap", "source_pane_id and target_pane_id are both required");
			}
			Pane source = session.findPane(sourceId);
			Pane target = session.findPane(targetId);
			if (source == null || target == null) {
				Tab shown = source != null ? source.tab : target != null ? target.tab
						: session.active == null ? null : session.active.activeTab;
				if (shown == null) {
					// the reply needs a layout (PaneSwapResult.layout is required) and no tab is there to show
					throw new ApiError("pane_layout_unavailable", "no pane layout: the session has no workspace");
				}
				return swapResult(false, "not_found", sourceId, targetId, shown);
			}
			return swapPanes(source, target);
		}
		Pane source = session.paneOrFocused(p.optStr("pane_id"));
		Pane target = neighbor(source, direction);
		if (target == null) {
			return swapResult(false, "no_neighbor", source.id, null, source.tab);
		}
		return swapPanes(source, target);
	}

	private JsonObject swapPanes(Pane source, Pane target) {
		if (source == target) {
			return swapResult(false, "same_pane", source.id, target.id, source.tab);
		}
		if (source.tab != target.tab) {
			return swapResult(false, "cross_tab", source.id, target.id, source.tab);
		}
		Tab t = source.tab;
		LayoutNode.Leaf a = LayoutNode.find(t.root, source);
		LayoutNode.Leaf b = LayoutNode.find(t.root, target);
		a.pane = target;
		b.pane = source;
		session.focus(source);
		layoutUpdated(t);
		return swapResult(true, null, source.id, target.id, t);
	}

	private JsonObject swapResult(boolean changed, String reason, String source, String target, Tab shown) {
		JsonObject swap = Json.obj("changed", changed);
		Json.put(swap, "reason", reason);
		swap.addProperty("source_pane_id", source);
		Json.put(swap, "target_pane_id", target);
		Pane focused = session.focusedPane();
		swap.addProperty("focused_pane_id", focused != null ? focused.id : shown.focused.id);
		swap.add("layout", Views.layout(session, shown));
		return Json.obj("type", "pane_swap", "swap", swap);
	}

	/** The closest pane on that side that overlaps the source along the other axis. */
	static Pane neighbor(Pane source, String direction) {
		Map<Pane, Geometry.Rect> rects = Geometry.paneRects(source.tab);
		Geometry.Rect s = rects.get(source);
		Pane best = null;
		long bestScore = Long.MAX_VALUE;
		for (var e : rects.entrySet()) {
			Geometry.Rect r = e.getValue();
			if (e.getKey() == source) {
				continue;
			}
			int gap;
			int overlap;
			switch (direction) {
			case "right" -> {
				gap = r.x() - (s.x() + s.width());
				overlap = Math.min(s.y() + s.height(), r.y() + r.height()) - Math.max(s.y(), r.y());
			}
			case "left" -> {
				gap = s.x() - (r.x() + r.width());
				overlap = Math.min(s.y() + s.height(), r.y() + r.height()) - Math.max(s.y(), r.y());
			}
			case "down" -> {
				gap = r.y() - (s.y() + s.height());
				overlap = Math.min(s.x() + s.width(), r.x() + r.width()) - Math.max(s.x(), r.x());
			}
			default -> {
				gap = s.y() - (r.y() + r.height());
				overlap = Math.min(s.x() + s.width(), r.x() + r.width()) - Math.max(s.x(), r.x());
			}
			}
			if (gap < 0 || overlap <= 0) {
				continue;
			}
			long score = (long) gap * 100_000 - overlap;
			if (score < bestScore) {
				bestScore = score;
				best = e.getKey();
			}
		}
		return best;
	}

	// ---- resize ----------------------------------------------------------------------------

	private JsonObject resize(Params p) {
		String paneId = p.optStr("pane_id");
		String direction = p.enumValue("direction", "left", "right", "up", "down");
		Double requested = p.optNumber("amount");
		Pane pane = session.paneOrFocused(paneId);
		double amount = Math.min(Math.abs(requested == null ? 0.05 : requested), 0.5);
		String orientation = direction.equals("left") || direction.equals("right") ? "right" : "down";
		boolean towardsEnd = direction.equals("right") || direction.equals("down");
		List<Object[]> ancestors = new ArrayList<>();
		ancestorsOf(pane.tab.root, pane, ancestors);
		LayoutNode.Split chosen = pick(ancestors, orientation, towardsEnd);
		if (chosen == null) {
			chosen = pick(ancestors, orientation, !towardsEnd);
		}
		boolean changed = false;
		if (chosen != null) {
			float next = LayoutNode.clampRatio(chosen.ratio + (towardsEnd ? amount : -amount));
			changed = next != chosen.ratio;
			chosen.ratio = next;
		}
		if (changed) {
			layoutUpdated(pane.tab);
		}
		JsonObject resize = Json.obj("changed", changed);
		Json.put(resize, "reason", changed ? null : "unchanged");
		resize.addProperty("pane_id", pane.id);
		Pane focused = session.focusedPane();
		Json.put(resize, "focused_pane_id", focused == null ? null : focused.id);
		resize.add("layout", Views.layout(session, pane.tab));
		return Json.obj("type", "pane_resize", "resize", resize);
	}

	/** Nearest first: the split with the divider on the wanted side of the pane. */
	private static LayoutNode.Split pick(List<Object[]> ancestors, String orientation, boolean dividerAfter) {
		for (Object[] a : ancestors) {
			LayoutNode.Split s = (LayoutNode.Split) a[0];
			boolean inFirst = (Boolean) a[1];
			if (s.direction.equals(orientation) && inFirst == dividerAfter) {
				return s;
			}
		}
		return null;
	}

	/** Ancestor splits of the pane, nearest first, with whether the pane is in the first child. */
	private static boolean ancestorsOf(LayoutNode n, Pane pane, List<Object[]> out) {
		if (n instanceof LayoutNode.Leaf l) {
			return l.pane == pane;
		}
		LayoutNode.Split s = (LayoutNode.Split) n;
		if (ancestorsOf(s.first, pane, out)) {
			out.add(new Object[] { s, true });
			return true;
		}
		if (ancestorsOf(s.second, pane, out)) {
			out.add(new Object[] { s, false });
			return true;
		}
		return false;
	}
}
