package ovvi.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A tab's split tree, as herdr has it. Immutable: a changed layout is a new tree, compared with
 * equals, so a tab tells its listeners only when the tree really changed.
 */
public sealed interface LayoutNode {

	/** A pane's place in the tree. */
	record Leaf(String paneId) implements LayoutNode {
	}

	/**
	 * A split: {@code first} left of (right) or above (down) {@code second}; ratio is the first
	 * child's share.
	 */
	record Split(SplitDirection direction, double ratio, LayoutNode first, LayoutNode second) implements LayoutNode {
	}

	/** herdr's two split directions; a newer herdr's unknown one reads as RIGHT. */
	enum SplitDirection {
		RIGHT, DOWN;

		public static SplitDirection of(String value) {
			return "down".equals(value) ? DOWN : RIGHT;
		}
	}

	/** The panes in herdr's order (pre-order: top left first). */
	default List<String> paneIds() {
		List<String> ids = new ArrayList<>();
		collect(this, ids);
		return ids;
	}

	private static void collect(LayoutNode node, List<String> ids) {
		switch (node) {
		case Leaf leaf -> ids.add(leaf.paneId());
		case Split split -> {
			collect(split.first(), ids);
			collect(split.second(), ids);
		}
		}
	}

	default boolean contains(String paneId) {
		return paneIds().contains(paneId);
	}
}
