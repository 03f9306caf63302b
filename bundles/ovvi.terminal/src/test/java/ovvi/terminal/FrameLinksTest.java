package ovvi.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import ovvi.terminal.FrameCells.Cell;
import ovvi.terminal.FrameLinks.Region;

/** The links of a frame as the filter keeps them, on a grid 6 columns wide. */
class FrameLinksTest {

	private static final String A = "http://x/a";
	private static final String B = "http://x/b";

	private final FrameLinks links = new FrameLinks(Map.of(new Cell(0, 4), A, new Cell(0, 5), A, new Cell(1, 0), A,
			new Cell(1, 1), A, new Cell(1, 3), B, new Cell(2, 0), B));

	@Test
	void aLinkThatRunsOffTheRowEndGoesOnAtTheNextRowsStart() {
		List<Region> both = List.of(new Region(0, 4, 5), new Region(1, 0, 1));
		assertEquals(both, links.regions(0, 4, 6));
		assertEquals(both, links.regions(1, 1, 6), "from either end");
	}

	@Test
	void cellsOfTheSameTargetWithOtherCellsBetweenAreTwoLinks() {
		assertEquals(List.of(new Region(1, 3, 3)), links.regions(1, 3, 6));
		assertEquals(List.of(new Region(2, 0, 0)), links.regions(2, 0, 6));
	}

	@Test
	void aCellWithoutATargetHasNoLink() {
		assertEquals(List.of(), links.regions(1, 2, 6));
		assertNull(links.target(1, 2));
		assertEquals(B, links.target(1, 3));
	}
}
