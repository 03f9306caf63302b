package ovvi.terminal;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Event;
import org.eclipse.tm.internal.terminal.textcanvas.TextCanvas;

/**
 * The cursor herdr's frames ask for, on TM Terminal's canvas. TM draws one cursor only, a block
 * of the cell's colours reversed that always blinks, and knows no shape or visibility. So a block
 * is TM's own (a steady block blinks too: TM has no other), an underline or a bar is drawn here
 * over TM's painting in the text's default colour, blinking when asked at TM's pace, and a hidden
 * cursor is neither.
 */
final class TerminalCursor {

	/** TM's own cursor blinks at this pace. */
	private static final int BLINK_MILLIS = 500;

	private final TextCanvas canvas;
	private final Runnable blink = this::blink;
	private CursorLook look = CursorLook.DEFAULT;
	/** Whether a blinking cursor drawn here is in its shown half. */
	private boolean lit = true;

	TerminalCursor(TextCanvas canvas) {
		this.canvas = canvas;
		canvas.addListener(SWT.Paint, this::paint);
		canvas.addListener(SWT.Dispose, event -> canvas.getDisplay().timerExec(-1, blink));
	}

	/** The cursor of herdr's latest frame; on the UI thread. */
	void show(CursorLook next) {
		if (canvas.isDisposed() || next.equals(look)) {
			return;
		}
		redraw(look);
		look = next;
		lit = true;
		canvas.setCursorEnabled(next.visible() && next.shape() == CursorLook.Shape.BLOCK);
		redraw(look);
		canvas.getDisplay().timerExec(-1, blink);
		if (drawnHere() && look.blinking()) {
			canvas.getDisplay().timerExec(BLINK_MILLIS, blink);
		}
	}

	CursorLook look() {
		return look;
	}

	private boolean drawnHere() {
		return look.visible() && look.shape() != CursorLook.Shape.BLOCK;
	}

	private void blink() {
		if (canvas.isDisposed() || !drawnHere() || !look.blinking()) {
			return;
		}
		lit = !lit;
		redraw(look);
		canvas.getDisplay().timerExec(BLINK_MILLIS, blink);
	}

	private void paint(Event event) {
		if (!drawnHere() || !lit) {
			return;
		}
		Rectangle cell = cell(look);
		int thickness = Math.max(1, Math.round(cell.height / 8f));
		event.gc.setBackground(canvas.getForeground());
		if (look.shape() == CursorLook.Shape.BAR) {
			event.gc.fillRectangle(cell.x, cell.y, thickness, cell.height);
		} else {
			event.gc.fillRectangle(cell.x, cell.y + cell.height - thickness, cell.width, thickness);
		}
	}

	private void redraw(CursorLook at) {
		Rectangle cell = cell(at);
		canvas.redraw(cell.x, cell.y, cell.width, cell.height, false);
	}

	/** Where a cell of herdr's grid is on the canvas: TM shows the grid from its top left. */
	private Rectangle cell(CursorLook at) {
		int width = canvas.getCellRenderer().getCellWidth();
		int height = canvas.getCellRenderer().getCellHeight();
		return new Rectangle(at.column() * width, at.row() * height, width, height);
	}
}
