package ovvi.product.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ovvi [SESSION | [user@]host[:port][/SESSION] | FOLDER]} as a user types it, through the product's script. */
class CommandLineTest {

	@TempDir
	Path home;

	/** Without a display: a command that got past its checks would end with "no display" (3), not 0 or 2. */
	private Map<String, String> noDisplay() {
		Map<String, String> env = new HashMap<>();
		env.put("DISPLAY", null);
		env.put("WAYLAND_DISPLAY", null);
		return env;
	}

	@Test
	void helpAndVersionNeedNoDisplay() throws Exception {
		Launch help = Launch.run(home, noDisplay(), 60, "--help");
		assertEquals(0, help.exitCode(), help.stderr());
		assertTrue(help.stdout().startsWith("Usage: ovvi [SESSION | [USER@]HOST[:PORT][/SESSION] | FOLDER]\n"), help.stdout());

		Launch version = Launch.run(home, noDisplay(), 60, "--version");
		assertEquals(0, version.exitCode(), version.stderr());
		assertTrue(version.stdout().matches("Ovvi 0\\.1\\.0\\.\\d{12}\\n"), version.stdout());
	}

	@Test
	void theDesktopEntryPutsOvviAmongTheDesktopsApplications() throws Exception {
		Map<String, String> env = noDisplay();
		Path data = home.resolve("data");
		env.put("XDG_DATA_HOME", data.toString());
		Launch launch = Launch.run(home, env, 60, "--install-desktop-entry");
		assertEquals(0, launch.exitCode(), launch.stderr());

		Path entry = data.resolve("applications/ovvi.desktop");
		List<String> lines = Files.readAllLines(entry);
		assertEquals("[Desktop Entry]", lines.get(0));
		assertTrue(lines.contains("Exec=\"" + Repository.product().toRealPath().resolve("ovvi") + "\" %f"), lines::toString);
		assertTrue(lines.contains("Icon=ovvi"), lines::toString);
		assertTrue(lines.contains("MimeType=inode/directory;"), "folders open with Ovvi: " + lines);
		assertTrue(Files.readString(data.resolve("icons/hicolor/scalable/apps/ovvi.svg")).contains("<svg"));
		assertEquals("Ovvi is in the desktop's applications: " + entry + ", icon " + data.resolve("icons/hicolor/scalable/apps/ovvi.svg") + "\n",
				launch.stdout());
	}

	@Test
	void eachBadArgumentGetsOneClearLineAndExitTwo() throws Exception {
		// Java resolves names from this file alone, so an unknown host is told without any network
		Path hosts = Files.writeString(home.resolve("hosts"), "127.0.0.1 known.test\n");
		Map<String, String> env = noDisplay();
		env.put("JAVA_TOOL_OPTIONS", "-Djdk.net.hosts.file=" + hosts);
		Map<List<String>, String> expected = Map.of(
				List.of(home.resolve("missing").toString()), "ovvi: no folder " + home.resolve("missing"),
				List.of("bad name!"), "ovvi: \"bad name!\" is no herdr session: session name may only contain ASCII letters, numbers, '.', '_' and '-'",
				List.of("nosuch.test/work"), "ovvi: unknown host nosuch.test",
				List.of("dev@known.test:70000"), "ovvi: \"dev@known.test:70000\" is not an SSH target: the port \"70000\" is not a TCP port (1 to 65535).",
				List.of("work", "play"), "ovvi: one session, host or folder at a time; given 2: work play",
				List.of("--frobnicate"), "ovvi: unknown option --frobnicate (ovvi --help lists them)");
		for (Map.Entry<List<String>, String> each : expected.entrySet()) {
			Process process = Launch.start(home, env, each.getKey().toArray(String[]::new));
			process.getOutputStream().close();
			var stderr = Launch.readAll(process.errorReader(), line -> {});
			assertTrue(process.waitFor(60, TimeUnit.SECONDS), each.getKey() + " ends");
			List<String> lines = stderr.join().lines().filter(line -> !line.startsWith("Picked up JAVA_TOOL_OPTIONS")).toList();
			assertEquals(List.of(each.getValue()), lines, each.getKey().toString());
			assertEquals(2, process.exitValue(), each.getKey().toString());
		}
	}

	@Test
	void aSocketLeftByAnOvviThatEndedIsPassedOver() throws Exception {
		Path socket = Files.createDirectories(home.resolve(".cache/ovvi")).resolve("instance.sock");
		try (ServerSocketChannel ended = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
			ended.bind(UnixDomainSocketAddress.of(socket));
		}
		Launch launch = Launch.run(home, noDisplay(), 60, "work");
		assertEquals(3, launch.exitCode(), "no Ovvi answered, so this one went on to start (and needs a display): " + launch.stderr());
		assertTrue(launch.stderr().startsWith("ovvi: no display:"), launch.stderr());
	}

	@Test
	void theFirstOvviOpensItsArgumentAndASecondHandsItsOwnToItAndEnds() throws Exception {
		HerdrOfTheHome herdr = HerdrOfTheHome.in(home);
		Map<String, String> env = new HashMap<>();
		env.put("OVVI_JAVA", Path.of(System.getProperty("java.home"), "bin/java").toString());
		Launch.Started first = Launch.startToFirstWindow(home, env, "cli-first");
		Process ovvi = first.ovvi();
		Path socket = home.resolve(".cache/ovvi/instance.sock");
		try {
			Path firstSession = herdr.socket("cli-first");
			waitFor(() -> Files.exists(firstSession), "the first Ovvi started the session it was given: " + firstSession);
			waitFor(() -> Files.exists(socket), "the running Ovvi listens at " + socket);

			Launch second = Launch.run(home, env, 60, "cli-test");
			assertEquals(0, second.exitCode(), second.stderr());
			assertTrue(ovvi.isAlive());
			// the running Ovvi started the session as Open Session… does
			Path session = herdr.socket("cli-test");
			waitFor(() -> Files.exists(session), "herdr's session cli-test runs: " + session);

			Launch forward = Launch.run(home, env, 60);
			assertEquals(0, forward.exitCode(), "with no argument the running window comes forward: " + forward.stderr());
		} finally {
			ovvi.destroy();
			assertTrue(ovvi.waitFor(60, TimeUnit.SECONDS), "Ovvi stops within 60 s of SIGTERM");
			herdr.stop("cli-first");
			herdr.stop("cli-test");
		}
		assertTrue(Files.notExists(socket), "Ovvi took its socket away as it ended");
		assertEquals(0, ovvi.exitValue(), first.stderr().get(10, TimeUnit.SECONDS));
		for (String session : List.of("cli-first", "cli-test")) {
			Path left = herdr.socket(session);
			waitFor(() -> Files.notExists(left), "the test's session " + session + " stopped: " + left);
		}
	}

	/** Checks a file the product writes until it shows what is awaited: the product tells the test nothing else. */
	static void waitFor(BooleanSupplier condition, String what) throws InterruptedException {
		long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
		while (!condition.getAsBoolean()) {
			if (System.nanoTime() > end) {
				throw new AssertionError("not within 60 s: " + what);
			}
			Thread.sleep(100);
		}
	}
}
