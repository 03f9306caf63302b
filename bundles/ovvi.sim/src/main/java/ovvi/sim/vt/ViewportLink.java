package ovvi.sim.vt;

import java.util.ArrayList;
import java.util.List;

/**
 * The link under one cell of a pane's viewport, as herdr's {@code pane.link.resolve} and
 * {@code pane.link.activate} find it: the cell's OSC 8 hyperlink first, then a plain-text
 * {@code http(s)://} address written on that row ({@code url_byte_range}: the token is cut at
 * blanks, trailing sentence punctuation and unbalanced closers are trimmed). An OSC 8 link's
 * region is every adjacent cell with the same target, across rows; a plain address stays on its row.
 */
public final class ViewportLink {

	/** One row's part of the link: inclusive display columns, as herdr's {@code PaneLinkRegion}. */
	public record Region(int row, int startCol, int endCol) {
	}

	private static final String TRAILING_PUNCTUATION = ".,;:!?'\"";
	private static final String OPENERS = "([{<";
	private static final String CLOSERS = ")]}>";

	private final List<Region> regions;
	private final String target;

	private ViewportLink(List<Region> regions, String target) {
		this.regions = regions;
		this.target = target;
	}

	public List<Region> regions() {
		return regions;
	}

	public String target() {
		return target;
	}

	/** @return the link at that cell, or null when the cell holds none (or lies outside the viewport) */
	public static ViewportLink at(List<Line> viewport, int col, int row) {
		if (row < 0 || row >= viewport.size() || col < 0 || col >= viewport.get(row).width()) {
			return null;
		}
		String hyperlink = viewport.get(row).link(col);
		return hyperlink != null ? hyperlink(viewport, col, row, hyperlink) : plainAddress(viewport.get(row), col, row);
	}

	private static ViewportLink hyperlink(List<Line> viewport, int col, int row, String target) {
		int cols = viewport.get(row).width();
		int cells = cols * viewport.size();
		int clicked = row * cols + col;
		int start = clicked;
		int end = clicked;
		while (start > 0 && target.equals(linkAt(viewport, start - 1, cols))) {
			start--;
		}
		while (end + 1 < cells && target.equals(linkAt(viewport, end + 1, cols))) {
			end++;
		}
		List<Region> regions = new ArrayList<>();
		for (int r = start / cols; r <= end / cols; r++) {
			regions.add(new Region(r, r == start / cols ? start % cols : 0, r == end / cols ? end % cols : cols - 1));
		}
		return new ViewportLink(List.copyOf(regions), target);
	}

	private static String linkAt(List<Line> viewport, int index, int cols) {
		return viewport.get(index / cols).link(index % cols);
	}

	private static ViewportLink plainAddress(Line line, int col, int row) {
		List<int[]> cells = new ArrayList<>(); // {code point, first column, last column}
		for (int c = 0; c < line.width(); c++) {
			int cp = line.charAt(c);
			if (cp == Line.WIDE_TAIL) {
				cells.get(cells.size() - 1)[2] = c;
			} else {
				cells.add(new int[] { cp, c, c });
			}
		}
		int clicked = 0;
		while (cells.get(clicked)[2] < col) {
			clicked++;
		}
		if (Character.isWhitespace(cells.get(clicked)[0])) {
			return null;
		}
		int first = clicked;
		while (first > 0 && !Character.isWhitespace(cells.get(first - 1)[0])) {
			first--;
		}
		int last = clicked;
		while (last + 1 < cells.size() && !Character.isWhitespace(cells.get(last + 1)[0])) {
			last++;
		}
		String token = text(cells, first, last);
		int clickedAt = token.offsetByCodePoints(0, clicked - first);
		int scheme = Math.max(token.lastIndexOf("http://", clickedAt), token.lastIndexOf("https://", clickedAt));
		if (scheme < 0) {
			return null;
		}
		first += token.codePointCount(0, scheme);
		last = trimmedEnd(cells, first, last);
		String address = text(cells, first, last);
		if (clicked > last || !address.matches("https?://.+")) {
			return null;
		}
		return new ViewportLink(List.of(new Region(row, cells.get(first)[1], cells.get(last)[2])), address);
	}

	/** The last cell kept once sentence punctuation and closers without their opener are cut off. */
	private static int trimmedEnd(List<int[]> cells, int first, int last) {
		while (last > first) {
			int cp = cells.get(last)[0];
			int closer = CLOSERS.indexOf(cp);
			if (TRAILING_PUNCTUATION.indexOf(cp) >= 0
					|| closer >= 0 && count(cells, first, last, OPENERS.charAt(closer)) < count(cells, first, last, cp)) {
				last--;
			} else {
				break;
			}
		}
		return last;
	}

	private static int count(List<int[]> cells, int first, int last, int cp) {
		int n = 0;
		for (int i = first; i <= last; i++) {
			n += cells.get(i)[0] == cp ? 1 : 0;
		}
		return n;
	}

	private static String text(List<int[]> cells, int first, int last) {
		StringBuilder s = new StringBuilder();
		for (int i = first; i <= last; i++) {
			s.appendCodePoint(cells.get(i)[0]);
		}
		return s.toString();
	}
}
