package ovvi.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.eclipse.swt.graphics.RGB;
import org.eclipse.tm.terminal.model.TerminalColor;
import org.eclipse.tm.terminal.model.TerminalStyle;
import org.junit.jupiter.api.Test;

import ovvi.terminal.FrameCells.Cell;
import ovvi.terminal.CellDecorations.Decoration;

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
	void underlinesOfEveryStyleAndStrikethroughAreTheCardsToDrawAndNoTmAttribute() {
		TmGrid grid = show(ESC + "[H" + ESC + "[4:3mA" + ESC + "[4:0mB" + ESC + "[21mC" + ESC + "[24;4:5mD" + ESC + "[0;4mE"
				+ ESC + "[58:2::255:0:0mF" + ESC + "[0;9;38;2;1;2;3mG" + ESC + "[2;3H" + ESC + "[0;4;2m中" + ESC + "[0;8;4mH"
				+ ESC + "[0;7;4;38;5;1;48;2;4;5;6mI");
		for (int col = 0; col < 7; col++) {
			TerminalStyle style = grid.style(0, col);
			assertFalse(style.isUnderline() || style.isBold() || style.isBlink() || style.isReverse(), "column " + col + ": " + style);
		}
		assertEquals("ABCDEFG", grid.row(0), "the text stays");
		Map<Cell, Decoration> drawn = filter.decorationsChanged();
		int text = 0x000000;
		assertEquals(new Decoration(Decoration.CURLY, false, text, text), drawn.get(new Cell(0, 0)));
		assertNull(drawn.get(new Cell(0, 1)), "4:0 ends the underline");
		assertEquals(new Decoration(Decoration.DOUBLE, false, text, text), drawn.get(new Cell(0, 2)), "21 is the double underline");
		assertEquals(new Decoration(Decoration.DASHED, false, text, text), drawn.get(new Cell(0, 3)));
		assertEquals(new Decoration(Decoration.SINGLE, false, text, text), drawn.get(new Cell(0, 4)));
		assertEquals(new Decoration(Decoration.SINGLE, false, 0xFF0000, text), drawn.get(new Cell(0, 5)), "58 colours the underline");
		assertEquals(new Decoration(0, true, 0x010203, 0x010203), drawn.get(new Cell(0, 6)), "strikethrough in the text's colour");
		Decoration dimBlack = new Decoration(Decoration.SINGLE, false, 0, 0);
		assertEquals(dimBlack, drawn.get(new Cell(1, 2)), "a wide character's two cells, where herdr's cursor move put it");
		assertEquals(dimBlack, drawn.get(new Cell(1, 3)));
		assertNull(drawn.get(new Cell(1, 4)), "hidden text shows no underline");
		assertEquals(new Decoration(Decoration.SINGLE, false, 0x040506, 0x040506), drawn.get(new Cell(1, 5)),
				"inverse text's colour is its background");
		assertEquals(9, drawn.size(), drawn.toString());

		filter.filter(ESC + "[1;1H" + ESC + "[0mAB");
		assertEquals(8, filter.decorationsChanged().size(), "a cell written plain loses its line");
		assertNull(filter.decorationsChanged(), "nothing changed since");
		filter.filter(ESC + "[?2026h" + ESC + "[2J" + ESC + "[1;1H" + ESC + "[0mx");
		assertTrue(filter.decorationsChanged().isEmpty(), "a new renderer's first frame clears the screen");
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

	/** TM paints its underline flag in the italic face (and bold before it), and draws no line. */
	@Test
	void italicIsTmsUnderlineFlagWhichTmPaintsItalicAndOverlineNothing() {
		TmGrid grid = show(ESC + "[H" + ESC + "[0;3;38;2;1;2;3;48;5;17mA" + ESC + "[0;53mB" + ESC + "[0;3;53mC" + ESC + "[0;1;3mD"
				+ ESC + "[23;55mE");
		TerminalStyle a = grid.style(0, 0);
		assertTrue(a.isUnderline(), a.toString());
		assertEquals(new RGB(1, 2, 3), a.getForegroundRGB());
		assertEquals(TerminalColor.getIndexedRGBColor(17), a.getBackgroundRGB());
		assertFalse(a.isBold() || a.isBlink() || a.isReverse(), a.toString());
		assertEquals(TerminalStyle.getDefaultStyle(), grid.style(0, 1), "overline has no form");
		assertTrue(grid.style(0, 2).isUnderline());
		assertTrue(grid.style(0, 3).isBold() && grid.style(0, 3).isUnderline());
		assertTrue(grid.style(0, 4).isBold() && !grid.style(0, 4).isUnderline(), "23 ends italic, 55 nothing else");
		assertEquals("ABCDE", grid.row(0));
		assertNull(filter.decorationsChanged(), "no lines to draw");
	}

	/** herdr's frame ends as its renderer writes it: the cursor's place, shape and visibility, inside and after ?2026. */
	private static String frameEnd(int row, int column, String shape, boolean visible) {
		String move = ESC + "[" + row + ";" + column + "H";
		String shown = ESC + (visible ? "[?25h" : "[?25l");
		return move + shape + shown + ESC + "[?2026l" + move + shown;
	}

	@Test
	void theCursorsShapeAndVisibilityComeFromHerdrsFramesAndNeverReachTm() {
		String first = ESC + "[?2026h" + ESC + "[?25l" + ESC + "[2J" + ESC + "[1;1H$ ls" + frameEnd(1, 5, ESC + "[6 q", true);
		String filtered = filter.filter(first);
		assertFalse(filtered.contains(" q") || filtered.contains("?25"), "TM has no form for them: " + filtered.replace(ESC, "^["));
		assertEquals(new CursorLook(CursorLook.Shape.BAR, false, true, 0, 4), filter.cursor(), "a steady bar after '$ ls'");
		assertEquals("$ ls", new TmGrid(20, 3).feed(filtered).row(0));

		filter.filter(ESC + "[?2026h" + ESC + "[?25l" + frameEnd(3, 2, ESC + "[3 q", true));
		assertEquals(new CursorLook(CursorLook.Shape.UNDERLINE, true, true, 2, 1), filter.cursor());
		filter.filter(ESC + "[?2026h" + ESC + "[?25l" + frameEnd(3, 2, ESC + "[5 q", false));
		assertEquals(new CursorLook(CursorLook.Shape.BAR, true, false, 2, 1), filter.cursor());
		filter.filter(ESC + "[?2026h" + ESC + "[?25l" + frameEnd(1, 1, ESC + "[4 q", true));
		assertEquals(new CursorLook(CursorLook.Shape.UNDERLINE, false, true, 0, 0), filter.cursor());
		filter.filter(ESC + "[?2026h" + ESC + "[?25l" + frameEnd(1, 1, ESC + "[0 q", true));
		assertEquals(CursorLook.DEFAULT, filter.cursor(), "0 is xterm's blinking block");

		filter.filter(ESC + "[?2026h" + ESC + "[?25l" + frameEnd(2, 1, ESC + "[2 q", true));
		assertEquals(new CursorLook(CursorLook.Shape.BLOCK, false, true, 1, 0), filter.cursor());
		filter.filter(ESC + "[?2026h" + ESC + "[?25l" + ESC + "[2J" + frameEnd(1, 3, "", true));
		assertEquals(CursorLook.DEFAULT.at(0, 2), filter.cursor(),
				"a new renderer's first frame clears and writes no shape for xterm's own: the old shape is gone");
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

	/** OSC 8 as herdr writes it: {@code ESC ] 8 ; ; URI ESC \\} after the cell's SGR, closed by an empty URI. */
	private static String link(String uri) {
		return ESC + "]8;;" + uri + ESC + "\\";
	}

	@Test
	void tmAloneIgnoresOsc8EndedByStOrBelAndPrintsOnlyTheText() {
		TmGrid grid = new TmGrid(40, 3).feed(ESC + "[H" + link("http://a/") + "one" + link("") + "|" + ESC + "[2;1H"
				+ ESC + "]8;id=7;http://b/\u0007two" + ESC + "]8;;\u0007|");
		assertEquals("one|", grid.row(0));
		assertEquals("two|", grid.row(1));
	}

	@Test
	void eachCellKeepsTheOsc8TargetInForceWhenHerdrWroteItWithStOrBelAndParameters() {
		String filtered = filter.filter(ESC + "[?2026h" + ESC + "[?25l" + link("") + ESC + "[1;1H" + ESC + "[0;39;49mab"
				+ ESC + "[0;4;39;49m" + link("http://127.0.0.1:9/st") + "cd" + ESC + "[0;39;49m" + link("") + "e"
				+ ESC + "]8;id=x:1;file:///tmp/bel\u0007fg" + ESC + "]8;;\u0007h" + ESC + "[0m");
		assertEquals("abcdefgh", new TmGrid(20, 2).feed(filtered).row(0), "TM shows the links' text alone");
		Map<Cell, String> links = filter.linksChanged();
		assertEquals(Map.of(new Cell(0, 2), "http://127.0.0.1:9/st", new Cell(0, 3), "http://127.0.0.1:9/st",
				new Cell(0, 5), "file:///tmp/bel", new Cell(0, 6), "file:///tmp/bel"), links);
		assertEquals(2, filter.decorationsChanged().size(), "the link's own underline is a decoration as before");
		assertNull(filter.linksChanged(), "nothing changed since");
	}

	@Test
	void aLinkRunsOnAcrossTheRowEndAndAfterAWideCharacter() {
		// herdr writes every cell of a full frame; after a wide character it moves the cursor
		filter.filter(ESC + "[1;1H" + ESC + "[0;39;49m中" + ESC + "[1;3H" + link("http://x/wrap") + "ab" + ESC + "[2;1Hcd"
				+ link("") + "e" + ESC + "[0m");
		Map<Cell, String> links = filter.linksChanged();
		assertEquals(Map.of(new Cell(0, 2), "http://x/wrap", new Cell(0, 3), "http://x/wrap", new Cell(1, 0), "http://x/wrap",
				new Cell(1, 1), "http://x/wrap"), links, "the wide character's two cells come before the link");
	}

	@Test
	void aPartialFrameUpdatesOnlyTheCellsItWritesAndAFullFrameReplacesEveryLink() {
		filter.filter(ESC + "[1;1H" + link("http://x/old") + "abcd" + link("") + ESC + "[0m");
		filter.linksChanged();
		// herdr's diff: only the changed cells of the row, each with its own cursor move
		filter.filter(ESC + "[?2026h" + link("") + ESC + "[1;2H" + ESC + "[0;39;49mX" + link("http://x/new") + "Y" + link("")
				+ ESC + "[0m");
		assertEquals(Map.of(new Cell(0, 0), "http://x/old", new Cell(0, 2), "http://x/new", new Cell(0, 3), "http://x/old"),
				filter.linksChanged());
		filter.filter(ESC + "[?2026h" + link("") + ESC + "[1;1H" + ESC + "[0;39;49mplain" + ESC + "[0m");
		assertTrue(filter.linksChanged().isEmpty(), "a full frame writes every cell: no link is left");
		filter.filter(ESC + "[1;1H" + link("http://x/a") + "ab" + ESC + "[2;1Hcd" + link(""));
		filter.linksChanged();
		filter.filter(ESC + "[1;2H" + ESC + "[K" + ESC + "[2J");
		assertTrue(filter.linksChanged().isEmpty(), "an erase of the line and a cleared screen take the links");
	}
}
