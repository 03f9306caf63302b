package ovvi.ui.tab;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.swt.graphics.Rectangle;

import ovvi.model.LayoutNode;
import ovvi.model.LayoutNode.SplitDirection;

/**
 * Where a tab's cards and dividers go: herdr's split tree cut into rectangles. Each split gives
 * its first child its ratio of the room beside the divider, rounded as herdr rounds its cells, so
 * the cards keep herdr's proportions at any window size.
 */
final class SplitGeometry {

	/** The width of a divider, in pixels. */
	static final int DIVIDER = 6;

	/**
	 * One split's divider.
	 *
	 * @param path the split's path from the root as {@code layout.set_split_ratio} names it (false = first child)
	 * @param direction RIGHT: a vertical divider between side-by-side cards; DOWN: a horizontal one
	 * @param bounds the divider itself
	 * @param area the whole area the split divides
	 */
	record Divider(List<Boolean> path, SplitDirection direction, Rectangle bounds, Rectangle area) {

		/** The first child's share when the divider's leading edge stands at {@code position}, kept in herdr's 0.1–0.9. */
		double ratioAt(int position) {
			int room = direction == SplitDirection.RIGHT ? area.width - DIVIDER : area.height - DIVIDER;
			int start = direction == SplitDirection.RIGHT ? area.x : area.y;
			if (room <= 0) {
				return 0.5;
			}
			return Math.max(0.1, Math.min(0.9, (position - start) / (double) room));
		}
	}

	private final Map<String, Rectangle> cards = new LinkedHashMap<>();
	private final List<Divider> dividers = new ArrayList<>();

	/**
	 * @param ratios ratios shown instead of the tree's, by split path (a divider being dragged, or
	 *        released and not yet confirmed by herdr)
	 */
	static SplitGeometry of(LayoutNode root, Rectangle area, Map<List<Boolean>, Double> ratios) {
		SplitGeometry geometry = new SplitGeometry();
		if (root != null) {
			geometry.cut(root, area, List.of(), ratios);
		}
		return geometry;
	}

	/** The rectangle of each pane's card, by pane id, in herdr's pane order. */
	Map<String, Rectangle> cards() {
		return cards;
	}

	List<Divider> dividers() {
		return dividers;
	}

	private void cut(LayoutNode node, Rectangle area, List<Boolean> path, Map<List<Boolean>, Double> ratios) {
		switch (node) {
		case LayoutNode.Leaf leaf -> {
			if (leaf.paneId() != null) {
				cards.put(leaf.paneId(), area);
			}
		}
		case LayoutNode.Split split -> {
			double ratio = ratios.getOrDefault(path, split.ratio());
			boolean sideBySide = split.direction() == SplitDirection.RIGHT;
			int extent = sideBySide ? area.width : area.height;
			int room = Math.max(0, extent - DIVIDER);
			int first = (int) Math.round(room * ratio);
			int second = room - first;
			Rectangle firstArea;
			Rectangle divider;
			Rectangle secondArea;
			if (sideBySide) {
				firstArea = new Rectangle(area.x, area.y, first, area.height);
				divider = new Rectangle(area.x + first, area.y, Math.min(DIVIDER, extent), area.height);
				secondArea = new Rectangle(area.x + first + DIVIDER, area.y, second, area.height);
			} else {
				firstArea = new Rectangle(area.x, area.y, area.width, first);
				divider = new Rectangle(area.x, area.y + first, area.width, Math.min(DIVIDER, extent));
				secondArea = new Rectangle(area.x, area.y + first + DIVIDER, area.width, second);
			}
			dividers.add(new Divider(path, split.direction(), divider, area));
			cut(split.first(), firstArea, append(path, false), ratios);
			cut(split.second(), secondArea, append(path, true), ratios);
		}
		}
	}

	private static List<Boolean> append(List<Boolean> path, boolean second) {
		List<Boolean> longer = new ArrayList<>(path);
		longer.add(second);
		return List.copyOf(longer);
	}
}
