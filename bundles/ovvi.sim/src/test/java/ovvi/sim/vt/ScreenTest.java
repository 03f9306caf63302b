package ovvi.sim.vt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScreenTest {

	private static List<String> texts(List<Line> lines) {
		return lines.stream().map(Line::text).toList();
	}

	@Test
	void wrapsScrollsAndKeepsHistory() {
		Screen s = new Screen(5, 3, null);
		s.feed("abcdefg\r\n1\r\n2\r\n3");
		assertEquals(List.of("fg", "1", "2", "3"), texts(s.history()).subList(1, 5));
		assertEquals("abcde", s.history().get(0).text());
		assertTrue(s.history().get(0).isWrapped());
		assertEquals(2, s.scrollbackRows());
		assertEquals(List.of("1", "2", "3"), texts(s.viewport()));
		s.setViewOffset(9);
		assertEquals(2, s.viewOffset());
		assertEquals(List.of("abcde", "fg", "1"), texts(s.viewport()));
	}

	@Test
	void cursorMotionEraseAndInsert() {
		Screen s = new Screen(10, 3, null);
		s.feed("hello\u001b[1;3Hxy\u001b[2;1Hline2\u001b[1;1H\u001b[2@\u001b[K");
		assertEquals("", s.viewport().get(0).text());
		s.feed("\u001b[2;3H\u001b[1P");
		assertEquals("lie2", s.viewport().get(1).text());
		s.feed("\u001b[2J");
		assertTrue(s.viewport().stream().allMatch(Line::isBlank));
	}

	@Test
	void alternateScreenHasNoHistoryAndRestoresMain() {
		Screen s = new Screen(10, 2, null);
		s.feed("one\r\ntwo\r\nthree");
		s.feed("\u001b[?1049h\u001b[HTUI");
		assertTrue(s.altScreen());
		assertEquals(0, s.scrollbackRows());
		assertEquals("TUI", s.viewport().get(0).text());
		s.feed("\u001b[?1049l");
		assertEquals(List.of("two", "three"), texts(s.viewport()));
	}

	@Test
	void modesTitlesAndColours() {
		Screen s = new Screen(20, 2, null);
		s.feed("\u001b[?2004h\u001b[?1h\u001b[?1000;1006h\u001b]0;\u2733 Claude Code\u0007\u001b[1;31mred\u001b[0m");
		assertTrue(s.bracketedPaste());
		assertTrue(s.appCursor());
		assertTrue(s.mouseReporting() && s.mouseSgr());
		assertEquals("\u2733 Claude Code", s.title());
		assertEquals("\u001b[0;1;31mred\u001b[0m", s.viewport().get(0).ansi(20));
		s.feed("\u001b[?2004l\u001b]2;t\u001b\\");
		assertFalse(s.bracketedPaste());
		assertEquals("t", s.title());
	}

	@Test
	void answersCursorPositionReports() {
		ByteArrayOutputStream replies = new ByteArrayOutputStream();
		Screen s = new Screen(10, 5, replies::writeBytes);
		s.feed("ab\r\nc\u001b[6n");
		assertEquals("\u001b[2;2R", replies.toString());
	}

	@Test
	void scrollRegionsScrollOnlyInside() {
		Screen s = new Screen(5, 4, null);
		s.feed("top\r\na\r\nb\r\nbot\u001b[2;3r\u001b[3;1H\n");
		assertEquals(List.of("top", "b", "", "bot"), texts(s.viewport()));
		assertEquals(0, s.scrollbackRows(), "lines scrolled out of a region do not go to history");
	}

	@Test
	void wideCharactersTakeTwoCellsAndCombiningMarksNone() {
		Screen s = new Screen(5, 2, null);
		s.feed("a\u4e2d\ud83d\ude00e\u0301x");
		assertEquals("a\u4e2d\ud83d\ude00", s.viewport().get(0).text());
		assertTrue(s.viewport().get(0).isWrapped());
		assertEquals("ex", s.viewport().get(1).text());
		assertEquals(2, s.cursor()[0]);
	}

	@Test
	void framesAreFullThenDiffs() {
		Screen s = new Screen(10, 2, null);
		FrameRenderer r = new FrameRenderer();
		s.feed("hi");
		FrameRenderer.Encoded full = r.render(s, 10, 2, true);
		assertTrue(full.full());
		assertTrue(full.ansi().startsWith("\u001b[?2026h\u001b[?25l"));
		assertEquals(null, r.render(s, 10, 2, false), "nothing changed, no frame");
		s.feed("\r\nyo");
		FrameRenderer.Encoded diff = r.render(s, 10, 2, false);
		assertFalse(diff.full());
		assertFalse(diff.ansi().contains("hi"));
		assertTrue(diff.ansi().contains("yo"));
		assertTrue(r.render(s, 12, 2, false).full(), "a new size repaints every cell");
	}

	/** The bytes herdr's render_ansi.rs writes for these cells, written out by hand from its code and tests. */
	@Test
	void aFrameCarriesHerdrsSgrFormsCursorShapeAndWideCharacters() {
		Screen s = new Screen(6, 2, null);
		s.feed("\u001b[38;2;255;128;0;48;2;0;0;128mA\u001b[0;38;5;196mB\u001b[4:3mC\u001b[0;7mD\u001b[0m\u4e2d"
				+ "\u001b[2;3H\u001b[5 q");
		String esc = "\u001b";
		String expected = esc + "[?2026h" + esc + "[?25l" + esc + "]8;;" + esc + "\\" + esc + "[2J"
				+ esc + "[1;1H" + esc + "[0;38;2;255;128;0;48;2;0;0;128mA"
				+ esc + "[0;38;5;196;49mB"
				+ esc + "[0;4:3;38;5;196;49mC"
				+ esc + "[0;7;39;49mD"
				+ esc + "[0;39;49m\u4e2d"
				+ esc + "[2;1H      "
				+ esc + "[0m"
				+ esc + "[2;3H" + esc + "[5 q" + esc + "[?25h" + esc + "[?2026l"
				+ esc + "[2;3H" + esc + "[?25h";
		FrameRenderer r = new FrameRenderer();
		assertEquals(expected, r.render(s, 6, 2, true).ansi());
		s.feed("\u001b[1;2H\u001b[1;3;9;38:2::1:2:3;100mX\u001b[?25l");
		assertEquals(esc + "[?2026h" + esc + "[?25l" + esc + "]8;;" + esc + "\\"
				+ esc + "[1;2H" + esc + "[0;1;3;9;38;2;1;2;3;100mX" + esc + "[0m"
				+ esc + "[1;3H" + esc + "[?25l" + esc + "[?2026l" + esc + "[1;3H" + esc + "[?25l",
				r.render(s, 6, 2, false).ansi(), "only the changed cell; the colon form of a true colour read");
	}

	@Test
	void underlineStylesAndColourFormsParse() {
		Screen s = new Screen(10, 1, null);
		s.feed("\u001b[4ma\u001b[4:2mb\u001b[4:5mc\u001b[4:0md\u001b[4;38:5:21me\u001b[24;48:2:9:8:7mf");
		assertEquals("\u001b[0;4ma\u001b[0;4:2mb\u001b[0;4:5mc\u001b[0md\u001b[0;4;38;5;21me"
				+ "\u001b[0;38;5;21;48;2;9;8;7mf\u001b[0m", s.viewport().get(0).ansi(10));
	}
}
