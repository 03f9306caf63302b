package ovvi.cards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PlaceCardsTest {

	@Test
	void picturesByTheirExtension() {
		assertTrue(PlaceCards.picture("Photo.JPG"));
		assertTrue(PlaceCards.picture("/a/b.c/shot.png"));
		assertFalse(PlaceCards.picture(".png"));
		assertFalse(PlaceCards.picture("/a/.png"));
		assertFalse(PlaceCards.picture("notes.txt"));
	}

	@Test
	void aFolderOpensInTheExplorerAPictureInTheImageCardAnyOtherFileAsText() {
		assertEquals(PlaceCards.EXPLORER, PlaceCards.forFile("/src.png", true, true).plugin());
		assertEquals("/src.png/", PlaceCards.forFile("/src.png", true, true).place());
		assertEquals("/a/", PlaceCards.forFile("/a/", true, false).place());
		assertEquals(PlaceCards.IMAGE, PlaceCards.forFile("/a/logo.gif", false, true).plugin());
		assertEquals(PlaceCards.TEXT, PlaceCards.forFile("/a/Makefile", false, true).plugin());
		assertEquals("/a/Makefile", PlaceCards.forFile("/a/Makefile", false, true).place());
	}

	@Test
	void htmlOfThisComputerOpensInTheBrowserAsAFileAddressAndOfAnotherMachineAsText() {
		CardLabel page = PlaceCards.forFile("/tmp/my report ü/Index.HTML", false, true);
		assertEquals(PlaceCards.BROWSER, page.plugin());
		assertEquals("file:///tmp/my%20report%20%C3%BC/Index.HTML", page.place());
		CardLabel remote = PlaceCards.forFile("/srv/site/index.html", false, false);
		assertEquals(PlaceCards.TEXT, remote.plugin());
		assertEquals("/srv/site/index.html", remote.place());
	}
}
