package ovvi.terminal;

/**
 * The lines herdr's frames draw through cells and TM Terminal's model cannot hold (every
 * underline style, strikethrough), kept by cell in {@link FrameCells}.
 */
final class CellDecorations {

	/**
	 * What is drawn through one cell, and in which colours (0xRRGGBB).
	 *
	 * @param underline 0 none, or herdr's {@code 4:n} style: 1 single, 2 double, 3 curly, 4 dotted, 5 dashed
	 */
	record Decoration(int underline, boolean strikethrough, int underlineRgb, int textRgb) {
		static final int SINGLE = 1;
		static final int DOUBLE = 2;
		static final int CURLY = 3;
		static final int DOTTED = 4;
		static final int DASHED = 5;
	}

	private CellDecorations() {
	}
}
