package ovvi.cards.browser;

/** Text as a JavaScript string literal, so no text a user types becomes script. */
final class JsStrings {

	private JsStrings() {
	}

	static String quote(String text) {
		StringBuilder out = new StringBuilder("\"");
		for (char c : text.toCharArray()) {
			if (c == '"' || c == '\\') {
				out.append('\\').append(c);
			} else if (c < 0x20 || c == 0x2028 || c == 0x2029 || c == '<') {
				out.append(String.format("\\u%04x", (int) c));
			} else {
				out.append(c);
			}
		}
		return out.append('"').toString();
	}
}
