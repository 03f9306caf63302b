package ovvi.model.write;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import ovvi.model.LayoutNode;
import ovvi.model.LayoutNode.Leaf;
import ovvi.model.LayoutNode.Split;
import ovvi.model.LayoutNode.SplitDirection;

/** The seed's units formula: a child split the other way is one unit. */
class BalanceTest {

	private static Split right(LayoutNode a, LayoutNode b) {
		return new Split(SplitDirection.RIGHT, 0.5, a, b);
	}

	private static Split down(LayoutNode a, LayoutNode b) {
		return new Split(SplitDirection.DOWN, 0.5, a, b);
	}

	/** a | ((b / c) | d): three columns, the middle one split the other way. */
	private final LayoutNode tree = right(new Leaf("a"), right(down(new Leaf("b"), new Leaf("c")), new Leaf("d")));

	@Test
	void everySplitGetsUnitsOnItsFirstSideOverUnitsUnderIt() {
		assertEquals(Map.of(List.of(), 1 / 3.0, List.of(true), 0.5, List.of(true, false), 0.5), Balance.all(tree));
	}

	@Test
	void aNewPanesRunIsTheRowOfSplitsTheSameWay() {
		assertEquals(Map.of(List.of(true, false), 0.5), Balance.runOfPane(tree, "c"));
		assertEquals(Map.of(List.of(), 1 / 3.0, List.of(true), 0.5), Balance.runOfPane(tree, "d"));
	}

	@Test
	void aClosedPaneLeavesItsRowToShare() {
		// closing a leaves (b / c) | d: one split, half and half
		assertEquals(Map.of(List.of(), 0.5), Balance.runAfterClose(tree, "a"));
		// closing d leaves a | (b / c): two columns
		assertEquals(Map.of(List.of(), 0.5), Balance.runAfterClose(tree, "d"));
		// closing b takes its split away: c takes its place and no row changes
		assertEquals(Map.of(), Balance.runAfterClose(tree, "b"));
	}
}
