package ovvi.terminal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import ovvi.terminal.FrameCells.Cell;

/**
 * The OSC 8 hyperlinks of herdr's latest frame, by cell ({@link HerdrFrameFilter} keeps each cell's
 * target): their text need not be their address, so only the frame tells where they lead. As in
 * herdr's own client, adjacent cells with the same target are one link, across rows too.
 */
final class FrameLinks {

	/** Where a link lies on the grid: inclusive columns, one region a row it covers. */
	record Region(int row, int first, int last) {
	}

	static final FrameLinks NONE = new FrameLinks(Map.of());

	private final Map<Cell, String> targets;

	FrameLinks(Map<Cell, String> targets) {
		this.targets = targets;
	}

	/** The target of the link at a cell, or null. */
	String target(int row, int column) {
		return targets.get(new Cell(row, column));
	}

	/**
	 * The regions of the link at a cell, empty for none: the cells around it in reading order with
	 * the same target, a row's last column running on into the next row's first.
	 *
	 * @param columns the grid's width
	 */
	List<Region> regions(int row, int column, int columns) {
		String target = target(row, column);
		if (target == null) {
			return List.of();
		}
		int width = Math.max(columns, column + 1);
		int first = row * width + column;
		while (first > 0 && target.equals(at(first - 1, width))) {
			first--;
		}
		int last = row * width + column;
		while (target.equals(at(last + 1, width))) {
			last++;
		}
		List<Region> regions = new ArrayList<>();
		for (int r = first / width; r <= last / width; r++) {
			regions.add(new Region(r, r == first / width ? first % width : 0, r == last / width ? last % width : width - 1));
		}
		return List.copyOf(regions);
	}

	private String at(int index, int width) {
		return targets.get(new Cell(index / width, index % width));
	}
}
