package ovvi.ui.tab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.eclipse.swt.graphics.Rectangle;
import org.junit.jupiter.api.Test;

import ovvi.model.LayoutNode;
import ovvi.model.LayoutNode.Leaf;
import ovvi.model.LayoutNode.Split;
import ovvi.model.LayoutNode.SplitDirection;

/** herdr's split tree cut into the cards' and dividers' rectangles, without a display. */
class SplitGeometryTest {

	private static final Rectangle AREA = new Rectangle(0, 0, 206, 106);

	@Test
	void aSplitGivesItsFirstChildItsRatioOfTheRoomBesideTheDivider() {
		SplitGeometry geometry = SplitGeometry.of(new Split(SplitDirection.RIGHT, 0.5, new Leaf("a"), new Leaf("b")), AREA, Map.of());
		assertEquals(Map.of("a", new Rectangle(0, 0, 100, 106), "b", new Rectangle(106, 0, 100, 106)), geometry.cards());
		assertEquals(1, geometry.dividers().size());
		SplitGeometry.Divider divider = geometry.dividers().get(0);
		assertEquals(List.of(), divider.path(), "the root split's path is empty");
		assertEquals(new Rectangle(100, 0, SplitGeometry.DIVIDER, 106), divider.bounds());
	}

	@Test
	void nestedSplitsAreNamedByTheirPathAndKeepHerdrsPaneOrder() {
		LayoutNode tree = new Split(SplitDirection.RIGHT, 0.3, new Leaf("left"),
				new Split(SplitDirection.DOWN, 0.5, new Leaf("top"), new Leaf("bottom")));
		SplitGeometry geometry = SplitGeometry.of(tree, AREA, Map.of());
		assertEquals(List.of("left", "top", "bottom"), List.copyOf(geometry.cards().keySet()));
		assertEquals(new Rectangle(0, 0, 60, 106), geometry.cards().get("left"));
		assertEquals(new Rectangle(66, 0, 140, 50), geometry.cards().get("top"));
		assertEquals(new Rectangle(66, 56, 140, 50), geometry.cards().get("bottom"));
		assertEquals(List.of(List.of(), List.of(true)), geometry.dividers().stream().map(SplitGeometry.Divider::path).toList());
		assertEquals(new Rectangle(66, 50, 140, SplitGeometry.DIVIDER), geometry.dividers().get(1).bounds());
	}

	@Test
	void aRatioBeingDraggedIsShownInsteadOfTheTrees() {
		LayoutNode tree = new Split(SplitDirection.RIGHT, 0.5, new Leaf("a"), new Leaf("b"));
		SplitGeometry geometry = SplitGeometry.of(tree, AREA, Map.of(List.of(), 0.7));
		assertEquals(new Rectangle(0, 0, 140, 106), geometry.cards().get("a"));
		assertEquals(new Rectangle(146, 0, 60, 106), geometry.cards().get("b"));
	}

	@Test
	void aDividersPositionGivesARatioKeptInHerdrsBounds() {
		SplitGeometry.Divider divider = SplitGeometry.of(new Split(SplitDirection.RIGHT, 0.5, new Leaf("a"), new Leaf("b")), AREA, Map.of())
				.dividers().get(0);
		assertEquals(0.25, divider.ratioAt(50), 1e-9);
		assertEquals(0.1, divider.ratioAt(0), 1e-9, "no narrower than herdr's 0.1");
		assertEquals(0.9, divider.ratioAt(500), 1e-9, "no wider than herdr's 0.9");
		SplitGeometry.Divider noRoom = SplitGeometry.of(new Split(SplitDirection.DOWN, 0.5, new Leaf("a"), new Leaf("b")),
				new Rectangle(0, 0, 100, 4), Map.of()).dividers().get(0);
		assertEquals(0.5, noRoom.ratioAt(2), 1e-9, "an area smaller than a divider has no ratio to give");
	}

	@Test
	void noTreeAndAnEmptyLeafGiveNoCard() {
		assertTrue(SplitGeometry.of(null, AREA, Map.of()).cards().isEmpty());
		assertTrue(SplitGeometry.of(new Leaf(null), AREA, Map.of()).cards().isEmpty());
	}
}
