package ovvi.terminal;

import java.util.Map;

/**
 * Rewrites herdr's frames into the forms TM Terminal 5.6.0 reads right, before its parser sees
 * them. TM's parser takes six parameters after {@code 38;2}, so a background in the same SGR is
 * lost, misreads colon sub-parameters ({@code 4:3}, {@code 38:2::r:g:b}), and has no dim or
 * hidden; its grid gives every UTF-16 unit one cell. So each SGR becomes the whole current style
 * as TM can show it, one attribute per SGR, and each character takes as many cells as herdr
 * gives it.
 * <p>
 * Text is kept whole: a wide BMP character is followed by {@link #WIDE_FILLER} in the cell it
 * covers, an emoji outside the BMP already takes its two UTF-16 units, and characters of width 0
 * (combining marks, joiners, variation selectors) are left out, because TM would give each its own
 * cell and push the rest of the row right. A narrow character outside the BMP becomes U+FFFD for
 * the same reason.
 * <p>
 * The cursor's shape (DECSCUSR) and visibility ({@code ?25}) have no TM form: the filter takes them
 * out and keeps them, with the frame's last cursor move, as the {@link CursorLook} the card draws.
 * Nor have underlines and strikethrough: the filter follows where herdr writes (its frames place
 * text with cursor moves) and keeps them by cell for the card to draw. TM ignores OSC 8 hyperlinks
 * (ended by BEL or {@code ESC \\}) and prints their text plain: the filter keeps each cell's target
 * for the card's links and lets the sequences through.
 */
final class HerdrFrameFilter {

	/** What fills the second cell of a wide character: it draws nothing and is no text. */
	static final char WIDE_FILLER = '\u200B';

	private static final char ESC = '\u001b';

	private final SgrStyle style;
	private CursorLook cursor = CursorLook.DEFAULT;
	private final FrameCells<CellDecorations.Decoration> decorations = new FrameCells<>();
	/** The decoration of text written now, from the style. */
	private CellDecorations.Decoration decoration;
	private final FrameCells<String> links = new FrameCells<>();
	/** The OSC 8 target of text written now, or null. */
	private String link;
	/** Where the next character is written, 0-based. */
	private int row;
	private int column;

	/**
	 * @param defaultForeground the widget's default foreground as 0xRRGGBB (dim text needs it)
	 * @param defaultBackground the widget's default background as 0xRRGGBB (hidden text needs it)
	 */
	HerdrFrameFilter(int defaultForeground, int defaultBackground) {
		style = new SgrStyle(defaultForeground, defaultBackground);
	}

	/** The cursor as the frames filtered so far leave it. */
	synchronized CursorLook cursor() {
		return cursor;
	}

	/** The decorated cells, when a frame changed them since the last call; else null. */
	synchronized Map<FrameCells.Cell, CellDecorations.Decoration> decorationsChanged() {
		return decorations.takeChanged();
	}

	/** Each linked cell's OSC 8 target, when a frame changed them since the last call; else null. */
	synchronized Map<FrameCells.Cell, String> linksChanged() {
		return links.takeChanged();
	}

	/** One frame as herdr sent it (whole escape sequences) to the same frame for TM. */
	synchronized String filter(String frame) {
		StringBuilder out = new StringBuilder(frame.length() + 32);
		int i = 0;
		int n = frame.length();
		while (i < n) {
			char c = frame.charAt(i);
			if (c == ESC && i + 1 < n) {
				i = escape(frame, i, out);
				continue;
			}
			int codePoint = frame.codePointAt(i);
			int units = Character.charCount(codePoint);
			if (codePoint < 0x20 || codePoint == 0x7F) {
				control(c);
				out.append(c);
			} else {
				int width = text(codePoint, out);
				decorations.write(row, column, width, decoration);
				links.write(row, column, width, link);
				column += width;
			}
			i += units;
		}
		return out.toString();
	}

	/** Where a control character moves the writing. */
	private void control(char c) {
		switch (c) {
		case '\r' -> column = 0;
		case '\n', '\u000b', '\f' -> row++;
		case '\b' -> column = Math.max(0, column - 1);
		default -> {
			// no move
		}
		}
	}

	/** Writes a character as TM shows it; returns the cells it takes. */
	private static int text(int codePoint, StringBuilder out) {
		int width = CellWidth.of(codePoint);
		boolean bmp = Character.isBmpCodePoint(codePoint);
		if (width == 0) {
			return 0;
		}
		if (!bmp && width == 1) {
			out.append('\uFFFD');
			return 1;
		}
		out.appendCodePoint(codePoint);
		if (bmp && width == 2) {
			out.append(WIDE_FILLER);
		}
		return width;
	}

