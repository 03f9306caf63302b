package ovvi.herdr.api;

/** The session's server is not running on the machine. */
public final class HerdrNotRunning extends HerdrException {

	private static final long serialVersionUID = 1L;

	private final String session;

	public HerdrNotRunning(String target, String session) {
		super("herdr session " + session + " is not running on " + target + "; open it to start it");
		this.session = session;
	}

	public String session() {
		return session;
	}
}
