package ovvi.sim.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import ovvi.sim.vt.Screen;

class KeysTest {

	private static final String ESC = "\u001b";

	private static String keys(Screen s, String... names) {
		return Keys.encode(List.of(names), s);
	}

	@Test
	void legacyEncoding() {
		Screen s = new Screen(10, 2, null);
		assertEquals("\r" + ESC + "\u0003\t" + ESC + "[Z\u007f", keys(s, "enter", "esc", "ctrl+c", "tab", "shift+tab", "bs"));
		assertEquals(ESC + "[A" + ESC + "[1;5C" + ESC + "OP" + ESC + "[15;2~", keys(s, "up", "ctrl+right", "f1", "shift+f5"));
		assertEquals("A" + ESC + "x-+\u0003", keys(s, "A", "alt+x", "minus", "+", "C-c"));
		s.feed(ESC + "[?1h");
		assertEquals(ESC + "OA", keys(s, "up"));
	}

	@Test
	void kittyDisambiguatesWhenTheProgramAsks() {
		Screen s = new Screen(10, 2, null);
		s.feed(ESC + "[>1u");
		assertEquals(1, s.kittyFlags());
		assertEquals(ESC + "[27u" + ESC + "[99;5u" + ESC + "[115;6u" + "a" + "\r" + ESC + "[13;2u",
				keys(s, "esc", "ctrl+c", "ctrl+shift+s", "a", "enter", "shift+enter"));
		s.feed(ESC + "[<u");
		assertEquals(0, s.kittyFlags());
		assertEquals("\u0013", keys(s, "ctrl+shift+s"), "without the protocol a Ctrl chord gets its legacy byte");
	}

	@Test
	void unsupportedNamesFailBeforeAnythingIsEncoded() {
		Screen s = new Screen(10, 2, null);
		for (String bad : List.of("home", "end", "pageup", "pagedown", "delete", "insert", "prefix+c", "ctrl+")) {
			ApiError e = assertThrows(ApiError.class, () -> keys(s, "a", bad));
			assertEquals("invalid_key", e.code());
		}
	}

	@Test
	void superHyperAndTheWholeFunctionKeyRangeAsHerdrsGrammarHasThem() {
		Screen s = new Screen(10, 2, null);
		assertEquals(ESC + "[1;9A" + ESC + "[1;17D" + ESC + "[1;10P", keys(s, "cmd+up", "hyper+left", "super+shift+f1"));
		assertEquals(ESC + "[25~" + ESC + "[34;9~" + ESC + "[57398u", keys(s, "f13", "Command+F20", "f35"));
		assertEquals("s", keys(s, "cmd+s"), "a character has no legacy form for super: it goes plain");
		s.feed(ESC + "[>1u");
		assertEquals(ESC + "[115;9u" + ESC + "[13;17u", keys(s, "cmd+s", "hyper+enter"));
		assertEquals("invalid_key", assertThrows(ApiError.class, () -> keys(s, "f36")).code());
	}
}
