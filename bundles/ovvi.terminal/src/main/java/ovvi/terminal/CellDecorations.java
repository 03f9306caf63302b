package ovvi.terminal;

import java.util.HashMap;
import java.util.Map;

/**
 * The lines herdr's frames draw through cells and TM Terminal's model cannot hold (every
 * underline style, strikethrough), by cell of herdr's grid. Only decorated cells are kept: most
 * screens have none.
 */
final class CellDecorations {

	/** A cell of herdr's grid, 0-based. */
	record Cell(int row, int column) {
	}

	/**
	 * What is drawn through one cell, and in which colours (0xRRGGBB).
	 *
	 * @param underline 0 none, or herdr's {@code 4:n} style: 1 single, 2 double, 3 curly, 4 dotted, 5 dashed
	 */
	record Decoration(int underline, boolean strikethrough, int underlineRgb, int textRgb) {
		static final int SINGLE = 1;
		static final int DOUBLE = 2;
		static final int CURLY = 3;
		static final int DOTTED = 4;
		static final int DASHED = 5;
	}

	private final Map<Cell, Decoration> cells = new HashMap<>();
	private boolean changed;

	/** Text of {@code width} cells written at a cell; a null decoration leaves its cells plain. */
	void write(int row, int column, int width, Decoration decoration) {
		if (decoration == null && cells.isEmpty()) {
			return;
		}
		for (int i = 0; i < width; i++) {
			Cell cell = new Cell(row, column + i);
			Decoration before = decoration == null ? cells.remove(cell) : cells.put(cell, decoration);
			changed |= decoration == null ? before != null : !decoration.equals(before);
		}
	}

	void clear() {
		changed |= !cells.isEmpty();
		cells.clear();
	}

	/** A row from a column on, as an erase of the line leaves it. */
	void clear(int row, int fromColumn) {
		changed |= cells.keySet().removeIf(cell -> cell.row() == row && cell.column() >= fromColumn);
	}

	/** The decorated cells, when they changed since the last call; else null. */
	Map<Cell, Decoration> takeChanged() {
		if (!changed) {
			return null;
		}
		changed = false;
		return Map.copyOf(cells);
	}
}
