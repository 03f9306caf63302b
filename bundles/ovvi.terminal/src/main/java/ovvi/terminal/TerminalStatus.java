package ovvi.terminal;

/**
 * What a terminal card shows besides the terminal itself.
 *
 * @param message herdr's reason or what to do next; empty when the card is live
 */
public record TerminalStatus(State state, String message) {

	public enum State {
		/** No stream yet: the card waits for its first size, or for the stream's first frame. */
		CONNECTING,
		/** A control stream: keys go to the pane. */
		LIVE,
		/** Another device controls the pane: the card watches and offers Take Back. */
		WATCHING,
		/**
		 * Another window of this app controls the session: the card watches, dimmed, with no
		 * label of its own; its window's control capsule offers Take Back.
		 */
		OTHER_WINDOW,
		/** The stream failed: herdr's reason and Retry; it opens again by itself every 5 s. */
		FAILED,
		/** The terminal is gone (closed or exited): the snapshot will drop the card. */
		GONE
	}

	static final TerminalStatus CONNECTING = new TerminalStatus(State.CONNECTING, "");
	static final TerminalStatus LIVE = new TerminalStatus(State.LIVE, "");
	static final TerminalStatus IN_USE_ELSEWHERE = new TerminalStatus(State.WATCHING, Messages.Terminal_inUseElsewhere);
	static final TerminalStatus IN_ANOTHER_WINDOW = new TerminalStatus(State.OTHER_WINDOW, Messages.Terminal_inAnotherWindow);
}