	/**
	 * Follows the cursor through one CSI sequence; true when the sequence is the cursor's alone
	 * (its shape or visibility), which TM never sees.
	 */
	private boolean cursorSequence(String parameters, char command) {
		switch (command) {
		case 'q' -> {
			if (parameters.endsWith(" ")) {
				cursor = cursor.withShape(number(parameters.strip(), 0));
				return true;
			}
		}
		case 'h', 'l' -> {
			if (parameters.equals("?25")) {
				cursor = cursor.withVisible(command == 'h');
				return true;
			}
		}
		case 'H', 'f' -> {
			String[] rowColumn = parameters.split(";", -1);
			row = Math.max(0, number(rowColumn[0], 1) - 1);
			column = Math.max(0, (rowColumn.length > 1 ? number(rowColumn[1], 1) : 1) - 1);
			cursor = cursor.at(row, column);
		}
		case 'J' -> {
			if (parameters.equals("2")) {
				// herdr clears only before a new renderer's first frame, and a new renderer writes
				// the shape only where it differs from xterm's own: the old shape is gone
				cursor = CursorLook.DEFAULT;
				decorations.clear();
				links.clear();
			}
		}
		case 'K' -> {
			if (parameters.isEmpty() || parameters.equals("0") || parameters.equals("2")) {
				int from = parameters.equals("2") ? 0 : column;
				decorations.clear(row, from);
				links.clear(row, from);
			}
		}
		default -> {
			// not the cursor's
		}
		}
		return false;
	}

	/** A CSI parameter; {@code empty} when it is missing or 0, as for cursor moves. */
	private static int number(String parameter, int empty) {
		if (parameter.isEmpty()) {
			return empty;
		}
		try {
			int value = Integer.parseInt(parameter);
			return value == 0 ? empty : value;
		} catch (NumberFormatException notANumber) {
			return -1;
		}
	}

	/** Whether an OSC string ending before {@code end} has its BEL or ST (a frame ends sequences whole). */
	private static boolean isTerminated(String frame, int end) {
		char last = frame.charAt(end - 1);
		return last == '\u0007' || last == '\\' && end >= 2 && frame.charAt(end - 2) == ESC;
	}

	/**
	 * {@code OSC 8 ; params ; URI}: the target of the text written from now on; an empty URI ends
	 * the link. The parameters ({@code id=...}) say nothing a card uses.
	 */
	private void hyperlink(String text) {
		int uri = text.indexOf(';', 2);
		String target = uri < 0 ? "" : text.substring(uri + 1);
		link = target.isEmpty() ? null : target;
	}

	/** Copies or rewrites the escape sequence at {@code start}; returns where the next one begins. */
	private int escape(String frame, int start, StringBuilder out) {
		char kind = frame.charAt(start + 1);
		int n = frame.length();
		if (kind == '[') {
			int end = start + 2;
			while (end < n && (frame.charAt(end) < 0x40 || frame.charAt(end) > 0x7E)) {
				end++;
			}
			if (end >= n) {
				out.append(frame, start, n);
				return n;
			}
			String parameters = frame.substring(start + 2, end);
			if (cursorSequence(parameters, frame.charAt(end))) {
				return end + 1;
			}
			boolean sgr = frame.charAt(end) == 'm' && (parameters.isEmpty() || Character.isDigit(parameters.charAt(0))
					|| parameters.charAt(0) == ';' || parameters.charAt(0) == ':');
			if (sgr) {
				style.apply(parameters);
				style.writeTo(out);
				decoration = style.decoration();
			} else {
				out.append(frame, start, end + 1);
			}
			return end + 1;
		}
		if (kind == ']' || kind == 'P' || kind == '_' || kind == '^') {
			// a string up to BEL or ST: its text takes no cells
			int end = start + 2;
			while (end < n && frame.charAt(end) != '\u0007' && !(frame.charAt(end) == ESC && end + 1 < n
					&& frame.charAt(end + 1) == '\\')) {
				end++;
			}
			String text = frame.substring(start + 2, Math.min(n, end));
			end = Math.min(n, end + (end < n && frame.charAt(end) == ESC ? 2 : 1));
			if (kind == ']' && text.startsWith("8;") && isTerminated(frame, end)) {
				hyperlink(text);
			}
			out.append(frame, start, end);
			return end;
		}
		int end = start + 1;
		while (end < n && frame.charAt(end) >= 0x20 && frame.charAt(end) <= 0x2F) {
			end++; // intermediates, as in ESC ( B
		}
		end = Math.min(n, end + 1);
		out.append(frame, start, end);
		return end;
	}
}
