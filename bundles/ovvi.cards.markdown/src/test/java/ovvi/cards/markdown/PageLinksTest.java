package ovvi.cards.markdown;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The page stays on the rendered file; web links are for a browser card, and nothing else opens. */
class PageLinksTest {

	@Test
	void onlyTheRenderedTextAndPlacesInItLoad() {
		assertTrue(PageLinks.stays("about:blank"));
		assertTrue(PageLinks.stays("about:blank#usage"));
		assertFalse(PageLinks.stays("https://example.org/"));
		assertFalse(PageLinks.stays("file:///etc/passwd"));
		assertFalse(PageLinks.stays("about:blankx"));
	}

	@Test
	void webAddressesGoToABrowserCard() {
		assertTrue(PageLinks.web("https://example.org/"));
		assertTrue(PageLinks.web("HTTP://example.org/"));
		assertFalse(PageLinks.web("mailto:someone@example.org"));
		assertFalse(PageLinks.web("file:///etc/passwd"));
		assertFalse(PageLinks.web("docs/usage.md"));
	}
}
