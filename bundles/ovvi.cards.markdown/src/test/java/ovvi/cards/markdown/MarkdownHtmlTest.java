package ovvi.cards.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Markdown as the card's page: headings and links render, a README's own HTML and scripts do not. */
class MarkdownHtmlTest {

	@Test
	void aHeadingAndALinkRender() {
		assertEquals("<h1>Ovvi</h1>\n<p>See <a rel=\"nofollow\" href=\"https://example.org/a?b=1&amp;c=2\">the site</a>.</p>\n",
				MarkdownHtml.body("# Ovvi\n\nSee [the site](https://example.org/a?b=1&c=2)."));
	}

	@Test
	void rawHtmlIsShownAsTextNotRun() {
		String body = MarkdownHtml.body("<script>alert(1)</script>\n\nText <img src=x onerror=alert(2)> here.");
		assertFalse(body.contains("<script"), body);
		assertFalse(body.contains("<img"), body);
		assertTrue(body.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), body);
		assertTrue(body.contains("&lt;img src=x onerror=alert(2)&gt;"), body);
	}

	@Test
	void scriptAddressesAreDropped() {
		String body = MarkdownHtml.body("[click](javascript:alert(1)) ![x](vbscript:run)");
		assertFalse(body.toLowerCase().contains("javascript:"), body);
		assertFalse(body.toLowerCase().contains("vbscript:"), body);
		assertTrue(body.contains(">click</a>"), body);
	}

	@Test
	void thePageLoadsNothingFromOutside() {
		String page = MarkdownHtml.page("![tracker](https://example.org/pixel.png)");
		assertTrue(page.contains("content=\"default-src 'none'; style-src 'unsafe-inline'\""), page);
		assertTrue(page.startsWith("<!DOCTYPE html>"), page);
		assertTrue(page.endsWith("</body></html>\n"), page);
	}
}
