package ovvi.terminal;

import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Event;
import org.eclipse.tm.internal.terminal.textcanvas.TextCanvas;

import ovvi.terminal.FrameCells.Cell;
import ovvi.terminal.CellDecorations.Decoration;

/**
 * Draws over TM Terminal's painting the lines herdr's frames put through cells: underlines of
 * each style (single, double, curly, dotted, dashed) in the underline's colour, and strikethrough
 * in the text's. TM's model holds neither, and its own underline flag paints the italic face.
 */
final class TerminalDecorations {

	private final TextCanvas canvas;
	private Map<Cell, Decoration> cells = Map.of();

	TerminalDecorations(TextCanvas canvas) {
		this.canvas = canvas;
		canvas.addListener(SWT.Paint, this::paint);
	}

	/** The decorated cells of herdr's latest frame; on the UI thread. */
	void show(Map<Cell, Decoration> next) {
		if (canvas.isDisposed()) {
			return;
		}
		cells = next;
		// the lines of cells no longer decorated go with TM's repaint of them
		canvas.redraw();
	}

	private void paint(Event event) {
		if (cells.isEmpty()) {
			return;
		}
		int width = canvas.getCellRenderer().getCellWidth();
		int height = canvas.getCellRenderer().getCellHeight();
		Rectangle damaged = new Rectangle(event.x, event.y, event.width, event.height);
		GC gc = event.gc;
		int lineStyle = gc.getLineStyle();
		for (Map.Entry<Cell, Decoration> entry : cells.entrySet()) {
			Rectangle cell = new Rectangle(entry.getKey().column() * width, entry.getKey().row() * height, width, height);
			if (cell.intersects(damaged)) {
				draw(gc, cell, entry.getValue());
			}
		}
		gc.setLineStyle(lineStyle);
	}

	private static void draw(GC gc, Rectangle cell, Decoration decoration) {
		int right = cell.x + cell.width - 1;
		gc.setLineStyle(SWT.LINE_SOLID);
		if (decoration.strikethrough()) {
			gc.setForeground(colour(decoration.textRgb()));
			gc.drawLine(cell.x, cell.y + cell.height / 2, right, cell.y + cell.height / 2);
		}
		if (decoration.underline() == 0) {
			return;
		}
		gc.setForeground(colour(decoration.underlineRgb()));
		int line = cell.y + cell.height - 2;
		switch (decoration.underline()) {
		case Decoration.DOUBLE -> {
			gc.drawLine(cell.x, line + 1, right, line + 1);
			gc.drawLine(cell.x, line - 1, right, line - 1);
		}
		case Decoration.CURLY -> {
			int[] wave = new int[(cell.width + 1) * 2];
			for (int x = 0; x <= cell.width; x++) {
				// a wave of 4 pixels in phase with the canvas's x, so it runs on from cell to cell
				int phase = (cell.x + x) & 3;
				wave[2 * x] = cell.x + x;
				wave[2 * x + 1] = line + (phase == 1 ? -1 : phase == 3 ? 1 : 0);
			}
			gc.drawPolyline(wave);
		}
		case Decoration.DOTTED, Decoration.DASHED -> {
			gc.setLineStyle(decoration.underline() == Decoration.DOTTED ? SWT.LINE_DOT : SWT.LINE_DASH);
			gc.drawLine(cell.x, line, right, line);
		}
		default -> gc.drawLine(cell.x, line, right, line);
		}
	}

	private static Color colour(int rgb) {
		return new Color(rgb >> 16, (rgb >> 8) & 0xFF, rgb & 0xFF);
	}
}
