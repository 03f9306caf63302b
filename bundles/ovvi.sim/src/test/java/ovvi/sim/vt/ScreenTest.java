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
    void framesAreFullThenDiffs() {
        Screen s = new Screen(10, 2, null);
        FrameRenderer r = new FrameRenderer();
        s.feed("hi");
        String full = r.render(s, 10, 2, true);
        assertTrue(full.startsWith("\u001b[?2026h\u001b[?25l"));
        assertTrue(full.endsWith("\u001b[?2026l"));
        assertEquals(null, r.render(s, 10, 2, false), "nothing changed, no frame");
        s.feed("\r\nyo");
        String diff = r.render(s, 10, 2, false);
        assertFalse(diff.contains("hi"));
        assertTrue(diff.contains("yo"));
    }
}
