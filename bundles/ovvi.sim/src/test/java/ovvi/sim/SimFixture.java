package ovvi.sim;

import static org.junit.jupiter.api.Assertions.fail;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;
import ovvi.sim.json.Json;
import ovvi.sim.server.Faults;
import ovvi.sim.server.HerdrServer;
import ovvi.sim.server.ServerConfig;
import ovvi.sim.session.SessionPaths;
import ovvi.sim.session.SimEnv;

/** A fresh HOME / XDG_CONFIG_HOME and, on demand, a real server on real sockets. */
public final class SimFixture implements AutoCloseable {

	private static final Path LAID_OUT_HERDR = Path.of("target/herdr/bin/herdr").toAbsolutePath();

	public final Path root;
	public final SimEnv env;
	private HerdrServer server;
	private SessionPaths paths;

	public SimFixture() throws IOException {
		this(Map.of());
	}

	/** @param overrides environment entries to set or replace (e.g. SHELL) */
	public SimFixture(Map<String, String> overrides) throws IOException {
		root = Files.createTempDirectory("ovvi-sim-");
		Path home = Files.createDirectories(root.resolve("home"));
		Map<String, String> vars = new HashMap<>();
		vars.put("HOME", home.toString());
		vars.put("XDG_CONFIG_HOME", root.resolve("xdg").toString());
		vars.put("SHELL", "/bin/bash");
		vars.put("PATH", System.getenv().getOrDefault("PATH", "/usr/bin:/bin"));
		vars.put("LANG", "C.UTF-8");
		vars.putAll(overrides);
		env = new SimEnv(vars);
	}

	/**
	 * A started session with one space, whose panes can run the built distribution's scripts: its
	 * herdr launcher runs on the test's own Java.
	 */
	public static SimFixture forTheDistribution() throws IOException {
		SimFixture fx = new SimFixture(Map.of("OVVI_JAVA", Path.of(System.getProperty("java.home"), "bin", "java").toString()));
		fx.start("dist");
		fx.ok("workspace.create", "cwd", fx.home().toString());
		return fx;
	}

	/**
	 * Starts the laid-out distribution's server (`target/herdr`, after package) for the session,
	 * its command line after the given words (a wrapper such as env), and waits until it answers.
	 */
	public Process startLaidOutServer(String session, String... wrapper) throws IOException {
		List<String> argv = new ArrayList<>(List.of(wrapper));
		argv.addAll(List.of(LAID_OUT_HERDR.toString(), "--session", session, "server"));
		Process started = process(argv.toArray(String[]::new)).start();
		attach(session);
		await("the server's socket", 30_000, () -> {
			try {
				return call("ping").has("result");
			} catch (IOException notYet) {
				return false;
			}
		});
		return started;
	}

	/** Stops a server that startLaidOutServer started, with `server stop`, or forcibly if it does not end. */
	public void stopLaidOutServer(String session, Process started) throws IOException, InterruptedException {
		process(LAID_OUT_HERDR.toString(), "--session", session, "server", "stop").start().waitFor(30, TimeUnit.SECONDS);
		if (!started.waitFor(30, TimeUnit.SECONDS)) {
			started.destroyForcibly();
		}
	}

	/** A process of the command line with this fixture's environment, no input and its output discarded. */
	public ProcessBuilder process(String... argv) {
		ProcessBuilder pb = new ProcessBuilder(argv);
		pb.environment().putAll(env.vars());
		pb.redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
		pb.redirectOutput(ProcessBuilder.Redirect.DISCARD);
		pb.redirectError(ProcessBuilder.Redirect.DISCARD);
		return pb;
	}

	public Path home() {
		return Path.of(env.vars().get("HOME"));
	}

	public HerdrServer start(String session) throws IOException {
		return start(session, Faults.NONE);
	}

	public HerdrServer start(String session, Faults faults) throws IOException {
		paths = SessionPaths.of(env, session);
		server = new HerdrServer(new ServerConfig(env, paths, ServerConfig.DEFAULT_VERSION, faults));
		server.start();
		return server;
	}

	/** Talks to a server started elsewhere (another process) for that session. */
	public void attach(String session) {
		paths = SessionPaths.of(env, session);
	}

	/** The server {@link #start} started. */
	public HerdrServer server() {
		return server;
	}

	public SessionPaths paths() {
		return paths;
	}

	/** One request on a fresh connection; returns the reply object. */
	public JsonObject call(String method, JsonObject params) throws IOException {
		return JsonParser.parseString(raw(Json.write(Json.obj("id", "t1", "method", method, "params", params))))
				.getAsJsonObject();
	}

	public JsonObject call(String method, Object... keyValues) throws IOException {
		return call(method, Json.obj(keyValues));
	}

	/** The result of a call that must succeed. */
	public JsonObject ok(String method, Object... keyValues) throws IOException {
		JsonObject reply = call(method, keyValues);
		if (!reply.has("result")) {
			fail(method + " failed: " + reply);
		}
		return reply.getAsJsonObject("result");
	}

	/** Sends a raw line (a newline is added) and returns the raw reply line, "" on EOF. */
	public String raw(String line) throws IOException {
		try (SocketChannel ch = connect()) {
			ch.write(ByteBuffer.wrap((line + "\n").getBytes(StandardCharsets.UTF_8)));
			BufferedReader in = new BufferedReader(new InputStreamReader(Channels.newInputStream(ch), StandardCharsets.UTF_8));
			String reply = in.readLine();
			return reply == null ? "" : reply;
		}
	}

	public SocketChannel connect() throws IOException {
		SocketChannel ch = SocketChannel.open(StandardProtocolFamily.UNIX);
		ch.connect(UnixDomainSocketAddress.of(paths.apiSocket()));
		return ch;
	}

	/** Polls an external condition (a process, a PTY) until it holds. */
	public static void await(String what, long timeoutMs, BooleanSupplier condition) {
		long deadline = System.currentTimeMillis() + timeoutMs;
		while (!condition.getAsBoolean()) {
			if (System.currentTimeMillis() > deadline) {
				fail("timed out waiting for " + what);
			}
			try {
				Thread.sleep(20);
			} catch (InterruptedException e) {
				throw new AssertionError(e);
			}
		}
	}

	/** A pane's recent text. */
	public String screen(String paneId) throws IOException {
		return ok("pane.read", "pane_id", paneId, "source", "recent").getAsJsonObject("read").get("text").getAsString();
	}

	public void awaitScreen(String paneId, String needle) {
		await("'" + needle + "' in " + paneId, 10_000, () -> {
			try {
				return screen(paneId).contains(needle);
			} catch (IOException e) {
				return false;
			}
		});
	}

	@Override
	public void close() throws IOException {
		if (server != null) {
			server.close();
		}
		try (Stream<Path> walk = Files.walk(root)) {
			walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
		}
	}
}
