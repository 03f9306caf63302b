package ovvi.herdr.ssh;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * What the user's SSH config says for one target, as {@code ssh -G} (or JSch, without OpenSSH)
 * resolved it, with paths expanded from the home the config was read from.
 *
 * @param identityAgent the agent's socket, or null for none
 * @param proxyCommand the user's ProxyCommand with its tokens left in, or null for none
 * @param connectTimeout null for Ovvi's own bound
 * @param serverAliveInterval zero when the config sets none
 * @param hostKeyAlias the name known_hosts knows the host by, or null for the host itself
 * @param unhonoured one line per setting of the config that JSch cannot honour, naming it
 * @param needsOpenSsh the config changes how the login itself works in a way JSch cannot follow (a
 *        token, a FIDO provider, a passed descriptor), so only OpenSSH's client can log in as the user's does
 */
record HostConfig(String hostName, int port, String user, List<Path> identityFiles, boolean identitiesOnly, Path identityAgent,
		List<Path> certificateFiles, List<String> proxyJump, String proxyCommand, Duration serverAliveInterval,
		int serverAliveCountMax, Duration connectTimeout, List<Path> userKnownHostsFiles, String strictHostKeyChecking,
		boolean hashKnownHosts, boolean batchMode, boolean passwordAuthentication, boolean kbdInteractiveAuthentication,
		int numberOfPasswordPrompts, String hostKeyAlias, List<String> unhonoured, boolean needsOpenSsh) {

	/**
	 * The config from its options, keyed in lower case as {@code ssh -G} prints them; what they
	 * leave out takes OpenSSH's default.
	 */
	static HostConfig of(Map<String, List<String>> options, SshTarget target, SshSettings settings) {
		Options o = new Options(options);
		String hostName = o.one("hostname", target.host());
		int port = target.port().orElse(Integer.parseInt(o.one("port", "22")));
		String user = target.user() != null ? target.user() : o.one("user", System.getProperty("user.name"));
		Tokens tokens = new Tokens(settings.home(), hostName, target.host(), port, user);
		// "IdentityFile none" names no key file at all, not the default ones
		List<String> identityFiles = o.all("identityfile");
		List<Path> identities = identityFiles.stream().filter(file -> !file.equalsIgnoreCase("none")).map(tokens::path).toList();
		String agent = o.one("identityagent", "SSH_AUTH_SOCK");
		Path agentSocket = switch (agent) {
		case "none" -> null;
		case "SSH_AUTH_SOCK" -> settings.agentSocket();
		default -> agent.startsWith("$") ? settings.agentSocket() : tokens.path(agent);
		};
		String jump = o.one("proxyjump", "none");
		String command = o.one("proxycommand", "none");
		List<String> knownHosts = o.all("userknownhostsfile").stream().flatMap(files -> Arrays.stream(files.split("\\s+"))).toList();
		return new HostConfig(hostName, port, user,
				identityFiles.isEmpty() ? settings.defaultIdentities() : identities,
				o.yes("identitiesonly"), agentSocket,
				o.all("certificatefile").stream().map(tokens::path).toList(),
				jump.equals("none") ? List.of() : Arrays.stream(jump.split(",")).map(String::strip).filter(hop -> !hop.isEmpty()).toList(),
				command.equals("none") ? null : command,
				o.seconds("serveraliveinterval"), Integer.parseInt(o.one("serveralivecountmax", "3")),
				o.seconds("connecttimeout").isZero() ? null : o.seconds("connecttimeout"),
				knownHosts.isEmpty() ? List.of(settings.knownHosts()) : knownHosts.stream().map(tokens::path).toList(),
				o.one("stricthostkeychecking", "ask"), o.yes("hashknownhosts"), o.yes("batchmode"),
				!o.one("passwordauthentication", "yes").equals("no"), !o.one("kbdinteractiveauthentication", "yes").equals("no"),
				Integer.parseInt(o.one("numberofpasswordprompts", "3")), o.one("hostkeyalias", null), unhonoured(o), needsOpenSsh(o));
	}

	/** Settings a login may need that Ovvi's SSH (JSch) lacks; the user hears them when the login fails. */
	private static List<String> unhonoured(Options o) {
		List<String> lines = new java.util.ArrayList<>();
		if (!o.one("pkcs11provider", "none").equals("none")) {
			lines.add("PKCS11Provider " + o.one("pkcs11provider", "") + ": Ovvi's SSH (JSch) cannot use keys on a smart card or token");
		}
		if (!o.one("securitykeyprovider", "internal").equals("internal")) {
			lines.add("SecurityKeyProvider " + o.one("securitykeyprovider", "") + ": Ovvi's SSH (JSch) cannot use FIDO keys");
		}
		if (o.yes("gssapiauthentication")) {
			lines.add("GSSAPIAuthentication yes: Ovvi's SSH (JSch) does not log in with Kerberos tickets");
		}
		if (o.yes("hostbasedauthentication")) {
			lines.add("HostbasedAuthentication yes: Ovvi's SSH (JSch) cannot log in with the host's own key");
		}
		if (o.yes("proxyusefdpass")) {
			lines.add("ProxyUseFdpass yes: Ovvi's SSH (JSch) talks through the ProxyCommand's stdin and stdout instead");
		}
		return lines;
	}

	/**
	 * GSSAPI and host-based logins are only more ways to log in, which the user's key may not need;
	 * these settings change the one way there is.
	 */
	private static boolean needsOpenSsh(Options o) {
		return !o.one("pkcs11provider", "none").equals("none") || !o.one("securitykeyprovider", "internal").equals("internal")
				|| o.yes("proxyusefdpass");
	}

	/** The file new host keys are written to: OpenSSH's first UserKnownHostsFile. */
	Path knownHosts() {
		return userKnownHostsFiles.getFirst();
	}

	/** StrictHostKeyChecking yes: an unknown key is refused without asking; other values still ask, never accept. */
	boolean refusesUnknownHostKeys() {
		return strictHostKeyChecking.equals("yes") || strictHostKeyChecking.equals("true");
	}

	private record Options(Map<String, List<String>> values) {
		String one(String key, String otherwise) {
			List<String> all = all(key);
			return all.isEmpty() ? otherwise : all.getFirst();
		}

		List<String> all(String key) {
			return values.getOrDefault(key, List.of());
		}

		boolean yes(String key) {
			String value = one(key, "no").toLowerCase();
			return value.equals("yes") || value.equals("true");
		}

		/** A time in OpenSSH's format: seconds, or a number with s, m or h; "none" and 0 are zero. */
		Duration seconds(String key) {
			String value = one(key, "none").toLowerCase();
			if (value.equals("none")) {
				return Duration.ZERO;
			}
			long seconds = 0;
			for (var part : value.split("(?<=[smhdw])")) {
				char unit = part.charAt(part.length() - 1);
				long number = Long.parseLong(Character.isDigit(unit) ? part : part.substring(0, part.length() - 1));
				seconds += number * switch (unit) {
				case 'm' -> 60;
				case 'h' -> 3600;
				case 'd' -> 86400;
				case 'w' -> 604800;
				default -> 1;
				};
			}
			return Duration.ofSeconds(seconds);
		}
	}
}
