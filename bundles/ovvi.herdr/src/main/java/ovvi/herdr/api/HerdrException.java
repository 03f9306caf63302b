package ovvi.herdr.api;

/**
 * A herdr request or stream that did not give what was asked. Each kind says what the user sees
 * and what the caller can do next; the message is meant for the user: herdr's reason, the
 * machine, and the next step.
 */
public abstract sealed class HerdrException extends Exception
		permits HerdrErrorReply, HerdrTimeout, HerdrNotRunning, HerdrUnreachable, HerdrBadReply, HerdrNotInstalled {

	private static final long serialVersionUID = 1L;

	protected HerdrException(String message) {
		super(message);
	}

	protected HerdrException(String message, Throwable cause) {
		super(message, cause);
	}
}
