package ovvi.sim.vt;

import java.util.Arrays;

/** One row of cells. {@code wrapped} marks a soft wrap into the next row. */
public final class Line {

	/** The second cell of a wide character: drawn by the character before it. */
	static final int WIDE_TAIL = 0;

	final int[] chars;
	final Style[] styles;
	boolean wrapped;

	Line(int cols, Style fill) {
		chars = new int[cols];
		styles = new Style[cols];
		Arrays.fill(chars, ' ');
		Arrays.fill(styles, fill);
	}

	Line resized(int cols) {
		Line l = new Line(cols, Style.PLAIN);
		int n = Math.min(cols, chars.length);
		System.arraycopy(chars, 0, l.chars, 0, n);
		System.arraycopy(styles, 0, l.styles, 0, n);
		l.wrapped = wrapped && cols >= chars.length;
		return l;
	}

	public int width() {
		return chars.length;
	}

	/** The OSC 8 hyperlink target of the cell at {@code col}, or null. */
	public String link(int col) {
		return col >= 0 && col < styles.length ? styles[col].link() : null;
	}

	/** The cell's character; {@link #WIDE_TAIL} for the second cell of a wide one. */
	public int charAt(int col) {
		return chars[col];
	}

	public boolean isWrapped() {
		return wrapped;
	}

	void clear(int from, int to, Style fill) {
		for (int i = Math.max(0, from); i < Math.min(to, chars.length); i++) {
			chars[i] = ' ';
			styles[i] = fill;
		}
	}

	/** Text with trailing blanks removed. */
	public String text() {
		int end = chars.length;
		while (end > 0 && chars[end - 1] == ' ') {
			end--;
		}
		StringBuilder s = new StringBuilder(end);
		for (int i = 0; i < end; i++) {
			if (chars[i] != WIDE_TAIL) {
				s.appendCodePoint(chars[i]);
			}
		}
		return s.toString();
	}

	/** Every cell's text, trailing blanks included (soft-wrapped rows join without losing spaces). */
	public String fullText() {
		StringBuilder s = new StringBuilder(chars.length);
		for (int c : chars) {
			if (c != WIDE_TAIL) {
				s.appendCodePoint(c);
			}
		}
		return s.toString();
	}

	public boolean isBlank() {
		for (int c : chars) {
			if (c != ' ') {
				return false;
			}
		}
		return true;
	}

	/** SGR-styled text, trailing plain blanks removed, ending in a reset when styled. */
	public String ansi(int cols) {
		int end = Math.min(cols, chars.length);
		while (end > 0 && chars[end - 1] == ' ' && styles[end - 1].looksLike(Style.PLAIN)) {
			end--;
		}
		StringBuilder s = new StringBuilder();
		Style current = Style.PLAIN;
		for (int i = 0; i < end; i++) {
			if (chars[i] == WIDE_TAIL) {
				continue;
			}
			if (!styles[i].looksLike(current)) {
				current = styles[i];
				s.append(current.sgr());
			}
			s.appendCodePoint(chars[i]);
		}
		if (!current.looksLike(Style.PLAIN)) {
			s.append("\u001b[0m");
		}
		return s.toString();
	}

	Line copy() {
		Line l = new Line(chars.length, Style.PLAIN);
		System.arraycopy(chars, 0, l.chars, 0, chars.length);
		System.arraycopy(styles, 0, l.styles, 0, chars.length);
		l.wrapped = wrapped;
		return l;
	}
}
