package ovvi.ui.tab;

import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;

import ovvi.model.Direction;

/**
 * What a card dropped on another card at a point means: beside it on its nearest edge when the
 * point is within a third of the card's width or height of that edge, else in its place (a swap).
 * herdr swaps only inside a tab ({@code cross_tab}), so where no swap is allowed the drop always
 * goes beside the card, on the nearest edge.
 */
final class DropEdge {

	/** The share of a card's width or height along each edge that means "beside it on that side". */
	static final double EDGE = 1.0 / 3;

	private DropEdge() {
	}

	/** The edge the drop goes beside, or null for the card's place. */
	static Direction of(Rectangle place, Point point, boolean swapAllowed) {
		double x = (point.x - place.x) / (double) place.width;
		double y = (point.y - place.y) / (double) place.height;
		Direction nearest = nearestEdge(x, y);
		double distance = switch (nearest) {
		case LEFT -> x;
		case RIGHT -> 1 - x;
		case UP -> y;
		case DOWN -> 1 - y;
		};
		return distance < EDGE || !swapAllowed ? nearest : null;
	}

	private static Direction nearestEdge(double x, double y) {
		double least = Math.min(Math.min(x, 1 - x), Math.min(y, 1 - y));
		return least == x ? Direction.LEFT : least == 1 - x ? Direction.RIGHT : least == y ? Direction.UP : Direction.DOWN;
	}
}
