package ovvi.cards.markdown;

import java.util.Locale;

/**
 * Where the card's page may go: nowhere but the rendered file. A clicked web link opens in a
 * browser card instead, and any other address (a relative link, mailto:) goes nowhere.
 */
final class PageLinks {

	/** Where WebKit says a page given as text is. */
	private static final String RENDERED = "about:blank";

	private PageLinks() {
	}

	/** Whether the page may load the location: the rendered text itself, or a place in it. */
	static boolean stays(String location) {
		return location.equals(RENDERED) || location.startsWith(RENDERED + "#");
	}

	/** Whether a browser card shows the location. */
	static boolean web(String location) {
		String lower = location.toLowerCase(Locale.ROOT);
		return lower.startsWith("http://") || lower.startsWith("https://");
	}
}
