package ovvi.herdr.ssh;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.jcraft.jsch.HostKeyRepository;
import com.jcraft.jsch.JSch;

import ovvi.herdr.exec.ProcessRun;
import ovvi.herdr.exec.RunKind;

/**
 * One connection to a host made by the user's own {@code ssh} (its config as {@code ssh -G}
 * resolves it, its agent and keys), which every run, forward and request of the system-OpenSSH
 * transport goes through as a client of its control socket.
 *
 * <p>The master forks away once logged in (ControlPersist), so its first process exiting 0 says it
 * is ready, and the master outlives a crashed Ovvi only until it has been idle for
 * {@link #IDLE}; Ovvi ends it by its pid. It runs with BatchMode (nobody is asked anything) and
 * StrictHostKeyChecking yes; a host key known_hosts does not vouch for is read by a second
 * connection and put to the caller's {@link HostKeyTrust}, as JSch's connections do.
 */
final class ControlMaster implements AutoCloseable {

	/** How long a master with no run and no connection open lives on; a later use starts a new one. */
	static final Duration IDLE = Duration.ofMinutes(5);
	private static final Duration LOGIN_TIMEOUT = Duration.ofSeconds(60);
	private static final Duration ALIVE_INTERVAL = Duration.ofSeconds(15);
	private static final Pattern MASTER_PID = Pattern.compile("Master running \\(pid=(\\d+)\\)");
	private static final AtomicLong NAMES = new AtomicLong();

	private final SshTarget target;
	private final SshSettings settings;
	private final HostKeyTrust trust;
	private final Path folder;
	private final Path socket;
	/** Keys the user accepted for this master, which it reads beside the user's known_hosts. */
	private final Path acceptedKeys;

	// volatile: close() and generation() read them without the lock, which a start holds, maybe while the user is asked
	private volatile ProcessHandle master;
	private volatile long generation;
	private volatile boolean starting;

	/** @param folder Ovvi's 0700 folder for sockets ({@link SocketFolder}) */
	ControlMaster(SshTarget target, SshSettings settings, HostKeyTrust trust, Path folder) {
		this.target = target;
		this.settings = settings;
		this.trust = trust;
		this.folder = folder;
		// the pid keeps a second Ovvi's sockets apart from this one's
		this.socket = folder.resolve(ProcessHandle.current().pid() + "-" + NAMES.incrementAndGet());
		this.acceptedKeys = Path.of(socket + ".known");
	}

	Path socket() {
		return socket;
	}

	/** Counts the masters started so far: a new one means forwards are made again and socket paths asked for again. */
	long generation() {
		return generation;
	}

	/** The running master's generation; a master that is not running is started first. */
	synchronized long ensure() throws SshException {
		ProcessHandle running = master;
		if (running == null || !running.isAlive()) {
			starting = true;
			try {
				master = start();
			} finally {
				starting = false;
			}
			generation++;
		}
		return generation;
	}

	/** A master runs, or one is being started; read without the lock, which a start holds. */
	boolean inUse() {
		ProcessHandle running = master;
		return starting || running != null && running.isAlive();
	}

	/**
	 * A client of the master: ssh reads no config (the master holds the connection), and without a
	 * master it fails instead of connecting by itself.
	 */
	List<String> client(List<String> options, String... command) {
		List<String> argv = new ArrayList<>(List.of(settings.sshClient().toString(), "-F", "/dev/null", "-S", socket.toString(),
				"-o", "ControlMaster=no", "-o", "BatchMode=yes", "-o", "ProxyCommand=false"));
		argv.addAll(options);
		argv.addAll(OpenSshArgs.host(target));
		argv.addAll(List.of(command));
		return argv;
	}

	/**
	 * Makes the master forward a local unix socket to one on the host. The master binds it 0600
	 * (StreamLocalBindMask), replacing a file an ended master left (StreamLocalBindUnlink).
	 */
	void forward(String localAndRemote) throws IOException {
		Ended forward = finish(client(List.of("-O", "forward", "-L", localAndRemote)), SshConnection.CONNECT_TIMEOUT);
		if (forward == null || forward.status() != 0) {
			throw new IOException("OpenSSH's master for " + target + " did not forward " + localAndRemote
					+ (forward == null ? " in time" : ": " + forward.words()));
		}
	}

