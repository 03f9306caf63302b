package ovvi.sim.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import ovvi.sim.CliProcess;
import ovvi.sim.EventReader;
import ovvi.sim.SimFixture;

/** --sim-faults: only what the flag asks for. */
class FaultsTest {

	private SimFixture fx;

	@BeforeEach
	void setUp() throws IOException {
		fx = new SimFixture();
	}

	@AfterEach
	void tearDown() throws IOException {
		fx.close();
	}

	@Test
	void withoutTheFlagThereAreNoSimMethods() throws IOException {
		fx.start("f");
		assertEquals("invalid_request", fx.call("sim.overflow").getAsJsonObject("error").get("code").getAsString());
	}

	@Test
	void delayDropCutAndVersion() throws IOException {
		fx.start("f", Faults.parse("delay:ping:300,drop:workspace.list,cut:session.snapshot,version:0.9.2"));
		long start = System.nanoTime();
		assertEquals("0.9.2", fx.ok("ping").get("version").getAsString());
		assertTrue(System.nanoTime() - start >= 300_000_000L);
		assertEquals("", fx.raw("{\"id\":\"1\",\"method\":\"workspace.list\",\"params\":{}}"));
		String cut = fx.raw("{\"id\":\"1\",\"method\":\"session.snapshot\",\"params\":{}}");
		assertTrue(cut.startsWith("{\"id\":\"1\""));
		assertTrue(!cut.endsWith("}"), cut);
	}

	@Test
	void restartEndsEveryConnectionAndStreamAndBringsNewTerminalsWithoutTokens() throws Exception {
		fx.start("f", Faults.parse(""));
		String before = fx.ok("workspace.create", "cwd", fx.home().toString()).getAsJsonObject("root_pane")
				.get("terminal_id").getAsString();
		fx.ok("pane.report_metadata", "pane_id", "w1:p1", "source", "s", "tokens", Map.of("k", "v"));
		fx.ok("workspace.report_metadata", "workspace_id", "w1", "source", "s", "tokens", Map.of("k", "v"));
		try (EventReader events = new EventReader(fx, "s", "workspace.created");
				CliProcess stream = new CliProcess(fx, "--session", "f", "terminal", "session", "control", before);
				SocketChannel silent = fx.connect()) {
			events.next(2000);
			stream.next(10_000);
			fx.ok("sim.restart");
			assertEquals("server is shutting down", stream.closed(10_000).get("reason").getAsString());
			assertEquals(0, stream.exit(5000));
			assertTrue(events.endsWithin(5000), "event streams end");
			assertEquals(-1, silent.read(ByteBuffer.allocate(1)), "a connection that sent nothing yet is closed too");
		}
		JsonObject pane = fx.ok("pane.get", "pane_id", "w1:p1").getAsJsonObject("pane");
		assertNotEquals(before, pane.get("terminal_id").getAsString(), "terminal ids are new");
		assertFalse(pane.has("tokens"), "pane tokens do not survive a restart");
		assertFalse(fx.ok("workspace.get", "workspace_id", "w1").getAsJsonObject("workspace").has("tokens"),
				"nor do workspace tokens");
		assertFalse(fx.server().hub().namesFrom(0).contains("workspace_created"), "the new server's ring starts empty");
		assertEquals("ok", fx.ok("sim.restart").get("type").getAsString(), "the fault flag survives the restart");
	}

	@Test
	void theStreamCountSaysHowManyControlRunsHoldATerminal() throws Exception {
		fx.start("f", Faults.parse(""));
		String terminal = fx.ok("workspace.create", "cwd", fx.home().toString()).getAsJsonObject("root_pane")
				.get("terminal_id").getAsString();
		assertEquals(0, fx.ok("sim.terminal_streams").get("control").getAsInt());
		try (CliProcess control = new CliProcess(fx, "--session", "f", "terminal", "session", "control", terminal);
				CliProcess observe = new CliProcess(fx, "--session", "f", "terminal", "session", "observe", terminal)) {
			control.next(10_000);
			observe.next(10_000);
			JsonObject counts = fx.ok("sim.terminal_streams");
			assertEquals(1, counts.get("control").getAsInt());
			assertEquals(2, counts.get("open").getAsInt());
			control.closeStdin();
			assertEquals(0, control.exit(10_000));
		}
		// the server lets go of the run just after its client saw the end: no event says when
		long deadline = System.nanoTime() + 10_000_000_000L;
		while (fx.ok("sim.terminal_streams").get("control").getAsInt() != 0) {
			assertTrue(System.nanoTime() < deadline, "an ended run holds nothing");
			Thread.onSpinWait();
		}
	}

	@Test
	void anUnexpectedFailureGetsHerdrsInternalErrorAndTheServerGoesOn() throws IOException {
		fx.start("f", Faults.parse("crash:session.snapshot"));
		JsonObject reply = fx.call("session.snapshot");
		assertEquals("t1", reply.get("id").getAsString());
		assertEquals("internal_error", reply.getAsJsonObject("error").get("code").getAsString());
		assertEquals(2, reply.getAsJsonObject("error").size());
		assertEquals("pong", fx.ok("ping").get("type").getAsString());
	}

	@Test
	void anotherProtocolFailsTheCliGuardAndTheTerminalHandshake() throws Exception {
		fx.start("f", Faults.parse("protocol:19"));
		assertEquals(19, fx.ok("ping").get("protocol").getAsInt());
		String terminal = fx.ok("workspace.create", "cwd", fx.home().toString()).getAsJsonObject("root_pane")
				.get("terminal_id").getAsString();
		try (CliProcess cli = new CliProcess(fx, "--session", "f", "terminal", "session", "control", terminal)) {
			assertEquals(1, cli.exit(10_000));
			assertEquals("herdr: server rejected handshake (version 19): client protocol 22 is newer than server protocol 19\n",
					cli.stderr());
		}
		try (CliProcess cli = new CliProcess(fx, "--session", "f", "api", "snapshot")) {
			assertEquals(1, cli.exit(10_000));
			JsonObject error = JsonParser.parseString(cli.stderr()).getAsJsonObject();
			assertEquals("cli:api:snapshot", error.get("id").getAsString());
			assertEquals("protocol_mismatch", error.getAsJsonObject("error").get("code").getAsString());
			assertEquals("client protocol 22 is newer than server protocol 19; restart the Herdr server",
					error.getAsJsonObject("error").get("message").getAsString());
		}
	}
}
