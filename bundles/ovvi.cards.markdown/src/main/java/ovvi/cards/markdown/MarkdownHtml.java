package ovvi.cards.markdown;

import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;

/**
 * Markdown as the page the card shows (CommonMark, by commonmark-java). A README is anybody's
 * text: its raw HTML is shown as text, not markup, and the addresses of links and pictures other
 * than http(s), mailto and data: are dropped (no javascript:); the page's policy loads nothing from
 * anywhere, pictures included, so opening a README tells nobody it was read.
 */
final class MarkdownHtml {

	private static final Parser PARSER = Parser.builder().build();
	private static final HtmlRenderer RENDERER = HtmlRenderer.builder().escapeHtml(true).sanitizeUrls(true).build();
	private static final String HEAD = """
			<!DOCTYPE html>
			<html><head><meta charset="utf-8">
			<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
			<style>
			body { font-family: sans-serif; line-height: 1.5; max-width: 50em; margin: 1em auto; padding: 0 1em; }
			pre, code { font-family: monospace; background: #f3f3f3; }
			pre { padding: 0.5em; overflow-x: auto; }
			blockquote { margin-left: 0; padding-left: 1em; border-left: 3px solid #ccc; color: #555; }
			</style></head><body>
			""";

	private MarkdownHtml() {
	}

	/** The body's HTML alone. */
	static String body(String markdown) {
		return RENDERER.render(PARSER.parse(markdown));
	}

	/** A whole page. */
	static String page(String markdown) {
		return HEAD + body(markdown) + "</body></html>\n";
	}
}
