package ovvi.herdr.api;

/** herdr's socket could not be reached, for a reason other than a stopped session. */
public final class HerdrUnreachable extends HerdrException {

	private static final long serialVersionUID = 1L;

	public enum Why {
		/** The machine itself: SSH could not connect, log in, or trust its host key. */
		MACHINE,
		/** The socket refused the connection although herdr lists the session as running. */
		SOCKET,
		/** The host's sshd does not forward unix sockets; there is no fallback. */
		FORWARDING_REFUSED,
		/** herdr closed the connection without an answer. */
		NO_ANSWER
	}

	private final Why why;

	public HerdrUnreachable(Why why, String message, Throwable cause) {
		super(message, cause);
		this.why = why;
	}

	public Why why() {
		return why;
	}

	static HerdrUnreachable forwardingRefused(String target) {
		return new HerdrUnreachable(Why.FORWARDING_REFUSED,
				target + " refuses to forward herdr's socket: Ovvi needs sshd's AllowStreamLocalForwarding", null);
	}
}
