package ovvi.model.write;

import ovvi.herdr.api.HerdrErrorReply;
import ovvi.herdr.api.HerdrException;
import ovvi.herdr.api.HerdrTimeout;

/**
 * A write that did not happen, or happened only in part, as the user reads it: herdr's reason,
 * the host, where a multi-step write got to, and what to do next.
 */
public final class WriteFailure extends Exception {

	private static final long serialVersionUID = 1L;

	private final String host;
	private final String code;
	private final String reason;
	private final String whereItGotTo;

	public WriteFailure(String host, String code, String reason, String whereItGotTo, Throwable cause) {
		super(text(host, code, reason, whereItGotTo), cause);
		this.host = host;
		this.code = code;
		this.reason = reason;
		this.whereItGotTo = whereItGotTo;
	}

	/** @param whereItGotTo where a multi-step write left things ("the pane is now in tab w1:t3"), or null */
	static WriteFailure of(String host, HerdrException failure, String whereItGotTo) {
		return switch (failure) {
		case HerdrErrorReply refused -> new WriteFailure(host, refused.code(), refused.reason(), whereItGotTo, failure);
		case HerdrTimeout timeout -> new WriteFailure(host, "timeout", "herdr did not answer " + timeout.method(), whereItGotTo, failure);
		default -> new WriteFailure(host, null, failure.getMessage(), whereItGotTo, failure);
		};
	}

	private static String text(String host, String code, String reason, String whereItGotTo) {
		StringBuilder text = new StringBuilder();
		if (code != null && !code.equals("timeout")) {
			text.append("herdr refused: ").append(reason).append(" (").append(code).append(")");
		} else {
			text.append(reason);
		}
		text.append(" on ").append(host).append("timeout".equals(code) ? "; it may still happen." : ".");
		if (whereItGotTo != null) {
			text.append(' ').append(whereItGotTo).append('.');
		}
		return text.toString();
	}

	public String host() {
		return host;
	}

	/** herdr's error code (pane_not_found, …), "timeout", or null when herdr was not reached. */
	public String code() {
		return code;
	}

	public String reason() {
		return reason;
	}

	/** Where a multi-step write stopped, or null. */
	public String whereItGotTo() {
		return whereItGotTo;
	}
}
