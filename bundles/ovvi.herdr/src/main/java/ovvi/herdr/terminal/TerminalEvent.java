package ovvi.herdr.terminal;

/** What a terminal stream delivers: frames and notes of ignored input, then exactly one end. */
public sealed interface TerminalEvent {

	/**
	 * ANSI bytes that redraw the card: the whole screen when {@code full}, else the cells that
	 * changed. A control frame's width and height are the PTY's real size.
	 */
	record Frame(long seq, int width, int height, boolean full, byte[] ansi) implements TerminalEvent {
	}

	/**
	 * herdr did not take a line of input, a paste or keys (its write queue to the program was
	 * full); the stream goes on.
	 *
	 * @param reason herdr's words
	 */
	record InputIgnored(String reason) implements TerminalEvent {
	}

	/**
	 * The stream's end, once.
	 *
	 * @param reason herdr's words, or what happened when herdr gave none
	 */
	record Closed(StreamEnd end, String reason) implements TerminalEvent {
	}
}
