package ovvi.herdr.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import com.google.gson.JsonObject;

import ovvi.herdr.api.EventStream;
import ovvi.herdr.api.HerdrErrorReply;
import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.api.HerdrVersion;
import ovvi.herdr.exec.LocalExec;
import ovvi.herdr.terminal.StreamEnd;
import ovvi.herdr.terminal.TerminalEvent;
import ovvi.herdr.terminal.TerminalInput;
import ovvi.herdr.terminal.TerminalStream;
import ovvi.herdr.testing.HeardEvents;
import ovvi.testing.SimServer;

/** The transport against the herdr simulator on this computer: real sockets, processes and PTYs. */
class SimLocalTest {

	@RegisterExtension
	static final SimServer SIM = new SimServer();

	private HerdrSession session;

	@BeforeEach
	void connect() throws Exception {
		// The simulator is on the login shell's PATH only, as a user's rc file would put it.
		Files.writeString(SIM.home().resolve(".bash_profile"), "export PATH=\"" + SimServer.herdr().getParent() + ":$PATH\"\n");
		LocalExec exec = LocalExec.start(SIM.environment("/bin/bash"));
		assertEquals(SimServer.herdr().toString(), exec.herdr());
		session = new HerdrSession(exec, SimServer.SESSION);
	}

	/** The class's one pane, made by the first test that needs it: {pane_id, terminal_id}. */
	private static JsonObject pane;

	private JsonObject pane() throws Exception {
		synchronized (SimLocalTest.class) {
			if (pane == null) {
				JsonObject params = new JsonObject();
				params.addProperty("cwd", SIM.home().toString());
				params.addProperty("focus", false);
				session.call("workspace.create", params);
				JsonObject snapshot = session.call("session.snapshot", null).getAsJsonObject("snapshot");
				pane = snapshot.getAsJsonArray("panes").get(0).getAsJsonObject();
			}
			return pane;
		}
	}

	@Test
	void callsTheApiAndReadsItsVersion() throws Exception {
		assertEquals("pong", session.call("ping", null).get("type").getAsString());
		JsonObject snapshot = session.call("session.snapshot", null);
		assertNotNull(HerdrVersion.of(snapshot), snapshot.toString());
		JsonObject bogus = new JsonObject();
		bogus.addProperty("pane_id", "w999:p999");
		HerdrErrorReply refused = org.junit.jupiter.api.Assertions.assertThrows(HerdrErrorReply.class, () -> session.call("pane.get", bogus));
		assertEquals("pane_not_found", refused.code());
	}

	@Test
	void startsAStoppedSessionDetachedAndItOutlivesItsStarter() throws Exception {
		HerdrSession other = new HerdrSession(session.exec(), "ovvi-started");
		org.junit.jupiter.api.Assertions.assertThrows(ovvi.herdr.api.HerdrNotRunning.class, () -> other.call("ping", null));
		other.startServer(Duration.ofSeconds(30));
		try {
			assertEquals("pong", other.call("ping", null).get("type").getAsString());
			assertTrue(other.info().running());
		} finally {
			var stop = other.exec().run(other.argv("session", "stop", "ovvi-started"));
			stop.readAll();
			assertEquals(0, stop.exit().get(), String.join("\n", stop.stderrTail()));
		}
	}

	@Test
	void theEventStreamAsksForASnapshotWhenSomethingChanges() throws Exception {
		HeardEvents heard = new HeardEvents();
		try (EventStream events = EventStream.open(session, Set.of(), heard)) {
			assertEquals("changed", heard.next(), "the acknowledgement asks for a snapshot");
			String pane = pane().get("pane_id").getAsString();
			JsonObject report = new JsonObject();
			report.addProperty("pane_id", pane);
			report.addProperty("source", "ovvi-cli");
			JsonObject tokens = new JsonObject();
			tokens.addProperty("ovvi-req", "5f0c3a7e-1b2d-4c3e-9f10-2a3b4c5d6e7f");
			report.add("tokens", tokens);
			report.addProperty("ttl_ms", 3000);
			session.call("pane.report_metadata", report);
			heard.awaitLine("request " + pane + " 5f0c3a7e-1b2d-4c3e-9f10-2a3b4c5d6e7f");
		}
	}

