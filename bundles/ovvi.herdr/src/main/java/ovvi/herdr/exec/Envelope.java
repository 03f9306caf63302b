package ovvi.herdr.exec;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;

/**
 * The one command string Ovvi sends to a remote login shell. ssh hands a single string to the
 * machine's login shell (bash, zsh, fish, ...), whose quoting rules differ, so the real command
 * travels as base64 (only A-Z a-z 0-9 + / =, which every shell passes through unchanged) and a
 * POSIX sh decodes and runs it. Inside, every argv element is single-quoted: the only place where
 * data becomes shell text.
 *
 * <p>Linux limits one exec argument to 128 KiB, and the envelope is one argument of the login shell.
 * A command too large for that travels as the first line of stdin instead, read by sh's own
 * {@code read}, which stops at the newline and so leaves the rest of stdin to the command.
 */
public record Envelope(String commandLine, String stdinLine) {

	static final String INLINE = "sh -c 'eval \"$(printf %s \"$1\" | base64 -d)\"' sh ";
	static final String FROM_STDIN = "sh -c 'IFS= read -r c; eval \"$(printf %s \"$c\" | base64 -d)\"'";
	/** Leaves room under 128 KiB for the login shell's own use of the string. */
	static final int MAX_INLINE_BASE64 = 120 * 1024;

	public static Envelope of(List<String> argv) {
		String encoded = Base64.getEncoder().encodeToString(posixCommand(argv).getBytes(StandardCharsets.UTF_8));
		if (encoded.length() <= MAX_INLINE_BASE64) {
			return new Envelope(INLINE + encoded, null);
		}
		return new Envelope(FROM_STDIN, encoded);
	}

	/** argv as POSIX sh text: each element single-quoted, separated by spaces. */
	static String posixCommand(List<String> argv) {
		List<String> checked = Argv.check(argv);
		StringBuilder command = new StringBuilder();
		for (String element : checked) {
			if (!command.isEmpty()) {
				command.append(' ');
			}
			command.append('\'').append(element.replace("'", "'\\''")).append('\'');
		}
		return command.toString();
	}
}
