package ovvi.ui.tab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.junit.jupiter.api.Test;

import ovvi.model.Direction;

/** What a card dropped on another card means, from the point it was dropped at, without a display. */
class DropEdgeTest {

	private static final Rectangle CARD = new Rectangle(100, 50, 300, 150);

	@Test
	void withinAThirdOfAnEdgeTheDropGoesBesideTheCardOnThatEdge() {
		assertEquals(Direction.LEFT, DropEdge.of(CARD, new Point(120, 125), true));
		assertEquals(Direction.RIGHT, DropEdge.of(CARD, new Point(390, 125), true));
		assertEquals(Direction.UP, DropEdge.of(CARD, new Point(250, 60), true));
		assertEquals(Direction.DOWN, DropEdge.of(CARD, new Point(250, 190), true));
	}

	@Test
	void inTheMiddleThirdTheDropTakesTheCardsPlace() {
		assertNull(DropEdge.of(CARD, new Point(250, 125), true));
		assertNull(DropEdge.of(CARD, new Point(205, 125), true), "just past a third of the width from the left");
	}

	@Test
	void whereHerdrCannotSwapTheDropGoesBesideOnTheNearestEdge() {
		assertEquals(Direction.LEFT, DropEdge.of(CARD, new Point(240, 125), false));
		assertEquals(Direction.DOWN, DropEdge.of(CARD, new Point(250, 130), false));
	}
}
