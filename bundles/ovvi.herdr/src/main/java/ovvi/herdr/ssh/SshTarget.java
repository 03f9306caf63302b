package ovvi.herdr.ssh;

import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import ovvi.herdr.exec.ExecException;

/**
 * Where to connect, as the user types it or ProxyJump lists it: {@code host}, {@code user@host},
 * {@code host:port}, {@code user@host:port}, {@code [::1]:port}. The host may be an alias of
 * ~/.ssh/config; a user or port given here wins over the config's, as on ssh's command line.
 *
 * @param user null for the config's User (or the local user)
 * @param port empty for the config's Port (or 22)
 */
public record SshTarget(String user, String host, OptionalInt port) {

	/** A target that is not one; the message says what is wrong, for the field it was typed in. */
	public static final class Invalid extends ExecException {
		private static final long serialVersionUID = 1L;

		Invalid(String message) {
			super(message);
		}
	}

	private static final Pattern USER = Pattern.compile("[A-Za-z0-9._][A-Za-z0-9._-]*");
	private static final Pattern HOST = Pattern.compile("[A-Za-z0-9_][A-Za-z0-9._-]*");
	private static final Pattern IPV6 = Pattern.compile("[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*(%[A-Za-z0-9._-]+)?");
	/** A bracketed host, then an optional port. */
	private static final Pattern BRACKETED = Pattern.compile("\\[([^\\]]*)\\](?::(.*))?");

	public static SshTarget parse(String typed) throws Invalid {
		if (typed == null || typed.isEmpty()) {
			throw new Invalid("No SSH target: type host, user@host or user@host:port.");
		}
		if (typed.chars().anyMatch(c -> Character.isWhitespace(c) || Character.isISOControl(c))) {
			throw new Invalid("\"" + typed + "\" is not an SSH target: it has a space or control character in it.");
		}
		int at = typed.indexOf('@');
		if (at != typed.lastIndexOf('@')) {
			throw new Invalid("\"" + typed + "\" is not an SSH target: it has more than one @.");
		}
		String user = at < 0 ? null : typed.substring(0, at);
		if (user != null && !USER.matcher(user).matches()) {
			throw new Invalid("\"" + typed + "\" is not an SSH target: \"" + user + "\" is no user name (letters, digits, . _ -).");
		}
		String rest = typed.substring(at + 1);
		String host;
		String port;
		Matcher bracketed = BRACKETED.matcher(rest);
		if (bracketed.matches()) {
			host = bracketed.group(1);
			port = bracketed.group(2);
			if (!IPV6.matcher(host).matches()) {
				throw new Invalid("\"" + typed + "\" is not an SSH target: only an IPv6 address goes in brackets.");
			}
		} else if (rest.indexOf(':') != rest.lastIndexOf(':')) {
			// an IPv6 address without brackets has no room for a port
			host = rest;
			port = null;
			if (!IPV6.matcher(host).matches()) {
				throw new Invalid("\"" + typed + "\" is not an SSH target: write an IPv6 address with a port as [address]:port.");
			}
		} else {
			int colon = rest.indexOf(':');
			host = colon < 0 ? rest : rest.substring(0, colon);
			port = colon < 0 ? null : rest.substring(colon + 1);
			if (!HOST.matcher(host).matches()) {
				throw new Invalid("\"" + typed + "\" is not an SSH target: \"" + host + "\" is no host name (letters, digits, . _ -).");
			}
		}
		return new SshTarget(user, host, port == null ? OptionalInt.empty() : OptionalInt.of(port(typed, port)));
	}

	private static int port(String typed, String port) throws Invalid {
		if (!port.matches("[0-9]{1,5}") || Integer.parseInt(port) < 1 || Integer.parseInt(port) > 65535) {
			throw new Invalid("\"" + typed + "\" is not an SSH target: the port \"" + port + "\" is not a TCP port (1 to 65535).");
		}
		return Integer.parseInt(port);
	}

	/** The target as messages name it, and as {@link #parse} reads it back. */
	@Override
	public String toString() {
		String where = host.indexOf(':') >= 0 && port.isPresent() ? "[" + host + "]" : host;
		return (user == null ? "" : user + "@") + where + (port.isPresent() ? ":" + port.getAsInt() : "");
	}
}
