package ovvi.testing;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A real OpenSSH sshd on 127.0.0.1 with throwaway host and user keys, logging in the current user
 * (root here), whose HOME is set to a temporary folder so nothing touches the real one. Started
 * before the test class and stopped by its pid after it.
 *
 * <p>Needs Debian's openssh-server (and ssh-keygen from openssh-client).
 */
public final class Sshd implements BeforeAllCallback, AfterAllCallback {

	public static final String ALIAS = "ovvi-test";

	private final boolean streamLocalForwarding;
	private final int maxSessions;
	private final List<String> extraConfig = new java.util.ArrayList<>();
	private String pamStack;
	private boolean passwords;
	private Path pamService;
	private Path dir;
	private Process sshd;
	private int port;

	public Sshd(boolean streamLocalForwarding) {
		this(streamLocalForwarding, 10);
	}

	/** @param maxSessions sshd's MaxSessions: the runs at once on one connection (OpenSSH's default is 10) */
	public Sshd(boolean streamLocalForwarding, int maxSessions) {
		this.streamLocalForwarding = streamLocalForwarding;
		this.maxSessions = maxSessions;
	}

	/** Lines added to this sshd's sshd_config (TrustedUserCAKeys, ...); call before it starts. */
	public Sshd with(String... sshdConfigLines) {
		extraConfig.addAll(List.of(sshdConfigLines));
		return this;
	}

	/**
	 * Logins through PAM with this auth stack (keyboard-interactive, and passwords too when asked):
	 * sshd names its PAM service after the program it runs as, so it runs as a link of its own
	 * name, whose /etc/pam.d file lives as long as this sshd. Needs root, as sshd does.
	 */
	public Sshd withPam(String authStack, boolean passwordAuthentication) {
		pamStack = authStack;
		passwords = passwordAuthentication;
		return this;
	}

	/** Lets the key log in too: its public key goes into authorized_keys. */
	public void authorize(Path publicKey) throws IOException {
		Files.writeString(dir.resolve("authorized_keys"), Files.readString(publicKey), java.nio.file.StandardOpenOption.APPEND);
	}

	/** The remote user's HOME. */
	public Path remoteHome() {
		return dir.resolve("remote-home");
	}

	/** The local user's HOME, holding .ssh (config, known_hosts, keys). */
	public Path localHome() {
		return dir.resolve("local-home");
	}

	public int port() {
		return port;
	}

	public Path userKey() {
		return dir.resolve("user_key");
	}

	public Path hostPublicKey() {
		return dir.resolve("host_key.pub");
	}

	@Override
	public void beforeAll(ExtensionContext context) throws Exception {
		dir = Files.createTempDirectory("ovvi-sshd");
		Files.createDirectories(Path.of("/run/sshd"));
		Files.createDirectories(remoteHome());
		Path ssh = Files.createDirectories(localHome().resolve(".ssh"));
		run("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", dir.resolve("host_key").toString());
		run("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", userKey().toString());
		Files.copy(dir.resolve("user_key.pub"), dir.resolve("authorized_keys"));
		port = freePort();
		Files.writeString(dir.resolve("sshd_config"), String.join("\n",
				"Port " + port,
				"ListenAddress 127.0.0.1",
				"HostKey " + dir.resolve("host_key"),
				"PidFile " + dir.resolve("sshd.pid"),
				"AuthorizedKeysFile " + dir.resolve("authorized_keys"),
				"PermitRootLogin " + (pamStack != null ? "yes" : "prohibit-password"),
				"PasswordAuthentication " + (passwords ? "yes" : "no"),
				"KbdInteractiveAuthentication " + (pamStack != null ? "yes" : "no"),
				"StrictModes no",
				"UsePAM " + (pamStack != null ? "yes" : "no"),
				"AllowStreamLocalForwarding " + (streamLocalForwarding ? "yes" : "no"),
				"AllowTcpForwarding yes",
				"MaxSessions " + maxSessions,
				"SetEnv HOME=" + remoteHome() + " XDG_CONFIG_HOME=" + remoteHome().resolve(".config")
						+ " OVVI_JAVA=" + Path.of(System.getProperty("java.home"), "bin", "java"),
				"LogLevel INFO",
				String.join("\n", extraConfig),
				""));
		Files.writeString(ssh.resolve("config"), String.join("\n",
				"Host " + ALIAS,
				"  HostName 127.0.0.1",
				"  Port " + port,
				"  User " + System.getProperty("user.name"),
				"  IdentityFile " + userKey(),
				""));
		trustHostKey();
		Path program = Path.of("/usr/sbin/sshd");
		if (pamStack != null) {
			String service = "ovvi-test-sshd-" + Long.toString(System.nanoTime() & 0xffffffL, 36);
			program = Files.createSymbolicLink(dir.resolve(service), program);
			pamService = Files.writeString(Path.of("/etc/pam.d", service),
					pamStack + "\naccount required pam_permit.so\nsession required pam_permit.so\n");
		}
		ProcessBuilder builder = new ProcessBuilder(program.toString(), "-D", "-e", "-f", dir.resolve("sshd_config").toString());
		builder.redirectErrorStream(true);
		sshd = builder.start();
		awaitListening();
	}

	/** Writes the real host key into known_hosts, as a user who connected before would have. */
	public void trustHostKey() throws IOException {
		String[] key = Files.readString(hostPublicKey()).strip().split(" ");
		Files.writeString(localHome().resolve(".ssh/known_hosts"), "[127.0.0.1]:" + port + " " + key[0] + " " + key[1] + "\n");
	}

