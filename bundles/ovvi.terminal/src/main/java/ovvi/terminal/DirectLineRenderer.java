package ovvi.terminal;

import java.lang.reflect.Field;
import java.util.Map;

import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Device;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.tm.internal.terminal.textcanvas.ILinelRenderer;
import org.eclipse.tm.internal.terminal.textcanvas.ITextCanvasModel;
import org.eclipse.tm.internal.terminal.textcanvas.StyleMap;
import org.eclipse.tm.internal.terminal.textcanvas.TextCanvas;
import org.eclipse.tm.internal.terminal.textcanvas.TextLineRenderer;
import org.eclipse.tm.terminal.model.ITerminalTextDataReadOnly;
import org.eclipse.tm.terminal.model.LineSegment;
import org.eclipse.tm.terminal.model.TerminalColor;
import org.eclipse.tm.terminal.model.TerminalStyle;

/**
 * Draws each line of TM Terminal's canvas straight on the canvas's GC, with the same calls TM
 * 5.6.0's {@code TextLineRenderer} makes on an image of the line, which it then draws on the GC.
 * SWT 3.135's {@code GC.drawImage} reads the whole image back on GTK at every call, which made
 * most of the UI thread's longest blocks while a program printed fast. The drawing is clipped to
 * the line, as the image clipped it. Fonts, colours and the cell size stay TM's renderer's: it
 * keeps its style map, which this one draws with.
 */
final class DirectLineRenderer implements ILinelRenderer {

	private final ILinelRenderer tm;
	private final StyleMap styles;

	private DirectLineRenderer(TextLineRenderer tm) {
		this.tm = tm;
		// TM 5.6.0's renderer gives its fonts and colours to no one but through its style map
		this.styles = TmFields.value(tm, TextLineRenderer.class, "fStyleMap", StyleMap.class);
	}

	/** Puts a renderer of this kind in TM's place on the canvas. */
	static void install(TextCanvas canvas) {
		// TM 5.6.0 keeps the canvas's renderer in a final field and offers no other way to set it
		Field field = TmFields.of(TextCanvas.class, "fCellRenderer");
		try {
			if (field.get(canvas) instanceof TextLineRenderer tms) {
				field.set(canvas, new DirectLineRenderer(tms));
				canvas.redraw();
				return;
			}
		} catch (ReflectiveOperationException | RuntimeException notSet) {
			throw new IllegalStateException("TM Terminal's TextCanvas took no line renderer as 5.6.0's does", notSet);
		}
		throw new IllegalStateException("TM Terminal's TextCanvas draws with no TextLineRenderer as 5.6.0's does");
	}

	@Override
	public void drawLine(ITextCanvasModel model, GC gc, int line, int x, int y, int colFirst, int colLast) {
		int width = getCellWidth() * (colLast - colFirst);
		int height = getCellHeight();
		if (width <= 0 || height <= 0) {
			return;
		}
		// the canvas's GC goes on to TM's margins and Ovvi's paint listeners as it came
		Color foreground = gc.getForeground();
		Color background = gc.getBackground();
		Font font = gc.getFont();
		boolean clipped = gc.isClipped();
		Rectangle clip = gc.getClipping();
		gc.setClipping(clip.intersection(new Rectangle(x, y, width, height)));
		ITerminalTextDataReadOnly text = model.getTerminalText();
		// the line starts on the terminal's background: what its text runs leave undrawn (a run's
		// layout shorter than the cell) would show the canvas's last picture. TM draws on a new
		// image, which starts white, the default background
		gc.setBackground(getDefaultBackgroundColor(gc.getDevice()));
		gc.fillRectangle(x, y, width, height);
		if (line >= 0 && line < text.getHeight() && colFirst < text.getWidth() && colFirst != colLast) {
			drawCells(model, gc, line, x, y, colFirst, Math.min(colLast, text.getWidth()));
		}
		gc.setClipping(clipped ? clip : null);
		gc.setForeground(foreground);
		gc.setBackground(background);
		gc.setFont(font);
	}

