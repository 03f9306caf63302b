package ovvi.cards.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class AddressesTest {

	@Test
	void webAddressesAreLoadedAsTyped() {
		assertEquals("https://example.com/a?b=c", Addresses.of("  https://example.com/a?b=c "));
		assertEquals("http://127.0.0.1:8080/", Addresses.of("http://127.0.0.1:8080/"));
		assertEquals("about:blank", Addresses.of("about:blank"));
	}

	@Test
	void aHostWithoutASchemeIsHttpsExceptThisComputersOwn() {
		assertEquals("https://example.com", Addresses.of("example.com"));
		assertEquals("http://localhost:3000", Addresses.of("localhost:3000"));
		assertEquals("http://127.0.0.1:5173/app", Addresses.of("127.0.0.1:5173/app"));
	}

	@Test
	void aLocalFileIsAFileUri() {
		assertEquals("file:///tmp/a%20page.html", Addresses.of("/tmp/a page.html"));
		assertTrue(Addresses.of("~/x.html").startsWith("file:///"));
	}

	@Test
	void whatNoBrowserCanLoadIsRefusedWithTheReason() {
		assertTrue(assertThrows(IllegalArgumentException.class, () -> Addresses.of("  ")).getMessage().contains("Type a web address"));
		assertTrue(assertThrows(IllegalArgumentException.class, () -> Addresses.of("not an address")).getMessage().contains("not a web address"));
		assertTrue(assertThrows(IllegalArgumentException.class, () -> Addresses.of("https://exa mple.com/")).getMessage().contains("not a web address"));
	}

	@Test
	void typedTextBecomesAStringLiteralNeverScript() {
		assertEquals("\"a\\\"b\\\\c\\u000a\\u003c/script>\"", JsStrings.quote("a\"b\\c\n</script>"));
	}
}
