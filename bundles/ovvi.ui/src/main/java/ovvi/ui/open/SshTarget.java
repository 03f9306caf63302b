package ovvi.ui.open;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A typed SSH target, {@code [user@]host[:port]}, checked before any connection is tried. */
public record SshTarget(String user, String host, int port) {

	private static final Pattern FORM = Pattern.compile("(?:([A-Za-z0-9._][A-Za-z0-9._-]*)@)?([A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?)(?::(\\d{1,5}))?");

	/** Thrown with a sentence the dialog shows under the field. */
	public static final class Invalid extends Exception {
		private static final long serialVersionUID = 1L;

		Invalid(String message) {
			super(message);
		}
	}

	public static SshTarget parse(String typed) throws Invalid {
		String text = typed.strip();
		if (text.isEmpty()) {
			throw new Invalid("Type a host as user@host or host, or pick one from ~/.ssh/config.");
		}
		Matcher form = FORM.matcher(text);
		if (!form.matches()) {
			throw new Invalid("\"" + text + "\" is not an SSH target: type user@host, host or host:port"
					+ " (letters, digits, dots and dashes; no spaces).");
		}
		int port = 22;
		if (form.group(4) != null) {
			port = Integer.parseInt(form.group(4));
			if (port < 1 || port > 65535) {
				throw new Invalid("Port " + form.group(4) + " is not a TCP port (1 to 65535).");
			}
		}
		return new SshTarget(form.group(1), form.group(2), port);
	}

	/** The target as the transport takes it: {@code user@host} or {@code host}. */
	public String connectionTarget() {
		return user == null ? host : user + "@" + host;
	}
}