	@Test
	void terminalStreamsControlObserveAndTakeOver() throws Exception {
		String terminal = pane().get("terminal_id").getAsString();
		BlockingQueue<TerminalEvent> first = new LinkedBlockingQueue<>();
		TerminalStream control = TerminalStream.open(session, terminal, 80, 24, TerminalStream.Mode.CONTROL, first::add);
		var frame = assertInstanceOf(TerminalEvent.Frame.class, first.poll(30, TimeUnit.SECONDS));
		assertTrue(frame.full());
		assertEquals(80, frame.width());
		assertEquals(24, frame.height());
		control.send(TerminalInput.text("echo ovvi-$((6*7))\r"));
		assertTrue(awaitText(first, "ovvi-42"), "the shell's answer arrives as frames");

		BlockingQueue<TerminalEvent> second = new LinkedBlockingQueue<>();
		TerminalStream refused = TerminalStream.open(session, terminal, 80, 24, TerminalStream.Mode.CONTROL, second::add);
		assertEquals(StreamEnd.ALREADY_ATTACHED, awaitEnd(second).end());

		BlockingQueue<TerminalEvent> watcher = new LinkedBlockingQueue<>();
		TerminalStream observe = TerminalStream.open(session, terminal, 60, 20, TerminalStream.Mode.OBSERVE, watcher::add);
		assertInstanceOf(TerminalEvent.Frame.class, watcher.poll(30, TimeUnit.SECONDS));

		BlockingQueue<TerminalEvent> third = new LinkedBlockingQueue<>();
		TerminalStream takeover = TerminalStream.open(session, terminal, 100, 30, TerminalStream.Mode.TAKEOVER, third::add);
		assertEquals(StreamEnd.TAKEN_OVER, awaitEnd(first).end());
		assertEquals(100, assertInstanceOf(TerminalEvent.Frame.class, third.poll(30, TimeUnit.SECONDS)).width());

		takeover.close();
		assertEquals(StreamEnd.DETACHED, awaitEnd(third).end());
		observe.close();
		assertEquals(StreamEnd.DETACHED, awaitEnd(watcher).end());
		refused.close();
	}

	@Test
	void aClickReachesOnlyAProgramThatAskedForMouseReports() throws Exception {
		// a pane of its own, closed afterwards: the mouse mode its program turns on stays with the pane
		JsonObject params = new JsonObject();
		params.addProperty("cwd", SIM.home().toString());
		params.addProperty("focus", false);
		JsonObject created = session.call("workspace.create", params);
		BlockingQueue<TerminalEvent> frames = new LinkedBlockingQueue<>();
		TerminalStream control = TerminalStream.open(session, created.getAsJsonObject("root_pane").get("terminal_id").getAsString(),
				80, 24, TerminalStream.Mode.CONTROL, frames::add);
		try {
			assertEquals("end\n", typedAroundAClick(control, frames, "plain", ""), "a shell's cat -v gets nothing from a click");
			assertEquals("^[[<0;10;5Mend\n", typedAroundAClick(control, frames, "sgr", "printf '\\033[?1000h\\033[?1006h'; "),
					"a program that asked for SGR mouse reports gets the click as herdr encodes it");
		} finally {
			control.close();
			JsonObject close = new JsonObject();
			close.add("workspace_id", created.getAsJsonObject("workspace").get("workspace_id"));
			session.call("workspace.close", close);
		}
	}

	/**
	 * What {@code cat -v} reads from a line with a click at its start: the click goes once the
	 * shell has printed that cat is about to run; the typed rest waits in the PTY's input queue.
	 */
	private String typedAroundAClick(TerminalStream control, BlockingQueue<TerminalEvent> frames, String name, String before)
			throws Exception {
		control.send(TerminalInput.text(before + "echo ready-" + name + "-$((6*7)); cat -v > typed-" + name + "; echo done-" + name + "-$((6*7))\r"));
		assertTrue(awaitText(frames, "ready-" + name + "-42"));
		control.send(TerminalInput.mouse(TerminalInput.MouseButton.LEFT, TerminalInput.MouseAction.DOWN, 9, 4, 0));
		control.send(TerminalInput.text("end\r\u0004"));
		assertTrue(awaitText(frames, "done-" + name + "-42"));
		return Files.readString(SIM.home().resolve("typed-" + name));
	}

	private static boolean awaitText(BlockingQueue<TerminalEvent> events, String text) throws InterruptedException {
		StringBuilder seen = new StringBuilder();
		long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
		while (System.nanoTime() < deadline) {
			TerminalEvent event = events.poll(1, TimeUnit.SECONDS);
			if (event instanceof TerminalEvent.Frame frame) {
				seen.append(new String(frame.ansi(), StandardCharsets.UTF_8));
				if (seen.toString().contains(text)) {
					return true;
				}
			}
		}
		return false;
	}

	private static TerminalEvent.Closed awaitEnd(BlockingQueue<TerminalEvent> events) throws InterruptedException {
		while (true) {
			TerminalEvent event = events.poll(30, TimeUnit.SECONDS);
			if (event == null) {
				throw new AssertionError("the stream did not end within 30 s");
			}
			if (event instanceof TerminalEvent.Closed closed) {
				return closed;
			}
		}
	}
}