	/** Puts another key for the host into known_hosts: a changed host key. */
	public void trustOtherHostKey() throws IOException, InterruptedException {
		Path other = dir.resolve("other_host_key");
		Files.deleteIfExists(other);
		Files.deleteIfExists(dir.resolve("other_host_key.pub"));
		run("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", other.toString());
		String[] key = Files.readString(dir.resolve("other_host_key.pub")).strip().split(" ");
		Files.writeString(localHome().resolve(".ssh/known_hosts"), "[127.0.0.1]:" + port + " " + key[0] + " " + key[1] + "\n");
	}

	public void forgetHostKeys() throws IOException {
		Files.deleteIfExists(localHome().resolve(".ssh/known_hosts"));
	}

	/** The local user's ~/.ssh/config as a test changed it; closing puts the fixture's own back. */
	public final class ConfigChange implements AutoCloseable {
		private final Path config = localHome().resolve(".ssh/config");
		private final String original;
		private String base;

		ConfigChange() throws IOException {
			original = Files.readString(config);
			base = original;
		}

		/** The config (the fixture's, or as last replaced) with these hosts after it; each call starts again from it. */
		public ConfigChange appending(String hosts) throws IOException {
			Files.writeString(config, base + hosts);
			return this;
		}

		/** The fixture's config with one text replaced; later appends build on it. */
		public ConfigChange replacing(String text, String replacement) throws IOException {
			base = original.replace(text, replacement);
			Files.writeString(config, base);
			return this;
		}

		@Override
		public void close() throws IOException {
			Files.writeString(config, original);
		}
	}

	public ConfigChange config() throws IOException {
		return new ConfigChange();
	}

	private void awaitListening() throws Exception {
		BufferedReader log = new BufferedReader(new InputStreamReader(sshd.getInputStream(), StandardCharsets.UTF_8));
		CompletableFuture<Void> listening = new CompletableFuture<>();
		Thread.ofVirtual().start(() -> {
			StringBuilder seen = new StringBuilder();
			try {
				for (String line = log.readLine(); line != null; line = log.readLine()) {
					seen.append(line).append('\n');
					if (line.contains("Server listening on")) {
						listening.complete(null);
					}
				}
			} catch (IOException e) {
				// sshd ended
			}
			listening.completeExceptionally(new IllegalStateException("sshd did not start:\n" + seen));
		});
		listening.get(20, TimeUnit.SECONDS);
	}

	@Override
	public void afterAll(ExtensionContext context) throws Exception {
		if (pamService != null) {
			Files.deleteIfExists(pamService);
		}
		if (sshd != null) {
			sshd.destroy();
			sshd.waitFor(10, TimeUnit.SECONDS);
		}
		try (Stream<Path> files = Files.walk(dir)) {
			files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
		}
	}

	/**
	 * Cuts every SSH connection and leaves the listener: each per-connection process under the
	 * listener (the privileged monitor, its unprivileged child holding the socket, the commands it
	 * runs) is killed by its pid with SIGKILL, so the kernel closes the TCP connections as a
	 * dropped network would end them. Returns how many processes were killed.
	 */
	public int cutConnections() throws Exception {
		List<ProcessHandle> perConnection = sshd.toHandle().descendants().toList();
		perConnection.forEach(ProcessHandle::destroyForcibly);
		CompletableFuture.allOf(perConnection.stream().map(ProcessHandle::onExit).toArray(CompletableFuture[]::new))
				.get(10, TimeUnit.SECONDS);
		return perConnection.size();
	}

	public static int freePort() throws IOException {
		try (ServerSocket socket = new ServerSocket(0)) {
			return socket.getLocalPort();
		}
	}

	static void run(String... command) throws IOException, InterruptedException {
		Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
		String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		if (process.waitFor() != 0) {
			throw new IllegalStateException(List.of(command) + " failed: " + output);
		}
	}

	/** An ssh-agent holding the user key, on its own socket; stopped by its pid. */
	public final class Agent implements AutoCloseable {
		private final Process agent;
		private final Path socket;

		/** An agent holding the user key. */
		public Agent() throws Exception {
			this(true);
		}

		/** An agent holding the user key, or no key at all. */
		public Agent(boolean withUserKey) throws Exception {
			socket = dir.resolve("agent-" + System.nanoTime() + ".sock");
			agent = new ProcessBuilder("ssh-agent", "-D", "-a", socket.toString()).redirectErrorStream(true).start();
			BufferedReader out = new BufferedReader(new InputStreamReader(agent.getInputStream(), StandardCharsets.UTF_8));
			out.readLine(); // "SSH_AUTH_SOCK=...; export SSH_AUTH_SOCK;" once it listens
			if (!withUserKey) {
				return;
			}
			Map<String, String> env = new HashMap<>(System.getenv());
			env.put("SSH_AUTH_SOCK", socket.toString());
			ProcessBuilder add = new ProcessBuilder("ssh-add", userKey().toString()).redirectErrorStream(true);
			add.environment().putAll(env);
			Process adding = add.start();
			adding.getInputStream().readAllBytes();
			if (adding.waitFor() != 0) {
				throw new IllegalStateException("ssh-add failed");
			}
		}

		public Path socket() {
			return socket;
		}

		@Override
		public void close() throws InterruptedException {
			agent.destroy();
			agent.waitFor();
		}
	}
}
