package ovvi.sim.server;

import java.util.List;

/** A tab's split tree. Leaves hold panes; splits hold the first child's share. */
public sealed interface LayoutNode {

	final class Leaf implements LayoutNode {
		Pane pane;

		Leaf(Pane pane) {
			this.pane = pane;
		}
	}

	final class Split implements LayoutNode {
		final String direction;
		float ratio;
		LayoutNode first;
		LayoutNode second;

		Split(String direction, float ratio, LayoutNode first, LayoutNode second) {
			this.direction = direction;
			this.ratio = ratio;
			this.first = first;
			this.second = second;
		}
	}

	static float clampRatio(double r) {
		return (float) Math.max(0.1, Math.min(0.9, r));
	}

	/** Leaves in pre-order. */
	static void panes(LayoutNode node, List<Pane> out) {
		if (node instanceof Leaf l) {
			out.add(l.pane);
		} else if (node instanceof Split s) {
			panes(s.first, out);
			panes(s.second, out);
		}
	}

	static Leaf find(LayoutNode node, Pane pane) {
		if (node instanceof Leaf l) {
			return l.pane == pane ? l : null;
		}
		Split s = (Split) node;
		Leaf f = find(s.first, pane);
		return f != null ? f : find(s.second, pane);
	}

	/** Removes a leaf; its sibling takes the parent's place. @return the new root (null if empty) */
	static LayoutNode remove(LayoutNode node, Pane pane) {
		if (node instanceof Leaf l) {
			return l.pane == pane ? null : l;
		}
		Split s = (Split) node;
		LayoutNode first = remove(s.first, pane);
		LayoutNode second = remove(s.second, pane);
		if (first == null) {
			return second;
		}
		if (second == null) {
			return first;
		}
		s.first = first;
		s.second = second;
		return s;
	}

	/** Replaces the leaf of {@code target} with a split of it and {@code added} (added second). */
	static LayoutNode splitAt(LayoutNode node, Pane target, Pane added, String direction, float ratio) {
		if (node instanceof Leaf l) {
			return l.pane == target ? new Split(direction, ratio, l, new Leaf(added)) : l;
		}
		Split s = (Split) node;
		s.first = splitAt(s.first, target, added, direction, ratio);
		s.second = splitAt(s.second, target, added, direction, ratio);
		return s;
	}
}
