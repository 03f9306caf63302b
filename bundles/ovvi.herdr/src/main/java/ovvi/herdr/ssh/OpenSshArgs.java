package ovvi.herdr.ssh;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The parts of an {@code ssh} command line that name the user's config and the target, for every run of OpenSSH's client. */
final class OpenSshArgs {

	private OpenSshArgs() {
	}

	/**
	 * ssh reads the account's own ~/.ssh/config; another home's is named (and then
	 * /etc/ssh/ssh_config is not read).
	 */
	static List<String> config(SshSettings settings) {
		if (settings.home().equals(accountHome())) {
			return List.of();
		}
		return List.of("-F", Files.isRegularFile(settings.config()) ? settings.config().toString() : "none");
	}

	/** A user or port typed with the target wins over the config's, as on ssh's command line. */
	static List<String> userAndPort(SshTarget target) {
		List<String> args = new ArrayList<>();
		if (target.user() != null) {
			args.addAll(List.of("-l", target.user()));
		}
		target.port().ifPresent(port -> args.addAll(List.of("-p", Integer.toString(port))));
		return args;
	}

	/** "--" so that a host can never be read as an option. */
	static List<String> host(SshTarget target) {
		return List.of("--", target.host());
	}

	static Path accountHome() {
		return Path.of(System.getProperty("user.home"));
	}

	/** The agent the login shell names, for every ssh Ovvi starts; none when it names none. */
	static void agent(Map<String, String> environment, SshSettings settings) {
		if (settings.agentSocket() == null) {
			environment.remove("SSH_AUTH_SOCK");
		} else {
			environment.put("SSH_AUTH_SOCK", settings.agentSocket().toString());
		}
	}
}
