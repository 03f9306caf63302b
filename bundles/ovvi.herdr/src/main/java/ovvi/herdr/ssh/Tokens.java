package ovvi.herdr.ssh;

import java.nio.file.Path;

/**
 * OpenSSH's % tokens and ~ for one connection, with ~ and %d from the home the config was read
 * from (which need not be the account's home from the password database that ssh itself uses).
 */
record Tokens(Path home, String hostName, String alias, int port, String user) {

	/** A path option: ~ and the tokens expanded, relative to the home as OpenSSH's are. */
	Path path(String value) {
		String expanded = expand(value.equals("~") ? home.toString() : value.startsWith("~/") ? home + value.substring(1) : value);
		return home.resolve(expanded);
	}

	/**
	 * The tokens ssh expands in a ProxyCommand: %h the host name, %n the name as given, %p, %r
	 * the remote user, %u the local user, %d the home, %% a percent sign.
	 *
	 * @throws IllegalArgumentException a token Ovvi does not expand, named
	 */
	String expand(String text) {
		StringBuilder out = new StringBuilder();
		for (int i = 0; i < text.length(); i++) {
			char c = text.charAt(i);
			if (c != '%') {
				out.append(c);
				continue;
			}
			if (++i == text.length()) {
				throw new IllegalArgumentException("it ends in a lone %");
			}
			char token = text.charAt(i);
			out.append(switch (token) {
			case '%' -> "%";
			case 'h' -> hostName;
			case 'n' -> alias;
			case 'p' -> Integer.toString(port);
			case 'r' -> user;
			case 'u' -> System.getProperty("user.name");
			case 'd' -> home.toString();
			default -> throw new IllegalArgumentException("it uses %" + token + ", which Ovvi does not expand (it does %h %n %p %r %u %d %%)");
			});
		}
		return out.toString();
	}
}
