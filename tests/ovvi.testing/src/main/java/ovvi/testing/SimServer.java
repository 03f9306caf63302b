package ovvi.testing;

import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;
import java.util.stream.Stream;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The herdr simulator's server for one session, started detached (setsid) with a temporary HOME
 * and XDG_CONFIG_HOME and stopped by its pid. The simulator is found through the system property
 * {@code ovvi.sim.home} (the folder holding bin/herdr); tests fail without it: a missing simulator is a broken build, not a reason to pass.
 */
public final class SimServer implements BeforeAllCallback, AfterAllCallback {

	public static final String SESSION = "ovvi-it";

	private Path home;
	private Process server;
	private final Supplier<Path> givenHome;

	/** A server on this computer, in a temporary home of its own, removed afterwards. */
	public SimServer() {
		this(null);
	}

	/**
	 * A server in a home another fixture owns (an sshd's remote home, as a remote machine's
	 * herdr), asked for when the server starts; that fixture removes it.
	 */
	public SimServer(Supplier<Path> home) {
		this.givenHome = home;
	}

	public static Path simHome() {
		return Path.of(System.getProperty("ovvi.sim.home", "../ovvi.sim/target/herdr")).toAbsolutePath().normalize();
	}

	public static Path herdr() {
		return simHome().resolve("bin/herdr");
	}

	/**
	 * Puts the simulator where herdr's installer puts herdr, {@code ~/.local/bin/herdr} of that
	 * home, as a script that runs it; returns the script's path.
	 */
	public static Path installIn(Path home) throws IOException {
		return TempHome.writeScript(home.resolve(".local/bin/herdr"), "#!/bin/sh\nexec '" + herdr() + "' \"$@\"\n");
	}

	public Path home() {
		return home;
	}

	/** The environment herdr runs with: the temporary HOME, and the Java that runs the tests. */
	public Map<String, String> environment(String shell) {
		Map<String, String> env = TempHome.environment(home, shell);
		env.put("OVVI_JAVA", Path.of(System.getProperty("java.home"), "bin", "java").toString());
		return env;
	}

	public Path socket() {
		return home.resolve(".config/herdr/sessions/" + SESSION + "/herdr.sock");
	}

	@Override
	public void beforeAll(ExtensionContext context) throws Exception {
		if (!Files.isExecutable(herdr())) {
			throw new IllegalStateException("the herdr simulator is not built at " + herdr()
					+ ": build the reactor (it packages bundles/ovvi.sim first) or set ovvi.sim.home");
		}
		// Socket paths must stay under 108 bytes, so the home is short.
		home = givenHome != null ? givenHome.get() : Files.createTempDirectory(Path.of("/tmp"), "ovvi-sim");
		start();
	}

	/**
	 * Starts the server in this fixture's home, which keeps its session.json from an earlier run:
	 * after {@link #kill()} it restores the session as a crashed herdr that is started again does.
	 */
	public void start() throws IOException {
		ProcessBuilder builder = new ProcessBuilder("setsid", herdr().toString(), "--session", SESSION, "server");
		builder.environment().clear();
		builder.environment().putAll(environment("/bin/sh"));
		builder.redirectErrorStream(true);
		builder.redirectOutput(ProcessBuilder.Redirect.appendTo(home.resolve("sim-server.log").toFile()));
		server = builder.start();
		awaitSocket();
	}

	/** Kills the server by its pid with SIGKILL, as a crash would end it: nothing is saved, its sockets stay behind. */
	public void kill() throws InterruptedException {
		server.destroyForcibly();
		server.waitFor();
	}

	/** The running server (setsid execs herdr's launcher, which execs Java: one pid). */
	public Process process() {
		return server;
	}

	/** The server's readiness has no event to wait on from outside: its socket is tried until it accepts. */
	private void awaitSocket() throws IOException {
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
		while (System.nanoTime() < deadline) {
			if (!server.isAlive()) {
				throw new IllegalStateException("the simulator's server exited: " + Files.readString(home.resolve("sim-server.log")));
			}
			try (SocketChannel probe = SocketChannel.open(StandardProtocolFamily.UNIX)) {
				probe.connect(UnixDomainSocketAddress.of(socket()));
				return;
			} catch (IOException notYet) {
				LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(25));
			}
		}
		throw new IllegalStateException("the simulator's server did not listen within 30 s: " + Files.readString(home.resolve("sim-server.log")));
	}

	@Override
	public void afterAll(ExtensionContext context) throws Exception {
		if (server != null) {
			server.destroy();
			if (!server.waitFor(10, TimeUnit.SECONDS)) {
				server.destroyForcibly();
			}
		}
		if (home != null && givenHome == null) {
			try (Stream<Path> files = Files.walk(home)) {
				files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
			}
		}
	}
}
