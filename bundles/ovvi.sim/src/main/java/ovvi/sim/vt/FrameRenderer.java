package ovvi.sim.vt;

import java.util.Arrays;
import java.util.List;

/**
 * Renders a screen into a client's grid as herdr's terminal-ANSI encoder does
 * ({@code src/protocol/render_ansi.rs}): synchronized output, the cursor hidden while cells are
 * painted, every cell of a full frame and only the changed cells after it, one SGR per style
 * change carrying the attributes (underline styles as {@code 4:n}), the foreground and the
 * background ({@code 39}/{@code 49} for the defaults), each cell's OSC 8 hyperlink opened after its
 * SGR when it differs from the one open and closed at the end (herdr's attach frames carry the
 * runtime's visible hyperlinks: {@code src/server/headless.rs}), a cursor move wherever the next cell is not
 * the inline continuation of an ASCII one, then the cursor's place, shape (DECSCUSR) and visibility,
 * repeated after the synchronized block for input methods.
 */
public final class FrameRenderer {

	private static final String ESC = "\u001b";

	/** One client-sized grid: the screen clipped or padded at the top-left, and its cursor. */
	private record Frame(int width, int height, int[] chars, Style[] styles, int cursorX, int cursorY,
			boolean cursorVisible, int cursorShape) {

		boolean sameAs(Frame o) {
			return o != null && width == o.width && height == o.height && Arrays.equals(chars, o.chars)
					&& Arrays.equals(styles, o.styles) && cursorX == o.cursorX && cursorY == o.cursorY
					&& cursorVisible == o.cursorVisible && cursorShape == o.cursorShape;
		}

		int width(int i) {
			return chars[i] == Line.WIDE_TAIL ? 0 : CharWidth.of(chars[i]);
		}
	}

	/** One encoded frame: its bytes, and whether it repaints every cell (herdr's {@code full}). */
	public record Encoded(String ansi, boolean full) {
	}

	private Frame last;
	private int lastShape;

	/**
	 * @param restart a new baseline, as herdr's after a reset: the frame is full and clears first
	 * @return the next frame, or null when nothing changed since the last one
	 */
	public Encoded render(Screen screen, int width, int height, boolean restart) {
		Frame frame = frame(screen, width, height);
		if (restart) {
			last = null;
			lastShape = 0;
		} else if (frame.sameAs(last)) {
			return null;
		}
		StringBuilder out = new StringBuilder();
		out.append(ESC).append("[?2026h").append(ESC).append("[?25l").append(ESC).append("]8;;").append(ESC).append('\\');
		boolean full = last == null || last.width != width || last.height != height;
		if (full) {
			if (last == null) {
				out.append(ESC).append("[2J");
			}
			writeAll(out, frame);
		} else {
			writeChanged(out, frame, last);
		}
		int x = Math.min(frame.cursorX, width - 1);
		int y = Math.min(frame.cursorY, height - 1);
		moveTo(out, x, y);
		if (frame.cursorShape != lastShape) {
			out.append(ESC).append('[').append(frame.cursorShape).append(" q");
			lastShape = frame.cursorShape;
		}
		out.append(ESC).append(frame.cursorVisible ? "[?25h" : "[?25l");
		out.append(ESC).append("[?2026l");
		moveTo(out, x, y);
		out.append(ESC).append(frame.cursorVisible ? "[?25h" : "[?25l");
		last = frame;
		return new Encoded(out.toString(), full);
	}

	private static Frame frame(Screen screen, int width, int height) {
		List<Line> view = screen.viewport();
		int[] chars = new int[width * height];
		Style[] styles = new Style[width * height];
		Arrays.fill(chars, ' ');
		Arrays.fill(styles, Style.PLAIN);
		for (int r = 0; r < Math.min(height, view.size()); r++) {
			Line line = view.get(r);
			int n = Math.min(width, line.width());
			System.arraycopy(line.chars, 0, chars, r * width, n);
			System.arraycopy(line.styles, 0, styles, r * width, n);
		}
		int[] cursor = screen.cursor();
		return new Frame(width, height, chars, styles, cursor[0], cursor[1], screen.cursorVisible(), screen.cursorShape());
	}

