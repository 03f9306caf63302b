package ovvi.ui.tab;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.Optional;

import org.eclipse.swt.graphics.Rectangle;
import org.junit.jupiter.api.Test;

import ovvi.model.Direction;

/** Which card the keyboard moves to, picked from the cards' places as the eye sees them, without a display. */
class KeyboardNeighboursTest {

	/** A tall card on the left; on the right a taller card above a shorter one. */
	private static final Map<String, Rectangle> TALL_LEFT = Map.of(
			"left", new Rectangle(0, 0, 100, 200),
			"top", new Rectangle(106, 0, 100, 120),
			"bottom", new Rectangle(106, 126, 100, 74));

	@Test
	void eachSideLeadsToTheCardBesideItForTheLongestStretch() {
		assertEquals(Optional.of("top"), KeyboardNeighbours.of(TALL_LEFT, "left", Direction.RIGHT));
		assertEquals(Optional.of("left"), KeyboardNeighbours.of(TALL_LEFT, "bottom", Direction.LEFT));
		assertEquals(Optional.of("bottom"), KeyboardNeighbours.of(TALL_LEFT, "top", Direction.DOWN));
		assertEquals(Optional.of("top"), KeyboardNeighbours.of(TALL_LEFT, "bottom", Direction.UP));
	}

	@Test
	void anEdgeOrAnUnknownCardLeadsNowhere() {
		assertEquals(Optional.empty(), KeyboardNeighbours.of(TALL_LEFT, "top", Direction.RIGHT));
		assertEquals(Optional.empty(), KeyboardNeighbours.of(TALL_LEFT, "left", Direction.UP));
		assertEquals(Optional.empty(), KeyboardNeighbours.of(TALL_LEFT, "gone", Direction.LEFT));
	}

	@Test
	void theNearestCardOnThatSideComesBeforeOnesFurther() {
		Map<String, Rectangle> columns = Map.of(
				"a", new Rectangle(0, 0, 50, 100),
				"b", new Rectangle(56, 0, 50, 100),
				"c", new Rectangle(112, 0, 50, 100));
		assertEquals(Optional.of("b"), KeyboardNeighbours.of(columns, "a", Direction.RIGHT));
		assertEquals(Optional.of("b"), KeyboardNeighbours.of(columns, "c", Direction.LEFT));
	}

	@Test
	void aCardFacingTheKeyboardCardComesBeforeANearerOneOnlyDiagonal() {
		Map<String, Rectangle> cards = Map.of(
				"from", new Rectangle(0, 0, 100, 100),
				"diagonal", new Rectangle(110, 150, 50, 50),
				"facing", new Rectangle(300, 0, 50, 100));
		assertEquals(Optional.of("facing"), KeyboardNeighbours.of(cards, "from", Direction.RIGHT));
	}

	@Test
	void amongCardsFacingAlikeTheOneNearestTheMiddleWins() {
		Map<String, Rectangle> cards = Map.of(
				"from", new Rectangle(0, 0, 300, 100),
				"under-left", new Rectangle(0, 106, 100, 100),
				"under-middle", new Rectangle(100, 106, 100, 100));
		assertEquals(Optional.of("under-middle"), KeyboardNeighbours.of(cards, "from", Direction.DOWN));
	}
}
