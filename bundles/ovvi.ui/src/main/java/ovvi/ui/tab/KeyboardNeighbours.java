package ovvi.ui.tab;

import java.util.Comparator;
import java.util.Map;
import java.util.Optional;

import org.eclipse.swt.graphics.Rectangle;

import ovvi.model.Direction;

/**
 * Which card the keyboard moves to (M1+M3+arrow), picked from the cards' places as the split tree
 * lays them out, as the eye sees them: the nearest card on that side, and among equally near ones
 * the one beside the keyboard card for the longest stretch. herdr's focus is not asked.
 */
final class KeyboardNeighbours {

	private KeyboardNeighbours() {
	}

	/** The pane id of the card on that side of {@code from}, if there is one. */
	static Optional<String> of(Map<String, Rectangle> cards, String from, Direction side) {
		Rectangle origin = cards.get(from);
		if (origin == null) {
			return Optional.empty();
		}
		return cards.entrySet().stream()
				.filter(card -> !card.getKey().equals(from) && gap(origin, card.getValue(), side) >= 0)
				.min(Comparator.<Map.Entry<String, Rectangle>>comparingInt(card -> overlap(origin, card.getValue(), side) > 0 ? 0 : 1)
						.thenComparingInt(card -> gap(origin, card.getValue(), side))
						.thenComparingInt(card -> -overlap(origin, card.getValue(), side))
						.thenComparingInt(card -> offCentre(origin, card.getValue(), side)))
				.map(Map.Entry::getKey);
	}

	/** How far the card lies beyond the origin's edge on that side; negative when it is not on that side. */
	private static int gap(Rectangle origin, Rectangle card, Direction side) {
		return switch (side) {
		case LEFT -> origin.x - (card.x + card.width);
		case RIGHT -> card.x - (origin.x + origin.width);
		case UP -> origin.y - (card.y + card.height);
		case DOWN -> card.y - (origin.y + origin.height);
		};
	}

	/** How long the two cards face each other across the gap. */
	private static int overlap(Rectangle origin, Rectangle card, Direction side) {
		boolean across = side == Direction.LEFT || side == Direction.RIGHT;
		int start = across ? Math.max(origin.y, card.y) : Math.max(origin.x, card.x);
		int end = across ? Math.min(origin.y + origin.height, card.y + card.height)
				: Math.min(origin.x + origin.width, card.x + card.width);
		return end - start;
	}

	private static int offCentre(Rectangle origin, Rectangle card, Direction side) {
		boolean across = side == Direction.LEFT || side == Direction.RIGHT;
		return across ? Math.abs((origin.y + origin.height / 2) - (card.y + card.height / 2))
				: Math.abs((origin.x + origin.width / 2) - (card.x + card.width / 2));
	}
}