	/**
	 * Opens and closes one connection of the host to its own {@code localhost:port}, as each of a
	 * port forward's connections will: a forward takes a refused connection and just closes it,
	 * which a browser cannot tell from a broken page. One still open when the bound is over reached
	 * a server that waits for more.
	 */
	void reach(int port) throws SshException {
		Ended probe = finish(client(List.of("-W", "127.0.0.1:" + port)), SshConnection.CONNECT_TIMEOUT);
		if (probe != null && probe.status() != 0) {
			throw new SshException(SshException.Reason.OTHER, target + " " + SshConnection.refusal(0, port) + " (OpenSSH says: "
					+ probe.words() + ")", null, null);
		}
	}

	private ProcessHandle start() throws SshException {
		HostConfig host = HostConfigReader.of(settings).read(target);
		removeFiles();
		Ended login = login(host);
		if (login.status() != 0 && login.saysHostKeyFailed()) {
			acceptHostKey(host, login);
			login = login(host);
		}
		if (login.status() != 0) {
			throw explain(login);
		}
		return running();
	}

	/** What a finished ssh said: its exit status and the last lines of its stderr. */
	private record Ended(int status, List<String> stderr) {
		boolean saysHostKeyFailed() {
			return stderr.stream().anyMatch(line -> line.contains("Host key verification failed"));
		}

		String words() {
			return OpenSshConfigReader.meaningful(String.join("\n", stderr));
		}
	}

	private Ended login(HostConfig host) throws SshException {
		List<String> argv = new ArrayList<>(List.of(settings.sshClient().toString()));
		argv.addAll(OpenSshArgs.config(settings));
		argv.addAll(OpenSshArgs.userAndPort(target));
		argv.addAll(List.of("-M", "-S", socket.toString(), "-N",
				"-o", "ControlPersist=" + IDLE.toSeconds(),
				"-o", "BatchMode=yes",
				// Ovvi's rule, whatever the config says: no key known_hosts does not vouch for gets in unasked
				"-o", "StrictHostKeyChecking=yes",
				"-o", "UserKnownHostsFile=" + quoted(host.userKnownHostsFiles()) + " " + quoted(List.of(acceptedKeys)),
				// forwarded sockets are the user's alone (0600), and a file left by an ended master is replaced
				"-o", "StreamLocalBindMask=0177", "-o", "StreamLocalBindUnlink=yes",
				// the master carries Ovvi's runs and forwards, not the config's
				"-o", "ClearAllForwardings=yes", "-o", "RemoteCommand=none", "-o", "PermitLocalCommand=no"));
		argv.addAll(bounds(host));
		argv.addAll(OpenSshArgs.host(target));
		Ended login = finish(argv, LOGIN_TIMEOUT);
		if (login == null) {
			throw new SshException(SshException.Reason.UNREACHABLE, "OpenSSH's ssh did not connect to " + target + " within "
					+ LOGIN_TIMEOUT.toSeconds() + " s", null, null);
		}
		return login;
	}

	/** The same bounds JSch's connections have: a connect timeout, and keep-alives to notice a drop. */
	private static List<String> bounds(HostConfig host) {
		List<String> args = new ArrayList<>();
		if (host.connectTimeout() == null) {
			args.addAll(List.of("-o", "ConnectTimeout=" + SshConnection.CONNECT_TIMEOUT.toSeconds()));
		}
		if (host.serverAliveInterval().isZero()) {
			args.addAll(List.of("-o", "ServerAliveInterval=" + ALIVE_INTERVAL.toSeconds()));
		}
		return args;
	}

	/** ssh's config syntax: each path in double quotes, so a space in one does not split it. */
	private static String quoted(List<Path> files) {
		return String.join(" ", files.stream().map(file -> "\"" + file + "\"").toList());
	}

