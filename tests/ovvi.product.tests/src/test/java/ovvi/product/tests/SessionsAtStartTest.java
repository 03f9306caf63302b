package ovvi.product.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sessions Ovvi's window had open when it quit open again when it starts, through the
 * product's script: sessions that stopped meanwhile are started again, as Open Session… does,
 * and the page in view shows its terminal live.
 */
class SessionsAtStartTest {

	@TempDir
	Path home;

	@Test
	void theSessionsOpenAtQuitOpenAgainAtTheNextStart() throws Exception {
		HerdrOfTheHome herdr = HerdrOfTheHome.in(home);
		Map<String, String> env = new HashMap<>();
		env.put("OVVI_JAVA", Path.of(System.getProperty("java.home"), "bin/java").toString());
		List<String> sessions = List.of("again-first", "again-second");
		List<Process> started = new ArrayList<>();
		try {
			Launch.Started first = Launch.startToFirstWindow(home, env, sessions.get(0));
			started.add(first.ovvi());
			CommandLineTest.waitFor(() -> openInOvvi(herdr, sessions.get(0)), "the first session is a page of the window");
			Launch second = Launch.run(home, env, 60, sessions.get(1));
			assertEquals(0, second.exitCode(), second.stderr());
			// the session runs before its page opens
			CommandLineTest.waitFor(() -> openInOvvi(herdr, sessions.get(1)), "the second session is a page of the window");
			quit(first);
			for (String session : sessions) {
				herdr.stop(session);
				CommandLineTest.waitFor(() -> Files.notExists(herdr.socket(session)), session + " stopped");
			}

			Launch.Started again = Launch.startToFirstWindow(home, env);
			started.add(again.ovvi());
			for (String session : sessions) {
				try {
					CommandLineTest.waitFor(() -> Files.exists(herdr.socket(session)) && openInOvvi(herdr, session),
							"Ovvi started with no argument opened " + session + " again, and so started it");
				} catch (AssertionError failure) {
					throw withWhatOvviSaid(failure, again);
				}
			}
			// what the start-up benchmark times: the card of the page in view shows herdr's live frames
			again.lines().await(Pattern.compile("ovvi: live cards: 1, \\d+ ms after the first window, \\d+ ms of CPU"), Duration.ofSeconds(60));
			quit(again);
		} finally {
			// an Ovvi a failed step left running is stopped by its pid, not left on the display
			started.stream().filter(Process::isAlive).forEach(Process::destroyForcibly);
			for (String session : sessions) {
				herdr.stop(session);
			}
		}
	}

	/** Adds the restarted Ovvi's output and its workbench log, where a page that failed to open says why. */
	private AssertionError withWhatOvviSaid(AssertionError failure, Launch.Started ovvi) throws IOException {
		Path log = home.resolve(".local/state/ovvi/workspace/.metadata/.log");
		String logged = Files.exists(log) ? Files.readString(log) : "(no workbench log)";
		failure.addSuppressed(new AssertionError("Ovvi's output: " + ovvi.lines().soFar() + "\nits workbench log:\n" + logged));
		return failure;
	}

	private static boolean openInOvvi(HerdrOfTheHome herdr, String session) {
		try {
			return herdr.openInOvvi(session);
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return false;
		}
	}

	/** SIGTERM closes the workbench as File ▸ Quit does, which saves the window's state. */
	private static void quit(Launch.Started ovvi) throws Exception {
		ovvi.ovvi().destroy();
		assertTrue(ovvi.ovvi().waitFor(60, TimeUnit.SECONDS), "Ovvi stops within 60 s of SIGTERM");
		assertEquals(0, ovvi.ovvi().exitValue(), ovvi.stderr().get(10, TimeUnit.SECONDS));
	}
}
