package ovvi.sim.server;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * herdr's paste through terminal.input (after 0.8.2, PROTOCOL.md §9.3): a payload that is exactly
 * one bracketed paste is delivered as a paste, with its brackets only when the program turned
 * bracketed paste on.
 */
final class Paste {

	private static final byte[] START = "\u001b[200~".getBytes(StandardCharsets.US_ASCII);
	private static final byte[] END = "\u001b[201~".getBytes(StandardCharsets.US_ASCII);

	private Paste() {
	}

	static byte[] delivered(byte[] input, boolean bracketedPaste) {
		if (bracketedPaste || !isOnePaste(input)) {
			return input;
		}
		return Arrays.copyOfRange(input, START.length, input.length - END.length);
	}

	static boolean isOnePaste(byte[] input) {
		if (input.length < START.length + END.length
				|| !Arrays.equals(input, 0, START.length, START, 0, START.length)
				|| !Arrays.equals(input, input.length - END.length, input.length, END, 0, END.length)) {
			return false;
		}
		String inner = new String(input, START.length, input.length - START.length - END.length, StandardCharsets.ISO_8859_1);
		return !inner.contains("\u001b[200~") && !inner.contains("\u001b[201~");
	}
}
