package ovvi.model.requests;

/**
 * What the ovvi command prints and exits with: the answer file's first line is the status, the
 * rest the message (stdout for 0, stderr otherwise).
 */
public record Answer(int status, String message) {

	public static final int DONE = 0;
	public static final int REFUSED = 1;
	public static final int WRONG_ARGUMENTS = 2;

	public static Answer done(String message) {
		return new Answer(DONE, message);
	}

	public static Answer refused(String message) {
		return new Answer(REFUSED, message);
	}

	public static Answer wrongArguments(String message) {
		return new Answer(WRONG_ARGUMENTS, message);
	}

	/** The answer file's content. */
	String fileText() {
		return status + "\n" + (message.isEmpty() ? "" : message.replace("\r", "") + "\n");
	}
}
