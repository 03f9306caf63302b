package ovvi.terminal;

import java.util.ArrayList;
import java.util.List;

/**
 * The text style herdr's SGRs set, kept whole so it can be written again in the forms TM
 * Terminal reads right: one attribute per SGR, semicolons only. Where TM has no such attribute the
 * closest form it has stands in: TM paints its underline flag in the italic face and draws no line,
 * so italic is TM's underline flag; dim is the foreground at two thirds of its intensity, and
 * hidden is text in the background's colour. Underlines of every style and strikethrough are no TM
 * attribute: they are the cell's {@link CellDecorations.Decoration}, which the card draws itself.
 * Overline has no form and is dropped.
 */
final class SgrStyle {

	/** A colour as an SGR names it: the default, a palette index (0-255) or 0xRRGGBB. */
	record Colour(Kind kind, int value) {
		enum Kind { DEFAULT, INDEX, RGB }

		static final Colour DEFAULT = new Colour(Kind.DEFAULT, 0);

		static Colour index(int index) {
			return new Colour(Kind.INDEX, index & 0xFF);
		}

		static Colour rgb(int r, int g, int b) {
			return rgb((clamp(r) << 16) | (clamp(g) << 8) | clamp(b));
		}

		static Colour rgb(int rgb) {
			return new Colour(Kind.RGB, rgb & 0xFFFFFF);
		}

		private static int clamp(int channel) {
			return Math.max(0, Math.min(255, channel));
		}

		/** The SGR that sets this colour as a foreground ({@code base} 30) or background (40). */
		String sgr(int base) {
			return switch (kind) {
			case DEFAULT -> String.valueOf(base + 9);
			// TM reads 100-107 as the dark backgrounds; as 48;5;n it shows the bright ones
			case INDEX -> value < 8 ? String.valueOf(base + value) : (base + 8) + ";5;" + value;
			case RGB -> (base + 8) + ";2;" + (value >> 16) + ";" + ((value >> 8) & 0xFF) + ";" + (value & 0xFF);
			};
		}

		int toRgb(int whenDefault) {
			return switch (kind) {
			case DEFAULT -> whenDefault;
			case INDEX -> XtermPalette.rgb(value);
			case RGB -> value;
			};
		}
	}

	private final int defaultForeground;
	private final int defaultBackground;

	private Colour foreground = Colour.DEFAULT;
	private Colour background = Colour.DEFAULT;
	private Colour underlineColour = Colour.DEFAULT;
	private boolean bold;
	private boolean dim;
	private boolean italic;
	/** 0 none, else herdr's {@code 4:n} style (1 single, 2 double, 3 curly, 4 dotted, 5 dashed). */
	private int underline;
	private boolean strikethrough;
	private boolean blink;
	private boolean inverse;
	private boolean hidden;

	SgrStyle(int defaultForeground, int defaultBackground) {
		this.defaultForeground = defaultForeground;
		this.defaultBackground = defaultBackground;
	}

	/** Applies the parameters of one SGR, such as {@code 1;38;2;255;0;0;48;5;17} or {@code 4:3}. */
	void apply(String parameters) {
		String[] groups = parameters.isEmpty() ? new String[] { "0" } : parameters.split(";", -1);
		for (int i = 0; i < groups.length; i++) {
			String group = groups[i];
			if (group.contains(":")) {
				applySubParameters(group.split(":", -1));
				continue;
			}
			int code = number(group);
			switch (code) {
			case 38, 48, 58 -> i = extendedColour(code, groups, i);
			default -> applyCode(code);
			}
		}
	}

	/** {@code 4:N} underline styles and {@code 38:2::r:g:b}, {@code 38:2:r:g:b}, {@code 38:5:n}. */
	private void applySubParameters(String[] parts) {
		int code = number(parts[0]);
		if (code == 4) {
			int style = parts.length < 2 ? CellDecorations.Decoration.SINGLE : number(parts[1]);
			underline = style >= 0 && style <= CellDecorations.Decoration.DASHED ? style : CellDecorations.Decoration.SINGLE;
			return;
		}
		if (code != 38 && code != 48 && code != 58 || parts.length < 3) {
			applyCode(code);
			return;
		}
		Colour colour = null;
		if (number(parts[1]) == 5) {
			colour = Colour.index(number(parts[2]));
		} else if (number(parts[1]) == 2 && parts.length >= 5) {
			int first = parts.length >= 6 ? 3 : 2; // with or without the colour space id
			colour = Colour.rgb(number(parts[first]), number(parts[first + 1]), number(parts[first + 2]));
		}
		setColour(code, colour);
	}

