package ovvi.herdr.ssh;

import java.util.regex.Pattern;

/** A failure's own words for a message, without the Java class names JSch puts in them. */
final class SshWords {

	/** "java.io.FileNotFoundException: ", "com.jcraft.jsch.JSchException: " and the like. */
	private static final Pattern CLASS_NAME = Pattern.compile("\\b(?:[a-z][a-z0-9_]*\\.)+[A-Z][A-Za-z0-9_$]*(?:Exception|Error)\\b:?\\s*");
	private static final Pattern JSCH_PREFIX = Pattern.compile("^(?:Session\\.connect|session is down|Packet corrupt)?:\\s*");

	private SshWords() {
	}

	static String of(Throwable failure) {
		String message = failure.getMessage();
		for (Throwable cause = failure.getCause(); (message == null || message.isBlank()) && cause != null; cause = cause.getCause()) {
			message = cause.getMessage();
		}
		if (message == null || message.isBlank()) {
			return "no reason given";
		}
		String words = JSCH_PREFIX.matcher(CLASS_NAME.matcher(message).replaceAll("").strip()).replaceFirst("");
		return words.isBlank() ? "no reason given" : words;
	}
}
