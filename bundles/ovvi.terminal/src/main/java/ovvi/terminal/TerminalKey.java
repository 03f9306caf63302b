package ovvi.terminal;

import java.util.Arrays;

/**
 * One input of a card as the terminal sends it: typed text goes on the stream as it is, a special
 * key goes to herdr by name (herdr encodes it for the program's input modes), the keys herdr's
 * {@code pane.send_keys} refuses (Home, End, Page Up/Down, Delete, Insert) go as their bytes, and
 * pastes, clicks and wheel turns go as herdr's own commands.
 */
public sealed interface TerminalKey {

	record Text(byte[] utf8) implements TerminalKey {
		@Override
		public boolean equals(Object other) {
			return other instanceof Text text && Arrays.equals(utf8, text.utf8);
		}

		@Override
		public int hashCode() {
			return Arrays.hashCode(utf8);
		}

		@Override
		public String toString() {
			return "Text[" + new String(utf8, java.nio.charset.StandardCharsets.UTF_8) + "]";
		}
	}

	/** A key in herdr's grammar, such as {@code up}, {@code ctrl+c} or {@code shift+tab}. */
	record Named(String name) implements TerminalKey {
	}

	/** The key's own escape sequence, written on the stream. */
	record Bytes(String sequence) implements TerminalKey {
	}

	/** A paste, click or wheel turn: its own line on the stream, in order with the keys around it. */
	record Line(ovvi.herdr.terminal.TerminalInput input) implements TerminalKey {
	}
}
