package ovvi.model;

import ovvi.model.LayoutNode.Leaf;
import ovvi.model.LayoutNode.Split;
import ovvi.model.LayoutNode.SplitDirection;

/** Split trees as tests write them, compared by shape with ratios to 3 places (herdr keeps f32). */
public final class Trees {

	private Trees() {
	}

	public static Leaf leaf(String id) {
		return new Leaf(id);
	}

	public static Split right(double ratio, LayoutNode first, LayoutNode second) {
		return new Split(SplitDirection.RIGHT, ratio, first, second);
	}

	public static Split down(double ratio, LayoutNode first, LayoutNode second) {
		return new Split(SplitDirection.DOWN, ratio, first, second);
	}

	public static String shape(LayoutNode node) {
		return switch (node) {
		case Leaf l -> l.paneId();
		case Split s -> "(" + shape(s.first()) + " " + s.direction().name().charAt(0) + String.format("%.3f", s.ratio()) + " "
				+ shape(s.second()) + ")";
		};
	}
}
