package ovvi.sim.vt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import ovvi.sim.vt.ViewportLink.Region;

class ViewportLinkTest {

	private static final String OPEN = "\u001b]8;;", ST = "\u001b\\", CLOSE = "\u001b]8;;\u001b\\";

	@Test
	void anOsc8LinkIsFoundFromAnyOfItsCellsAndItsTextIsNotItsAddress() {
		Screen s = new Screen(20, 3, null);
		s.feed("see " + OPEN + "http://h/r" + ST + "the report" + CLOSE + " now");
		for (int col : new int[] { 4, 9, 13 }) {
			ViewportLink link = ViewportLink.at(s.viewport(), col, 0);
			assertEquals("http://h/r", link.target());
			assertEquals(List.of(new Region(0, 4, 13)), link.regions());
		}
		assertNull(ViewportLink.at(s.viewport(), 3, 0), "the blank before it");
		assertNull(ViewportLink.at(s.viewport(), 14, 0), "the blank after it");
		assertNull(ViewportLink.at(s.viewport(), 0, 2), "an empty row");
		assertNull(ViewportLink.at(s.viewport(), 25, 0), "past the row");
		assertNull(ViewportLink.at(s.viewport(), 0, 7), "below the viewport");
	}

	@Test
	void aWideCharacterBeforeTheLinkTakesTwoColumns() {
		Screen s = new Screen(20, 2, null);
		s.feed("漢字 " + OPEN + "file:///tmp/a.txt" + ST + "a" + CLOSE);
		ViewportLink link = ViewportLink.at(s.viewport(), 5, 0);
		assertEquals("file:///tmp/a.txt", link.target());
		assertEquals(List.of(new Region(0, 5, 5)), link.regions());
	}

	@Test
	void aWideCharacterInsideTheLinkCoversBothItsCells() {
		Screen s = new Screen(20, 2, null);
		s.feed(OPEN + "http://h/" + ST + "漢x" + CLOSE);
		assertEquals(List.of(new Region(0, 0, 2)), ViewportLink.at(s.viewport(), 1, 0).regions());
	}

	@Test
	void aLinkWrappedOntoTheNextRowHasOneRegionPerRow() {
		Screen s = new Screen(10, 3, null);
		s.feed("1234567" + OPEN + "http://h/w" + ST + "wrapped" + CLOSE);
		ViewportLink fromSecondRow = ViewportLink.at(s.viewport(), 1, 1);
		assertEquals(List.of(new Region(0, 7, 9), new Region(1, 0, 3)), fromSecondRow.regions());
		assertEquals(fromSecondRow.regions(), ViewportLink.at(s.viewport(), 8, 0).regions());
	}

	@Test
	void sgrLeavesTheLinkOpenAndASecondTargetIsASecondLink() {
		Screen s = new Screen(20, 2, null);
		s.feed(OPEN + "http://a/" + ST + "ab\u001b[0m\u001b[1mcd" + OPEN + "http://b/" + ST + "ef" + CLOSE);
		assertEquals(List.of(new Region(0, 0, 3)), ViewportLink.at(s.viewport(), 0, 0).regions());
		assertEquals("http://b/", ViewportLink.at(s.viewport(), 4, 0).target());
		assertEquals(List.of(new Region(0, 4, 5)), ViewportLink.at(s.viewport(), 5, 0).regions());
	}

	@Test
	void aPlainAddressIsFoundOnItsRowWithoutTrailingPunctuation() {
		Screen s = new Screen(60, 2, null);
		s.feed("(see https://example.com/a_(b).) ok");
		ViewportLink link = ViewportLink.at(s.viewport(), 10, 0);
		assertEquals("https://example.com/a_(b)", link.target());
		assertEquals(List.of(new Region(0, 5, 29)), link.regions());
		assertNull(ViewportLink.at(s.viewport(), 1, 0), "\"see\" is no address");
		assertNull(ViewportLink.at(s.viewport(), 31, 0), "the closer cut off the address");
	}

	@Test
	void framesCarryTheLinkAsHerdrsRendererWritesIt() {
		Screen s = new Screen(20, 2, null);
		s.feed("x" + OPEN + "http://h/r" + ST + "ab" + CLOSE + "y");
		FrameRenderer renderer = new FrameRenderer();
		String frame = renderer.render(s, 20, 2, false).ansi();
		assertTrue(frame.contains("x" + OPEN + "http://h/r" + ST + "ab" + CLOSE + "y"), frame.replace('\u001b', '^'));
		s.feed("\u001b[1;3H" + OPEN + "http://h/z" + ST + "Z" + CLOSE);
		String diff = renderer.render(s, 20, 2, false).ansi();
		assertTrue(diff.contains(OPEN + "http://h/z" + ST + "Z" + CLOSE), diff.replace('\u001b', '^'));
	}
}