	/** {@code 38;5;n} and {@code 38;2;r;g;b}; returns the index of the last group it used. */
	private int extendedColour(int code, String[] groups, int at) {
		if (at + 2 < groups.length && number(groups[at + 1]) == 5) {
			setColour(code, Colour.index(number(groups[at + 2])));
			return at + 2;
		}
		if (at + 4 < groups.length && number(groups[at + 1]) == 2) {
			setColour(code, Colour.rgb(number(groups[at + 2]), number(groups[at + 3]), number(groups[at + 4])));
			return at + 4;
		}
		return groups.length; // malformed: xterm drops the rest of the SGR too
	}

	private void setColour(int code, Colour colour) {
		if (colour == null) {
			return;
		}
		if (code == 38) {
			foreground = colour;
		} else if (code == 48) {
			background = colour;
		} else {
			underlineColour = colour;
		}
	}

	private void applyCode(int code) {
		switch (code) {
		case 0 -> reset();
		case 1 -> bold = true;
		case 2 -> dim = true;
		case 3 -> italic = true;
		case 4 -> underline = CellDecorations.Decoration.SINGLE;
		case 21 -> underline = CellDecorations.Decoration.DOUBLE; // xterm's double underline
		case 5, 6 -> blink = true;
		case 7 -> inverse = true;
		case 8 -> hidden = true;
		case 9 -> strikethrough = true;
		case 22 -> bold = dim = false;
		case 23 -> italic = false;
		case 24 -> underline = 0;
		case 25 -> blink = false;
		case 27 -> inverse = false;
		case 28 -> hidden = false;
		case 29 -> strikethrough = false;
		case 39 -> foreground = Colour.DEFAULT;
		case 49 -> background = Colour.DEFAULT;
		case 59 -> underlineColour = Colour.DEFAULT;
		default -> {
			if (code >= 30 && code <= 37) {
				foreground = Colour.index(code - 30);
			} else if (code >= 90 && code <= 97) {
				foreground = Colour.index(code - 90 + 8);
			} else if (code >= 40 && code <= 47) {
				background = Colour.index(code - 40);
			} else if (code >= 100 && code <= 107) {
				background = Colour.index(code - 100 + 8);
			} // overline, fonts: no TM form
		}
		}
	}

	private void reset() {
		foreground = background = underlineColour = Colour.DEFAULT;
		bold = dim = italic = strikethrough = blink = inverse = hidden = false;
		underline = 0;
	}

	/** The lines the card draws through text of this style; null when none. */
	CellDecorations.Decoration decoration() {
		if (underline == 0 && !strikethrough || hidden) {
			return null;
		}
		int text = inverse ? background.toRgb(defaultBackground) : dim ? dimmed(foreground.toRgb(defaultForeground))
				: foreground.toRgb(defaultForeground);
		return new CellDecorations.Decoration(underline, strikethrough, underlineColour.toRgb(text), text);
	}

	private static int dimmed(int rgb) {
		return ((rgb >> 16) * 2 / 3 << 16) | (((rgb >> 8) & 0xFF) * 2 / 3 << 8) | (rgb & 0xFF) * 2 / 3;
	}

	/** The whole style as TM reads it: a reset, then one SGR per attribute. */
	void writeTo(StringBuilder out) {
		List<String> sgrs = new ArrayList<>();
		Colour fg = foreground;
		Colour bg = background;
		boolean swapped = inverse;
		if (hidden) {
			// the text takes the colour of what shows behind it
			Colour shown = !inverse ? background
					: foreground.kind() == Colour.Kind.DEFAULT ? Colour.rgb(defaultForeground) : foreground;
			bg = shown;
			fg = shown.kind() == Colour.Kind.DEFAULT ? Colour.rgb(defaultBackground) : shown;
			swapped = false;
		} else if (dim) {
			fg = Colour.rgb(dimmed(fg.toRgb(defaultForeground)));
		}
		if (bold) {
			sgrs.add("1");
		}
		if (italic) {
			sgrs.add("4"); // TM's underline flag is its italic face (bold wins over it)
		}
		if (blink) {
			sgrs.add("5");
		}
		if (swapped) {
			sgrs.add("7");
		}
		if (fg.kind() != Colour.Kind.DEFAULT) {
			sgrs.add(fg.sgr(30));
		}
		if (bg.kind() != Colour.Kind.DEFAULT) {
			sgrs.add(bg.sgr(40));
		}
		out.append("\u001b[0m");
		for (String sgr : sgrs) {
			out.append("\u001b[").append(sgr).append('m');
		}
	}

	private static int number(String text) {
		if (text.isEmpty()) {
			return 0;
		}
		try {
			return Integer.parseInt(text);
		} catch (NumberFormatException notANumber) {
			return -1;
		}
	}
}
