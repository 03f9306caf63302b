package ovvi.terminal;

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
 */
final class HerdrFrameFilter {

	/** What fills the second cell of a wide character: it draws nothing and is no text. */
	static final char WIDE_FILLER = '\u200B';

	private static final char ESC = '\u001b';

	private final SgrStyle style;

	/**
	 * @param defaultForeground the widget's default foreground as 0xRRGGBB (dim text needs it)
	 * @param defaultBackground the widget's default background as 0xRRGGBB (hidden text needs it)
	 */
	HerdrFrameFilter(int defaultForeground, int defaultBackground) {
		style = new SgrStyle(defaultForeground, defaultBackground);
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
				out.append(c);
			} else {
				text(codePoint, out);
			}
			i += units;
		}
		return out.toString();
	}

	private static void text(int codePoint, StringBuilder out) {
		int width = CellWidth.of(codePoint);
		boolean bmp = Character.isBmpCodePoint(codePoint);
		if (width == 0) {
			return;
		}
		if (!bmp && width == 1) {
			out.append('\uFFFD');
			return;
		}
		out.appendCodePoint(codePoint);
		if (bmp && width == 2) {
			out.append(WIDE_FILLER);
		}
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
			boolean sgr = frame.charAt(end) == 'm' && (parameters.isEmpty() || Character.isDigit(parameters.charAt(0))
					|| parameters.charAt(0) == ';' || parameters.charAt(0) == ':');
			if (sgr) {
				style.apply(parameters);
				style.writeTo(out);
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
			end = Math.min(n, end + (end < n && frame.charAt(end) == ESC ? 2 : 1));
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
