package ovvi.herdr.api;

/** herdr answered with an error: its code (e.g. {@code pane_not_found}) and its reason. */
public final class HerdrErrorReply extends HerdrException {

	private static final long serialVersionUID = 1L;

	private final String method;
	private final String code;
	private final String reason;

	public HerdrErrorReply(String method, String code, String reason) {
		super("herdr refused " + method + ": " + reason + " (" + code + ")");
		this.method = method;
		this.code = code;
		this.reason = reason;
	}

	public String method() {
		return method;
	}

	public String code() {
		return code;
	}

	/** herdr's own words. */
	public String reason() {
		return reason;
	}
}
