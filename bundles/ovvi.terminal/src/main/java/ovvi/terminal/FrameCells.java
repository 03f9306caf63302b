package ovvi.terminal;

import java.util.HashMap;
import java.util.Map;

/**
 * What herdr's frames put on cells that TM Terminal's model cannot hold (a decoration, a link's
 * target), by cell of herdr's grid, as the frames write, erase and clear them. Only cells with a
 * value are kept: most screens have few.
 *
 * @param <V> the value of a cell
 */
final class FrameCells<V> {

	/** A cell of herdr's grid, 0-based. */
	record Cell(int row, int column) {
	}

	private final Map<Cell, V> cells = new HashMap<>();
	private boolean changed;

	/** Text of {@code width} cells written at a cell; a null value leaves its cells without one. */
	void write(int row, int column, int width, V value) {
		if (value == null && cells.isEmpty()) {
			return;
		}
		for (int i = 0; i < width; i++) {
			Cell cell = new Cell(row, column + i);
			V before = value == null ? cells.remove(cell) : cells.put(cell, value);
			changed |= value == null ? before != null : !value.equals(before);
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

	/** The cells with a value, when they changed since the last call; else null. */
	Map<Cell, V> takeChanged() {
		if (!changed) {
			return null;
		}
		changed = false;
		return Map.copyOf(cells);
	}
}