	/** Runs one ssh to its end: its stdin empty, its stderr kept; null when it did not end in time (it is killed). */
	private Ended finish(List<String> argv, Duration timeout) throws SshException {
		ProcessBuilder builder = new ProcessBuilder(argv).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
		OpenSshArgs.agent(builder.environment(), settings);
		Process process;
		try {
			process = builder.start();
		} catch (IOException e) {
			throw new SshException(SshException.Reason.CONFIG, "OpenSSH's ssh (" + settings.sshClient() + ") could not start: "
					+ e.getMessage(), null, e);
		}
		// ssh writes nothing to stdout here, so nobody needs to read it
		ProcessRun run = new ProcessRun(RunKind.COMMAND, process);
		try {
			if (!run.awaitExit(timeout)) {
				run.abort();
				return null;
			}
			return new Ended(run.exit().join(), run.stderrTail());
		} catch (InterruptedException e) {
			run.abort();
			Thread.currentThread().interrupt();
			throw new SshException(SshException.Reason.OTHER, "connecting to " + target + " through OpenSSH was interrupted", null, e);
		}
	}

	/** The forked master, found by its pid, which the master tells its clients. */
	private ProcessHandle running() throws SshException {
		Ended check = finish(client(List.of("-O", "check")), SshConnection.CONNECT_TIMEOUT);
		Matcher pid = MASTER_PID.matcher(check == null ? "" : String.join("\n", check.stderr()));
		ProcessHandle found = pid.find() ? ProcessHandle.of(Long.parseLong(pid.group(1))).orElse(null) : null;
		if (found == null) {
			throw new SshException(SshException.Reason.OTHER, "OpenSSH logged in to " + target + " but its master connection did not stay"
					+ (check == null ? "" : ": " + check.words()), null, null);
		}
		return found;
	}

	private SshException explain(Ended login) {
		String words = login.words();
		if (login.saysHostKeyFailed()) {
			return new SshException(SshException.Reason.HOST_KEY, "OpenSSH refused the host key of " + target + ": " + words, null, null);
		}
		if (words.contains("Permission denied")) {
			return new SshException(SshException.Reason.AUTHENTICATION, target + " refused the SSH login through OpenSSH (" + words
					+ "); Ovvi's OpenSSH transport asks for no passphrase, password or code: it logs in with ssh-agent's keys"
					+ " and key files without a passphrase", null, null);
		}
		if (words.contains("Could not resolve") || words.contains("Connection refused") || words.contains("timed out")
				|| words.contains("No route to host") || words.contains("Network is unreachable")) {
			return new SshException(SshException.Reason.UNREACHABLE, target + " cannot be reached over SSH (OpenSSH says: " + words
					+ "); check that it is up and its sshd runs", null, null);
		}
		return new SshException(SshException.Reason.OTHER, "OpenSSH's ssh could not connect to " + target + " (exit " + login.status()
				+ "): " + words, null, null);
	}

	/**
	 * The key OpenSSH refused, put to the user as JSch's connections put it (StrictHostKeyChecking
	 * yes refuses without asking); an accepted one is written for the next login to read, and to
	 * known_hosts when the user says to remember it.
	 */
	private void acceptHostKey(HostConfig host, Ended refused) throws SshException {
		String[] offered = offeredHostKey(host);
		if (offered == null) {
			throw new SshException(SshException.Reason.HOST_KEY, "OpenSSH refused the host key of " + target + ": " + refused.words(),
					null, null);
		}
		TrustedHostKeys keys = new TrustedHostKeys(KnownHostsFiles.read(new JSch(), host.userKnownHostsFiles()), host.knownHosts(),
				host.refusesUnknownHostKeys() ? HostKeyTrust.REFUSE : trust, host.hashKnownHosts());
		if (keys.check(offered[0], Base64.getDecoder().decode(offered[2])) != HostKeyRepository.OK) {
			throw SshException.hostKeyRefused(target.toString(), keys.refused(), refused.words(), null);
		}
		try {
			Files.writeString(acceptedKeys, String.join(" ", offered) + "\n", StandardCharsets.UTF_8);
		} catch (IOException e) {
			throw new SshException(SshException.Reason.OTHER, "the accepted host key of " + target + " could not be written to "
					+ acceptedKeys + ": " + e.getMessage(), null, e);
		}
	}

