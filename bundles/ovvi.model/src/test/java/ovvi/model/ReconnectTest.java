package ovvi.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.exec.LocalExec;
import ovvi.model.pacing.SystemScheduler;
import ovvi.model.write.Sessions;
import ovvi.testing.SimServer;
import ovvi.testing.TempHome;

/**
 * A page follows its session through a stop and a start, and through a herdr that is too old:
 * while reads fail or the version is too old, the snapshot is read again every 2 s, so the state
 * clears by itself well before the 30 s health read.
 */
class ReconnectTest {

	private Path home;
	private Map<String, String> environment;
	private HerdrSession herdr;
	private HostConnection connection;

	@BeforeEach
	void aSessionOnTheSimulator() throws Exception {
		home = Files.createTempDirectory(Path.of("/tmp"), "ovvi-re");
		environment = TempHome.environment(home, "/bin/bash");
		environment.put("OVVI_JAVA", Path.of(System.getProperty("java.home"), "bin", "java").toString());
		Files.writeString(home.resolve(".bash_profile"), "export PATH=\"" + SimServer.herdr().getParent() + ":$PATH\"\n");
		herdr = new HerdrSession(LocalExec.start(environment), "reconnect");
	}

	@AfterEach
	void cleanUp() throws Exception {
		if (connection != null) {
			connection.close();
		}
		try {
			Sessions.stop(herdr);
		} catch (Exception alreadyStopped) {
			// the test stopped it
		}
		try (Stream<Path> files = Files.walk(home)) {
			files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
		}
	}

	private static void await(ModelObject object, BooleanSupplier holds, String what) throws InterruptedException {
		CountDownLatch latch = new CountDownLatch(1);
		ChangeListener listener = (source, property) -> {
			if (holds.getAsBoolean()) {
				latch.countDown();
			}
		};
		object.addListener(listener);
		try {
			// well under the 30 s health read: only the 2 s retry can make it
			assertTrue(holds.getAsBoolean() || latch.await(12, TimeUnit.SECONDS), what);
		} finally {
			object.removeListener(listener);
		}
	}

	@Test
	void aStoppedSessionReadsAsAProblemAndIsLiveAgainOnceItRuns() throws Exception {
		Sessions.open(herdr);
		connection = new HostConnection("This computer", herdr, new ModelSettings(), SystemScheduler.INSTANCE);
		connection.connect();
		await(connection.store(), () -> !connection.store().spaces().isEmpty(), "the first snapshot came");
		assertNull(connection.problem());

		Sessions.stop(herdr);
		await(connection, () -> connection.problem() != null, "the stopped server reads as a problem");

		Sessions.open(herdr);
		await(connection, () -> connection.problem() == null, "the connection is live again once herdr runs");
		await(connection.store(), () -> !connection.store().spaces().isEmpty(), "the new server's space shows");
	}

	@Test
	void aHerdrThatIsTooOldSaysSoAndTheStateClearsAfterAnUpdate() throws Exception {
		Process old = server("version:0.9.1");
		connection = new HostConnection("This computer", herdr, new ModelSettings(), SystemScheduler.INSTANCE);
		connection.connect();
		await(connection, () -> connection.tooOld() != null, "a 0.9.1 server is too old");
		assertEquals("herdr 0.9.1 is too old; 0.9.3 or newer needed.", connection.tooOld());

		Sessions.stop(herdr);
		old.waitFor(10, TimeUnit.SECONDS);
		Process updated = server("version:0.9.5");
		try {
			await(connection, () -> connection.tooOld() == null, "the state clears once herdr is new enough");
		} finally {
			updated.destroy();
		}
	}

	/** A server with a version of the test's choosing (the simulator's fault flag), started as herdr's launch does. */
	/** herdr 0.9.2+ ends a stream that fell behind with an events_lost error: the page resubscribes and reads, no problem shown. */
	@Test
	void eventsLostResubscribesAndReadsWithoutAProblem() throws Exception {
		Process server = server("");
		try {
			connection = new HostConnection("This computer", herdr, new ModelSettings(), SystemScheduler.INSTANCE);
			connection.connect();
			herdr.call("workspace.create", inHome());
			await(connection.store(), () -> connection.store().spaces().size() == 1, "the first space shows");
			java.util.List<ovvi.herdr.api.HerdrException> problems = new java.util.concurrent.CopyOnWriteArrayList<>();
			connection.addListener((source, property) -> {
				if (connection.problem() != null) {
					problems.add(connection.problem());
				}
			});
			HerdrSession other = new HerdrSession(LocalExec.start(environment), "reconnect");
			other.call("sim.overflow", new com.google.gson.JsonObject());
			other.call("workspace.create", inHome());
			await(connection.store(), () -> connection.store().spaces().size() == 2, "a space made after the loss shows");
			assertEquals(java.util.List.of(), problems, "events_lost is no problem of the page");
		} finally {
			Sessions.stop(herdr);
			server.waitFor();
		}
	}

	private com.google.gson.JsonObject inHome() {
		com.google.gson.JsonObject params = new com.google.gson.JsonObject();
		params.addProperty("cwd", home.toString());
		return params;
	}

	private Process server(String faults) throws Exception {
		ProcessBuilder builder = new ProcessBuilder("setsid", SimServer.herdr().toString(), "--session", "reconnect",
				"server", "--sim-faults", faults);
		builder.environment().clear();
		builder.environment().putAll(environment);
		builder.redirectErrorStream(true).redirectOutput(home.resolve("server-" + faults.replace(':', '-') + ".log").toFile());
		Process server = builder.start();
		// the session list has no event for a server that started: it is read again every 25 ms
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
		while (herdr.info() == null || !herdr.info().running()) {
			assertTrue(server.isAlive() && System.nanoTime() < deadline, "the simulator's server started");
			LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(25));
		}
		return server;
	}
}