	private static void writeAll(StringBuilder out, Frame f) {
		String[] lastSgr = { "" };
		String[] openLink = { null };
		for (int row = 0; row < f.height; row++) {
			int toSkip = 0;
			int nextInline = -1;
			for (int col = 0; col < f.width; col++) {
				if (toSkip > 0) {
					toSkip--;
					continue;
				}
				int i = row * f.width + col;
				writeCell(out, nextInline != col, col, row, f, i, lastSgr, openLink);
				int w = f.width(i);
				nextInline = f.chars[i] < 128 && w == 1 ? col + 1 : -1;
				toSkip = Math.max(0, w - 1);
			}
		}
		closeLink(out, openLink);
		out.append(ESC).append("[0m");
	}

	/** herdr's diff: a changed cell, or one a wide character before it covered or uncovered, is written. */
	private static void writeChanged(StringBuilder out, Frame f, Frame prev) {
		String[] lastSgr = { "" };
		String[] openLink = { null };
		for (int row = 0; row < f.height; row++) {
			int invalidated = 0;
			int toSkip = 0;
			int nextInline = -1;
			for (int col = 0; col < f.width; col++) {
				int i = row * f.width + col;
				boolean changed = f.chars[i] != prev.chars[i] || !f.styles[i].equals(prev.styles[i]);
				if ((changed || invalidated > 0) && toSkip == 0) {
					writeCell(out, nextInline != col || invalidated > 0, col, row, f, i, lastSgr, openLink);
					nextInline = f.chars[i] < 128 && f.width(i) == 1 ? col + 1 : -1;
				}
				toSkip = Math.max(0, f.width(i) - 1);
				int affected = Math.max(f.width(i), prev.width(i));
				invalidated = Math.max(0, Math.max(affected, invalidated) - 1);
			}
		}
		closeLink(out, openLink);
		if (!lastSgr[0].isEmpty()) {
			out.append(ESC).append("[0m");
		}
	}

	private static void writeCell(StringBuilder out, boolean move, int col, int row, Frame f, int i, String[] lastSgr,
			String[] openLink) {
		if (move) {
			moveTo(out, col, row);
		}
		String sgr = sgr(f.styles[i]);
		if (!sgr.equals(lastSgr[0])) {
			out.append(sgr);
			lastSgr[0] = sgr;
		}
		String link = sanitized(f.styles[i].link());
		if (!java.util.Objects.equals(link, openLink[0])) {
			closeLink(out, openLink);
			if (link != null) {
				out.append(ESC).append("]8;;").append(link).append(ESC).append('\\');
				openLink[0] = link;
			}
		}
		out.appendCodePoint(f.chars[i] == Line.WIDE_TAIL ? ' ' : f.chars[i]);
	}

	private static void closeLink(StringBuilder out, String[] openLink) {
		if (openLink[0] != null) {
			out.append(ESC).append("]8;;").append(ESC).append('\\');
			openLink[0] = null;
		}
	}

	/** The target without control characters, so it cannot end the sequence early; null when nothing is left. */
	private static String sanitized(String link) {
		if (link == null) {
			return null;
		}
		StringBuilder s = new StringBuilder();
		link.codePoints().filter(cp -> !Character.isISOControl(cp)).forEach(s::appendCodePoint);
		return s.isEmpty() ? null : s.toString();
	}

	/** One SGR with everything: reset, attributes, foreground, background. */
	static String sgr(Style s) {
		StringBuilder b = new StringBuilder(ESC).append("[0");
		s.appendAttributes(b);
		return b.append(';').append(Style.colour(s.fg(), true)).append(';').append(Style.colour(s.bg(), false))
				.append('m').toString();
	}

	private static void moveTo(StringBuilder out, int x, int y) {
		out.append(ESC).append('[').append(y + 1).append(';').append(x + 1).append('H');
	}
}
