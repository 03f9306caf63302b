package ovvi.herdr.api;

/** herdr's answer could not be understood (not JSON, or neither a result nor an error). */
public final class HerdrBadReply extends HerdrException {

	private static final long serialVersionUID = 1L;

	public HerdrBadReply(String target, String method, String reply, Throwable cause) {
		super("herdr on " + target + " answered " + method + " with something Ovvi cannot read: " + excerpt(reply), cause);
	}

	private HerdrBadReply(String message) {
		super(message);
	}

	/** An answer that lacks what Ovvi needs from it. */
	static HerdrBadReply incomplete(String target, String method, String missing) {
		return new HerdrBadReply("herdr on " + target + " answered " + method + " with " + missing);
	}

	private static String excerpt(String reply) {
		return reply.length() <= 200 ? reply : reply.substring(0, 200) + "…";
	}
}
