package ovvi.sim.vt;

/**
 * Cell attributes. Colours: {@link #DEFAULT}; 0..15 the named colours (SGR 30–37, 90–97 and their
 * backgrounds); {@link #INDEXED}|n a 256-colour palette entry (SGR 38;5;n); {@link #RGB}|rgb true
 * colour. Named and indexed stay apart because herdr writes them back as they came (31, not 38;5;1).
 * The underline's style (1 single, 2 double, 3 curly, 4 dotted, 5 dashed; SGR 4:n) sits in the
 * flags above the attribute bits. {@code link} is the cell's OSC 8 hyperlink target (null for none):
 * it rides with the cell wherever the cell moves, and SGR never changes it.
 */
public record Style(int fg, int bg, int flags, String link) {

	public static final int BOLD = 1, DIM = 2, ITALIC = 4, UNDERLINE = 8, BLINK = 16, INVERSE = 32,
			HIDDEN = 64, STRIKE = 128;
	public static final int DEFAULT = -1, INDEXED = 0x100, RGB = 0x1000000;
	private static final int UNDERLINE_STYLE_SHIFT = 8;
	public static final Style PLAIN = new Style(DEFAULT, DEFAULT, 0);

	public Style(int fg, int bg, int flags) {
		this(fg, bg, flags, null);
	}

	Style linked(String target) {
		return java.util.Objects.equals(target, link) ? this : new Style(fg, bg, flags, target);
	}

	/** The same colours and attributes, whatever the links: SGR compares only these. */
	boolean looksLike(Style o) {
		return fg == o.fg && bg == o.bg && flags == o.flags;
	}

	Style withFg(int c) {
		return new Style(c, bg, flags, link);
	}

	Style withBg(int c) {
		return new Style(fg, c, flags, link);
	}

	Style with(int flag, boolean on) {
		return new Style(fg, bg, on ? flags | flag : flags & ~flag, link);
	}

	/** Underlined in that style (1–5); 0 takes the underline off. */
	Style underlined(int underlineStyle) {
		int kept = flags & ~UNDERLINE & ~(7 << UNDERLINE_STYLE_SHIFT);
		if (underlineStyle <= 0) {
			return new Style(fg, bg, kept, link);
		}
		int shape = underlineStyle == 1 ? 0 : Math.min(underlineStyle, 5);
		return new Style(fg, bg, kept | UNDERLINE | (shape << UNDERLINE_STYLE_SHIFT), link);
	}

	/** The underline's SGR parameter: 4, or 4:2 … 4:5 for the other styles. */
	private String underlineParameter() {
		int shape = (flags >> UNDERLINE_STYLE_SHIFT) & 7;
		return shape == 0 ? "4" : "4:" + shape;
	}

	/** The SGR sequence that sets exactly this style from a reset state (pane.read's ansi format). */
	public String sgr() {
		StringBuilder s = new StringBuilder("\u001b[0");
		appendAttributes(s);
		if (fg != DEFAULT) {
			s.append(';').append(colour(fg, true));
		}
		if (bg != DEFAULT) {
			s.append(';').append(colour(bg, false));
		}
		return s.append('m').toString();
	}

	/** ";1;3;4:3"…: the attributes' parameters in herdr's order (bold, dim, italic, underline, blink, inverse, hidden, strike). */
	void appendAttributes(StringBuilder s) {
		int[] codes = { 1, 2, 3, 4, 5, 7, 8, 9 };
		for (int i = 0; i < codes.length; i++) {
			if ((flags & (1 << i)) != 0) {
				s.append(';').append(codes[i] == 4 ? underlineParameter() : String.valueOf(codes[i]));
			}
		}
	}

	/** One colour's SGR parameters, default included (39 / 49), as herdr's renderer writes them. */
	static String colour(int c, boolean foreground) {
		if (c == DEFAULT) {
			return foreground ? "39" : "49";
		}
		String extended = foreground ? "38" : "48";
		if ((c & RGB) != 0) {
			return extended + ";2;" + ((c >> 16) & 255) + ';' + ((c >> 8) & 255) + ';' + (c & 255);
		}
		if ((c & INDEXED) != 0) {
			return extended + ";5;" + (c & 255);
		}
		return String.valueOf(c < 8 ? (foreground ? 30 : 40) + c : (foreground ? 90 : 100) + c - 8);
	}
}