	/** TM's order: the styled runs, each followed by the cursor, then the hover's line and the selection. */
	private void drawCells(ITextCanvasModel model, GC gc, int line, int x, int y, int colFirst, int colLast) {
		ITerminalTextDataReadOnly text = model.getTerminalText();
		for (LineSegment segment : text.getLineSegments(line, colFirst, colLast - colFirst)) {
			use(gc, segment.getStyle());
			drawText(gc, x, y, colFirst, segment.getColumn(), segment.getText());
			drawCursor(model, gc, line, x, y, colFirst);
		}
		if (model.hasHoverSelection(line)) {
			Point start = model.getHoverSelectionStart();
			Point end = model.getHoverSelectionEnd();
			int colStart = line == start.y ? start.x : 0;
			int colEnd = line == end.y ? end.x : text.getWidth();
			if (colStart < colEnd) {
				gc.setForeground(new Color(gc.getDevice(), styles.getForegrondRGB(null)));
				// TM draws it in the line image's coordinates, from column 0 of the grid
				int bottom = y + getCellHeight() - 1;
				gc.drawLine(x + getCellWidth() * colStart, bottom, x + (colEnd + 1) * getCellWidth() - 1, bottom);
			}
		}
		if (model.hasLineSelection(line)) {
			drawSelection(model, gc, line, x, y, colFirst);
		}
	}

	private void drawSelection(ITextCanvasModel model, GC gc, int line, int x, int y, int colFirst) {
		use(gc, TerminalStyle.getStyle(TerminalColor.SELECTION_FOREGROUND, TerminalColor.SELECTION_BACKGROUND));
		char[] chars = model.getTerminalText().getChars(line);
		if (chars == null) {
			return;
		}
		Point start = model.getSelectionStart();
		Point end = model.getSelectionEnd();
		int offset = Math.max(start.y == line ? start.x : 0, colFirst);
		int length = Math.min(end.y == line ? end.x - offset + 1 : chars.length - offset + 1, chars.length - offset);
		if (length > 0) {
			drawText(gc, x, y, colFirst, offset, new String(chars, offset, length));
		}
	}

	/** TM's block cursor: the cell's character in its style reversed. */
	private void drawCursor(ITextCanvasModel model, GC gc, int line, int x, int y, int colFirst) {
		ITerminalTextDataReadOnly text = model.getTerminalText();
		if (!model.isCursorOn() || line != model.getCursorLine() || model.getCursorColumn() >= text.getWidth()) {
			return;
		}
		int column = model.getCursorColumn();
		TerminalStyle style = text.getStyle(line, column);
		if (style == null) {
			style = TerminalStyle.getStyle(TerminalColor.FOREGROUND, TerminalColor.BACKGROUND);
		}
		use(gc, style.setReverse(!style.isReverse()));
		drawText(gc, x, y, colFirst, column, String.valueOf(text.getChar(line, column)));
	}

	private void drawText(GC gc, int x, int y, int colFirst, int column, String text) {
		int left = x + (column - colFirst) * getCellWidth();
		if (!styles.isFontProportional()) {
			gc.drawString(text.replace('\000', ' '), left, y, false);
			return;
		}
		// a proportional font goes a character a cell, each centred on its cell
		for (int i = 0; i < text.length(); i++) {
			char c = text.charAt(i);
			int cell = left + i * styles.getFontWidth();
			gc.fillRectangle(cell, y, styles.getFontWidth(), styles.getFontHeight());
			if (c != ' ' && c != '\000') {
				gc.drawString(String.valueOf(c), styles.getCharOffset(c) + cell, y, false);
			}
		}
	}

	private void use(GC gc, TerminalStyle style) {
		gc.setForeground(new Color(gc.getDevice(), styles.getForegrondRGB(style)));
		gc.setBackground(new Color(gc.getDevice(), styles.getBackgroundRGB(style)));
		Font font = styles.getFont(style);
		if (font != gc.getFont()) {
			gc.setFont(font);
		}
	}

	@Override
	public int getCellWidth() {
		return tm.getCellWidth();
	}

	@Override
	public int getCellHeight() {
		return tm.getCellHeight();
	}

	@Override
	@Deprecated
	public void onFontChange() {
		tm.onFontChange();
	}

	@Override
	public void updateFont(String fontName) {
		tm.updateFont(fontName);
	}

	@Override
	public void updateColors(Map<TerminalColor, RGB> colours) {
		tm.updateColors(colours);
	}

	@Override
	public void setInvertedColors(boolean invert) {
		tm.setInvertedColors(invert);
	}

	@Override
	public boolean isInvertedColors() {
		return tm.isInvertedColors();
	}

	@Override
	public Color getDefaultBackgroundColor() {
		return tm.getDefaultBackgroundColor();
	}

	@Override
	public Color getDefaultBackgroundColor(Device device) {
		return tm.getDefaultBackgroundColor(device);
	}
}