	/**
	 * The host key the host offers, as {name, type, base64}: one more connection, whose own
	 * known_hosts is an empty file it may add the key to, and which logs in with no method at all.
	 * It goes the config's way (ProxyJump, ProxyCommand, HostKeyAlias), so the key and the name are
	 * those the master saw.
	 */
	private String[] offeredHostKey(HostConfig host) throws SshException {
		Path offered = Path.of(socket + ".offered");
		try {
			Files.deleteIfExists(offered);
			Files.createFile(offered, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
			List<String> argv = new ArrayList<>(List.of(settings.sshClient().toString()));
			argv.addAll(OpenSshArgs.config(settings));
			argv.addAll(OpenSshArgs.userAndPort(target));
			argv.addAll(List.of("-N", "-o", "BatchMode=yes", "-o", "StrictHostKeyChecking=accept-new",
					"-o", "UserKnownHostsFile=" + quoted(List.of(offered)), "-o", "GlobalKnownHostsFile=/dev/null",
					"-o", "HashKnownHosts=no", "-o", "CheckHostIP=no", "-o", "ControlMaster=no", "-o", "ControlPath=none",
					"-o", "PreferredAuthentications=none", "-o", "ClearAllForwardings=yes", "-o", "RemoteCommand=none",
					"-o", "PermitLocalCommand=no"));
			argv.addAll(bounds(host));
			argv.addAll(OpenSshArgs.host(target));
			finish(argv, LOGIN_TIMEOUT);
			for (String line : Files.readAllLines(offered)) {
				String[] parts = line.strip().split(" ");
				if (parts.length >= 3) {
					return new String[] { parts[0], parts[1], parts[2] };
				}
			}
			return null;
		} catch (IOException e) {
			throw new SshException(SshException.Reason.OTHER, "the host key of " + target + " could not be read: " + e.getMessage(), null, e);
		} finally {
			try {
				Files.deleteIfExists(offered);
			} catch (IOException e) {
				// a leftover in Ovvi's own 0700 folder, removed at the next start
			}
		}
	}

	/** The files of an ended master: its control socket, forwarded sockets and accepted keys. */
	private void removeFiles() {
		String name = socket.getFileName().toString();
		try (DirectoryStream<Path> files = Files.newDirectoryStream(folder, name + "*")) {
			for (Path file : files) {
				String other = file.getFileName().toString();
				if (other.equals(name) || other.startsWith(name + "-") || other.startsWith(name + ".")) {
					Files.deleteIfExists(file);
				}
			}
		} catch (IOException e) {
			// StreamLocalBindUnlink replaces a forwarded socket left behind; the control socket is checked at the login
		}
	}

	/**
	 * Ends the master by its pid (SIGTERM, so ssh closes its connection cleanly) and removes its
	 * files. It takes no lock: a start in progress holds it, maybe while the user is asked about a
	 * host key on the UI thread, which may be the caller. A later use starts a new master.
	 */
	@Override
	public void close() {
		ProcessHandle running = master;
		master = null;
		if (running != null && running.destroy()) {
			// an app that quits does not wait for it; a master still there after 5 s gets SIGKILL
			running.onExit().copy().orTimeout(5, TimeUnit.SECONDS).exceptionally(late -> {
				running.destroyForcibly();
				return running;
			});
		}
		removeFiles();
	}

	/** Completes when the master has ended, for tests; at once when none runs. */
	CompletableFuture<ProcessHandle> ended() {
		ProcessHandle running = master;
		return running == null ? CompletableFuture.completedFuture(null) : running.onExit();
	}
}
