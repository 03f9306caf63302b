package ovvi.herdr.api;

import java.time.Duration;

/**
 * herdr did not answer in time; the connection is closed. What the user sees depends on what was
 * asked: a write shows the notice "herdr did not answer" with no Retry (it may have happened), a
 * read shows Reconnecting.
 */
public final class HerdrTimeout extends HerdrException {

	private static final long serialVersionUID = 1L;

	/** What the timed-out call was, which decides what the user sees. */
	public enum Kind {
		/** A call that changes herdr's state: notice "herdr did not answer", no Retry. */
		WRITE,
		/** A call that only reads: the page shows Reconnecting. */
		READ
	}

	private final String method;
	private final Kind kind;
	private final boolean requestSent;

	public HerdrTimeout(String target, String method, Kind kind, boolean requestSent, Duration after) {
		super(kind == Kind.WRITE
				? "herdr did not answer " + method + " on " + target + " within " + after.toSeconds() + " s; "
						+ (requestSent ? "it may still happen" : "it was not sent")
				: "herdr on " + target + " did not answer " + method + " within " + after.toSeconds() + " s; reconnecting");
		this.method = method;
		this.kind = kind;
		this.requestSent = requestSent;
	}

	public String method() {
		return method;
	}

	public Kind kind() {
		return kind;
	}

	/** Whether the whole request line had been written when time ran out. */
	public boolean requestSent() {
		return requestSent;
	}
}
