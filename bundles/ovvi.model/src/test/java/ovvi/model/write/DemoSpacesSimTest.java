package ovvi.model.write;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import com.google.gson.JsonElement;

import ovvi.herdr.api.HerdrSession;
import ovvi.model.SimHerdr;
import ovvi.model.snapshot.Snapshot;
import ovvi.testing.SimServer;

/** A fresh demo session's spaces against the simulator, running its distribution's demo agent. */
class DemoSpacesSimTest {

	@RegisterExtension
	static final SimServer SIM = new SimServer();

	/** Each agent's first report starts the launcher's JVM: a bound for a busy machine, not a pace. */
	private static final Duration PATIENCE = Duration.ofSeconds(60);

	@Test
	void aFreshDemoSessionHoldsThreeSpacesWhoseScriptedAgentsReportToHerdr() throws Exception {
		HerdrSession demo = new HerdrSession(new SimHerdr(SIM).herdr.exec(), "ovvi-model-demo");
		try {
			DemoSpaces contents = new DemoSpaces(SimServer.simHome().resolve("bin/demo-agent").toString());
			Snapshot opened = Sessions.open(demo, Sessions.START_WAIT, contents);
			assertNull(contents.problem());
			assertEquals(List.of("api-server", "web-app", "docs"), opened.spaces().stream().map(Snapshot.SpaceRecord::label).toList());
			assertEquals(List.of("agents", "frontend", "writer"), opened.tabs().stream().map(Snapshot.TabRecord::label).toList(),
					"each space holds only its laid-out tab");
			assertEquals(6, opened.panes().size(), "four agents and two shells");
			Set<String> agents = new TreeSet<>();
			long deadline = System.nanoTime() + PATIENCE.toNanos();
			for (;;) {
				for (JsonElement agent : demo.call("agent.list", null).getAsJsonArray("agents")) {
					agents.add(agent.getAsJsonObject().get("agent").getAsString());
				}
				if (agents.size() == 4 || System.nanoTime() > deadline) {
					break;
				}
				LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(50)); // herdr has no event for another client's first report
			}
			assertEquals(Set.of("coder", "reviewer", "frontend", "writer"), agents);
			assertEquals(3, Sessions.open(demo, Sessions.START_WAIT, contents).spaces().size(), "a running demo is left as it is");
		} finally {
			Sessions.stop(demo);
		}
		Sessions.delete(demo);
	}

	@Test
	void aStepThatFailsLeavesWhatWasMadeAndSaysWhy() throws Exception {
		HerdrSession demo = new HerdrSession(new SimHerdr(SIM).herdr.exec(), "ovvi-model-demo-broken");
		// herdr's layout.apply fails as a bug would make it fail, after the first space was made
		ProcessBuilder builder = new ProcessBuilder("setsid", SimServer.herdr().toString(), "--session", demo.name(), "server",
				"--sim-faults", "crash:layout.apply");
		builder.environment().clear();
		builder.environment().putAll(SIM.environment("/bin/sh"));
		builder.redirectErrorStream(true).redirectOutput(SIM.home().resolve("server-demo-broken.log").toFile());
		Process server = builder.start();
		try {
			long deadline = System.nanoTime() + PATIENCE.toNanos();
			// the session list has no event for a server that started: it is read again every 25 ms
			while (demo.info() == null || !demo.info().running()) {
				assertTrue(server.isAlive() && System.nanoTime() < deadline, "the simulator's server started");
				LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(25));
			}
			DemoSpaces contents = new DemoSpaces(SimServer.simHome().resolve("bin/demo-agent").toString());
			contents.create(demo);
			Snapshot made = Sessions.open(demo, Sessions.START_WAIT, contents);
			assertEquals(List.of("api-server"), made.spaces().stream().map(Snapshot.SpaceRecord::label).toList(),
					"the space made before the failing step stays, with its shell");
			assertEquals(1, made.panes().size());
			assertTrue(contents.problem() != null && contents.problem().startsWith(
					"Only part of the demo session was made: making the space api-server failed (")
					&& contents.problem().contains("layout.apply"), contents.problem());
		} finally {
			Sessions.stop(demo);
			server.waitFor();
		}
		Sessions.delete(demo);
	}
}
