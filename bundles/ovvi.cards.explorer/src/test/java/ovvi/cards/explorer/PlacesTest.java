package ovvi.cards.explorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PlacesTest {

	@Test
	void foldersAndTheirLabelsPlaces() {
		assertEquals("/a b/c", Places.folder("/a b/c//"));
		assertEquals("/", Places.folder("/"));
		assertEquals("/a b/c/", Places.explorerPlace("/a b/c"));
		assertEquals("/", Places.explorerPlace("/"));
		assertEquals("/x", Places.child("/", "x"));
		assertEquals("/a/x 'y'", Places.child("/a", "x 'y'"));
		assertEquals("/", Places.parent("/a"));
		assertEquals("/a", Places.parent("/a/b"));
		assertEquals("b ü", Places.name("/a/b ü/"));
		assertEquals("/", Places.name("/"));
	}

	@Test
	void namesALabelCannotHold() {
		assertFalse(Places.labelled("/a/line\nbreak"));
		assertTrue(Places.labelled("/a/ünïcödé 'quoted'"));
	}
}
