package ovvi.herdr.ssh;

import java.io.File;
import java.lang.System.Logger.Level;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Where the user's SSH setup lives: the home it is read from, ~/.ssh/config, known_hosts, the
 * default keys, the agent and the OpenSSH client that resolves the config.
 *
 * @param agentSocket SSH_AUTH_SOCK, or null without an agent
 * @param sshClient OpenSSH's {@code ssh}, or null when none is installed (JSch then reads the config)
 * @param openSshHosts the targets, as typed, reached through the system-OpenSSH transport whatever
 *        their config says ({@value #OPENSSH_HOSTS}); {@code *} stands for every host
 * @param transports the transport chosen for each host in Ovvi's settings, which wins over
 *        {@code openSshHosts}
 */
public record SshSettings(Path home, Path config, Path knownHosts, List<Path> defaultIdentities, Path agentSocket, Path sshClient,
		Set<String> openSshHosts, HostTransports transports) {

	/** The environment variable naming the hosts that go through OpenSSH's client: targets as typed, separated by spaces or commas, or {@code *}. */
	public static final String OPENSSH_HOSTS = "OVVI_SSH_OPENSSH";

	public SshSettings {
		openSshHosts = Set.copyOf(openSshHosts);
	}

	/** The user's own setup, from the home folder and the login shell's environment. */
	public static SshSettings of(Path home, Map<String, String> environment) {
		Path ssh = home.resolve(".ssh");
		String agent = environment.get("SSH_AUTH_SOCK");
		String openSsh = environment.getOrDefault(OPENSSH_HOSTS, "").strip();
		return new SshSettings(home, ssh.resolve("config"), ssh.resolve("known_hosts"),
				List.of(ssh.resolve("id_ed25519"), ssh.resolve("id_ecdsa"), ssh.resolve("id_rsa")),
				agent == null || agent.isEmpty() ? null : Path.of(agent), sshClient(environment),
				openSsh.isEmpty() ? Set.of() : Set.copyOf(List.of(openSsh.split("[\\s,]+"))), HostTransports.NONE);
	}

	/** The same setup read by JSch alone, as on a computer without OpenSSH's client. */
	public SshSettings withoutSshClient() {
		return new SshSettings(home, config, knownHosts, defaultIdentities, agentSocket, null, openSshHosts, transports);
	}

	/** The same setup with these targets (as typed, or {@code *}) reached through OpenSSH's client. */
	public SshSettings withOpenSsh(String... targets) {
		return new SshSettings(home, config, knownHosts, defaultIdentities, agentSocket, sshClient, Set.copyOf(List.of(targets)),
				transports);
	}

	/** The same setup with the transports the user chose for hosts in Ovvi's settings. */
	public SshSettings withTransports(HostTransports chosen) {
		return new SshSettings(home, config, knownHosts, defaultIdentities, agentSocket, sshClient, openSshHosts, chosen);
	}

	/**
	 * Whether the user chose the system-OpenSSH transport for this target: in Ovvi's settings (for
	 * the target as typed, else for its host), else in {@value #OPENSSH_HOSTS}.
	 */
	public boolean choseOpenSsh(SshTarget target) {
		for (String key : List.of(target.toString(), target.host())) {
			SshMachine.Transport chosen = storedTransport(key);
			if (chosen != null) {
				return chosen == SshMachine.Transport.OPENSSH;
			}
		}
		return openSshHosts.contains("*") || openSshHosts.contains(target.toString()) || openSshHosts.contains(target.host());
	}

	private SshMachine.Transport storedTransport(String key) {
		String stored = transports.stored(key);
		if (stored == null) {
			return null;
		}
		try {
			return SshMachine.Transport.valueOf(stored);
		} catch (IllegalArgumentException e) {
			// a hand-edited or newer settings file: the host keeps the transport it would have without it
			System.getLogger(SshSettings.class.getName()).log(Level.WARNING, "The SSH transport stored for " + key + " is \"" + stored
					+ "\", which is neither JSCH nor OPENSSH: it is passed over.");
			return null;
		}
	}

	/** {@code ssh} on the login shell's PATH, else on the app's own. */
	private static Path sshClient(Map<String, String> environment) {
		for (String path : new String[] { environment.get("PATH"), System.getenv("PATH") }) {
			if (path == null) {
				continue;
			}
			for (String folder : path.split(File.pathSeparator)) {
				Path ssh = Path.of(folder.isEmpty() ? "." : folder, "ssh");
				if (folder.startsWith("/") && Files.isExecutable(ssh) && Files.isRegularFile(ssh)) {
					return ssh;
				}
			}
		}
		return null;
	}
}
