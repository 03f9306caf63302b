package ovvi.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.swt.graphics.RGB;
import org.eclipse.tm.terminal.model.TerminalColor;
import org.eclipse.tm.terminal.model.TerminalStyle;
import org.junit.jupiter.api.Test;

/**
 * herdr's frames as its renderer writes them (one SGR per style change with foreground and
 * background, colon sub-parameters for underline styles), through the filter into TM Terminal's
 * own emulator; the cells' styles and positions are read from TM's text model.
 */
class HerdrFrameFilterTest {

	private static final String ESC = "\u001b";

	private final HerdrFrameFilter filter = new HerdrFrameFilter(0x000000, 0xFFFFFF);

	private TmGrid show(String herdrFrame) {
		return new TmGrid(40, 6).feed(filter.filter(herdrFrame));
	}

	@Test
	void trueColourForegroundAndBackgroundInOneSgrBothShow() {
		TmGrid grid = show(ESC + "[H" + ESC + "[0;1;38;2;255;128;0;48;2;10;20;30mX" + ESC + "[0mY");
		TerminalStyle x = grid.style(0, 0);
		assertEquals(new RGB(255, 128, 0), x.getForegroundRGB());
		assertEquals(new RGB(10, 20, 30), x.getBackgroundRGB(), "TM alone drops the background after 38;2");
		assertTrue(x.isBold());
		TerminalStyle y = grid.style(0, 1);
		assertNull(y.getForegroundRGB());
		assertEquals(TerminalColor.FOREGROUND, y.getForegroundTerminalColor());
		assertEquals(TerminalColor.BACKGROUND, y.getBackgroundTerminalColor());
	}

	@Test
	void paletteColoursIn16And256AndColonForms() {
		TmGrid grid = show(ESC + "[H" + ESC + "[31;104mA" + ESC + "[38;5;196;48;5;21mB" + ESC + "[38:2::1:2:3;48:5:232mC"
				+ ESC + "[38:2:4:5:6mD");
		assertEquals(TerminalColor.RED, grid.style(0, 0).getForegroundTerminalColor());
		assertEquals(TerminalColor.BRIGHT_BLUE, grid.style(0, 0).getBackgroundTerminalColor());
		assertEquals(TerminalColor.getIndexedRGBColor(196), grid.style(0, 1).getForegroundRGB());
		assertEquals(TerminalColor.getIndexedRGBColor(21), grid.style(0, 1).getBackgroundRGB());
		assertEquals(new RGB(1, 2, 3), grid.style(0, 2).getForegroundRGB());
		assertEquals(TerminalColor.getIndexedRGBColor(232), grid.style(0, 2).getBackgroundRGB());
		assertEquals(new RGB(4, 5, 6), grid.style(0, 3).getForegroundRGB(), "38:2 without a colour space id");
	}

	@Test
	void everyUnderlineStyleIsTmsUnderlineAndNothingElse() {
		TmGrid grid = show(ESC + "[H" + ESC + "[4:3mA" + ESC + "[4:0mB" + ESC + "[21mC" + ESC + "[24;4:5mD" + ESC + "[0;4mE"
				+ ESC + "[58:2::255:0:0mF");
		for (int col : new int[] { 0, 2, 3, 4, 5 }) {
			TerminalStyle style = grid.style(0, col);
			assertTrue(style.isUnderline(), "column " + col);
			assertFalse(style.isBold() || style.isBlink() || style.isReverse(), "column " + col + ": " + style);
			assertNull(style.getForegroundRGB(), "an underline colour is no text colour");
		}
		assertFalse(grid.style(0, 1).isUnderline(), "4:0 ends the underline");
	}

	@Test
	void dimHiddenAndInverseShowAsTheirClosestTmForms() {
		TmGrid grid = show(ESC + "[H" + ESC + "[2;38;2;90;180;30mA" + ESC + "[0;8;48;2;1;2;3mB" + ESC + "[0;2mC"
				+ ESC + "[0;7;31mD" + ESC + "[0;8mE" + ESC + "[0;1;2;22mF");
		assertEquals(new RGB(60, 120, 20), grid.style(0, 0).getForegroundRGB(), "dim: two thirds of the colour");
		assertEquals(new RGB(1, 2, 3), grid.style(0, 1).getForegroundRGB(), "hidden: the background's colour");
		assertEquals(new RGB(1, 2, 3), grid.style(0, 1).getBackgroundRGB());
		assertEquals(new RGB(0, 0, 0), grid.style(0, 2).getForegroundRGB(), "dim default text");
		assertTrue(grid.style(0, 3).isReverse());
		assertEquals(TerminalColor.RED, grid.style(0, 3).getForegroundTerminalColor());
		assertEquals(new RGB(255, 255, 255), grid.style(0, 4).getForegroundRGB(), "hidden on the default background");
		assertEquals(TerminalStyle.getDefaultStyle(), grid.style(0, 5), "22 ends bold and dim");
		assertEquals("ABCDEF", grid.row(0), "the text stays");
	}

	@Test
	void wideCharactersEmojiAndAgentSymbolsTakeHerdrsCells() {
		TmGrid grid = show(ESC + "[H中文字ab|" + ESC + "[2;1H⏺ ✻ ⎿ x|" + ESC + "[3;1H🙂🙂ab|" + ESC + "[4;1He\u0301\u200Dx▐▛|"
				+ ESC + "[5;1H" + ESC + "]8;;https://x" + ESC + "\\link" + ESC + "]8;;" + ESC + "\\|");
		assertEquals("中文字ab|", grid.row(0));
		assertEquals('a', grid.charAt(0, 6), "three wide characters take six cells");
		assertEquals("⏺ ✻ ⎿ x|", grid.row(1));
		assertEquals('x', grid.charAt(1, 6));
		assertEquals("🙂🙂ab|", grid.row(2));
		assertEquals('a', grid.charAt(2, 4), "each emoji takes two cells");
		assertEquals("ex▐▛|", grid.row(3), "combining marks and joiners take no cell (TM cannot join them)");
		assertEquals('▛', grid.charAt(3, 3));
		assertEquals("link|", grid.row(4), "an OSC 8 link's address is no text");
	}

	@Test
	void aStyleSetInOneFrameHoldsInTheNext() {
		TmGrid grid = new TmGrid(20, 2);
		grid.feed(filter.filter(ESC + "[H" + ESC + "[38;2;9;8;7mA"));
		grid.feed(filter.filter(ESC + "[1mB"));
		assertEquals(new RGB(9, 8, 7), grid.style(0, 1).getForegroundRGB());
		assertTrue(grid.style(0, 1).isBold());
	}

	@Test
	void badInputLosesNoText() {
		TmGrid grid = show(ESC + "[H" + ESC + "[38;2;1mA" + ESC + "[38;5mB" + ESC + "[;;mC" + ESC + "[99999999999mD\uFFFDE" + ESC);
		assertEquals("ABCD\uFFFDE", grid.row(0));
	}
}
