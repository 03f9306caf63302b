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
		assertEquals(PlaceCards.EXPLORER, PlaceCards.forPath("/src.png", true));
		assertEquals(PlaceCards.IMAGE, PlaceCards.forPath("/a/logo.gif", false));
		assertEquals(PlaceCards.TEXT, PlaceCards.forPath("/a/Makefile", false));
	}
}
