package ovvi.herdr.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import ovvi.herdr.exec.LocalExec;
import ovvi.herdr.testing.FakeStreamServer;
import ovvi.herdr.testing.Fifos;
import ovvi.herdr.testing.HeardEvents;
import ovvi.testing.TempHome;

/**
 * The event stream against a stand-in socket, with herdr's own lines: 0.9.x's written from
 * {@code src/api/server.rs}, {@code subscriptions.rs} and {@code subscription_socket_tests.rs},
 * 0.8.2's from PROTOCOL.md, and lines no herdr writes. Each (re)opened stream's acknowledgement is
 * a "changed", which reads the snapshot: so "subscribe, then read" holds after every end.
 */
@Timeout(120) // a client that keeps reading a stream it cannot trust would hang these tests: a failure instead
class EventStreamTest {

	private static final String ACK = "{\"id\":\"events\",\"result\":{\"type\":\"subscription_started\"}}";
	/** server.rs writes it with the subscribe request's id, then returns: the connection closes. */
	private static final String EVENTS_LOST = "{\"id\":\"events\",\"error\":{\"code\":\"events_lost\",\"message\":"
			+ "\"event subscription fell behind retained history; resubscribe and resync with session.snapshot\"}}";

	@TempDir
	Path home;
	private HerdrSession session;
	private final HeardEvents listener = new HeardEvents();

	@BeforeEach
	void fakeHerdr() throws Exception {
		Path socket = home.resolve("api.sock");
		TempHome.writeScript(home.resolve(".local/bin/herdr"),
				"#!/bin/sh\nprintf '{\"sessions\":[{\"name\":\"work\",\"running\":true,\"socket_path\":\"%s\"}]}\\n' '"
						+ socket + "'\n");
		session = new HerdrSession(LocalExec.start(TempHome.environment(home, "/bin/sh")), "work");
	}

	private static List<String> types(String request) {
		List<String> types = new ArrayList<>();
		for (JsonElement entry : JsonParser.parseString(request).getAsJsonObject().getAsJsonObject("params").getAsJsonArray("subscriptions")) {
			JsonObject object = entry.getAsJsonObject();
			types.add(object.get("type").getAsString() + (object.has("pane_id") ? " " + object.get("pane_id").getAsString() : ""));
		}
		return types;
	}

	/** The agent panes a subscribe request lists. */
	private static List<String> panes(String request) {
		return types(request).stream().filter(type -> type.contains(" ")).map(type -> type.substring(type.indexOf(' ') + 1)).toList();
	}

	/** The stream is live again: a new subscribe came, its acknowledgement reads the snapshot. */
	private List<String> resubscribed(FakeStreamServer server) throws Exception {
		FakeStreamServer.Connection again = server.next();
		List<String> panes = panes(again.readLine());
		again.send(ACK);
		assertEquals("changed", listener.next());
		return panes;
	}

	@Test
	void subscribesAsTheSeedSaysAndTurnsEveryLineIntoARead() throws Exception {
		try (FakeStreamServer server = new FakeStreamServer(home.resolve("api.sock"));
				EventStream stream = EventStream.open(session, Set.of("w1:p2"), listener)) {
			FakeStreamServer.Connection connection = server.next();
			// no *.focused, no workspace.metadata_updated; one pane.agent_status_changed per agent pane
			assertEquals(List.of(
					"workspace.created", "workspace.updated", "workspace.renamed", "workspace.moved", "workspace.reordered", "workspace.closed",
					"tab.created", "tab.closed", "tab.renamed", "tab.moved",
					"pane.created", "pane.closed", "pane.moved", "pane.updated", "pane.exited", "pane.agent_detected",
					"layout.updated",
					"pane.agent_status_changed w1:p2"), types(connection.readLine()));
			connection.send(ACK);
			assertEquals("changed", listener.next());
			connection.send("{\"event\":\"tab_created\",\"data\":{\"type\":\"tab_created\",\"tab\":{}}}");
			assertEquals("changed", listener.next());
			connection.send(
					"{\"event\":\"pane_updated\",\"data\":{\"type\":\"pane_updated\",\"pane\":{\"pane_id\":\"w1:p3\",\"tokens\":{\"ovvi-req\":\"5f0c3a7e-1b2d-4c3e-9f10-2a3b4c5d6e7f\"}}}}");
			assertEquals("request w1:p3 5f0c3a7e-1b2d-4c3e-9f10-2a3b4c5d6e7f", listener.next());
			assertEquals("changed", listener.next());
			connection.send("{\"event\":\"pane.agent_status_changed\",\"data\":{\"pane_id\":\"w1:p2\",\"agent_status\":\"working\"}}");
			assertEquals("changed", listener.next());
		}
	}

	@Test
	void opensAgainWhenTheAgentsChangeAndWritesNothingAfterItsRequest() throws Exception {
		try (FakeStreamServer server = new FakeStreamServer(home.resolve("api.sock"));
				EventStream stream = EventStream.open(session, Set.of("w1:p2"), listener)) {
			FakeStreamServer.Connection first = server.next();
			first.readLine();
			first.send(ACK);
			assertEquals("changed", listener.next());
			stream.agentPanes(Set.of("w1:p2", "w1:p5"));
			assertTrue(first.awaitClientClose(), "the subscriber wrote nothing before closing");
			FakeStreamServer.Connection second = server.next();
			assertTrue(types(second.readLine()).contains("pane.agent_status_changed w1:p5"));
			second.send(ACK);
			assertEquals("changed", listener.next());
		}
	}

	@Test
	void agentsThatChangeWhileTheStreamOpensAreInItsFirstSubscription() throws Exception {
		Path listing = Fifos.make(home.resolve("listing-started"));
		Path gate = Fifos.make(home.resolve("listing-gate"));
		// herdr's session list, which open() runs, tells when it started and waits for the test
		TempHome.writeScript(home.resolve(".local/bin/herdr"), "#!/bin/sh\necho started > '" + listing + "'\ncat '" + gate
				+ "' >/dev/null\nprintf '{\"sessions\":[{\"name\":\"work\",\"running\":true,\"socket_path\":\"%s\"}]}\\n' '"
				+ home.resolve("api.sock") + "'\n");
		try (FakeStreamServer server = new FakeStreamServer(home.resolve("api.sock"));
				EventStream stream = EventStream.open(session, Set.of("w1:p2"), listener)) {
			assertEquals("started\n", Files.readString(listing), "open() is under way");
			stream.agentPanes(Set.of("w1:p2", "w1:p7"));
			Files.writeString(gate, "go");
			List<String> types = types(server.next().readLine());
			assertTrue(types.contains("pane.agent_status_changed w1:p7"), types.toString());
		}
	}

	@Test
	void dropsAPaneHerdrCannotFindAndOpensAgain() throws Exception {
		try (FakeStreamServer server = new FakeStreamServer(home.resolve("api.sock"));
				EventStream stream = EventStream.open(session, Set.of("w1:p4"), listener)) {
			FakeStreamServer.Connection first = server.next();
			int index = types(first.readLine()).indexOf("pane.agent_status_changed w1:p4");
			first.send("{\"id\":\"events:sub:" + index + ":probe\",\"error\":{\"code\":\"pane_not_found\",\"message\":\"pane w1:p4 not found\"}}");
			first.close();
			FakeStreamServer.Connection second = server.next();
			assertFalse(types(second.readLine()).contains("pane.agent_status_changed w1:p4"));
			second.send(ACK);
			assertEquals("changed", listener.next());
			second.send("{\"event\":\"events_lost\"}");
			FakeStreamServer.Connection third = server.next();
			third.readLine();
			third.send(ACK);
			assertEquals("changed", listener.next());
		}
	}

	@Test
	void aPaneNotFoundItCannotPlaceDropsEveryAgentEntryRatherThanLooping() throws Exception {
		try (FakeStreamServer server = new FakeStreamServer(home.resolve("api.sock"));
				EventStream stream = EventStream.open(session, Set.of("w1:p4", "w1:p5"), listener)) {
			FakeStreamServer.Connection first = server.next();
			first.readLine();
			first.send("{\"id\":\"x\",\"error\":{\"code\":\"pane_not_found\",\"message\":\"pane not found\"}}");
			first.close();
			FakeStreamServer.Connection second = server.next();
			assertTrue(types(second.readLine()).stream().noneMatch(type -> type.startsWith("pane.agent_status_changed")));
			second.send(ACK);
			assertEquals("changed", listener.next());
		}
	}

	@Test
	void aServerThatStopsEndsTheStreamWithAReason() throws Exception {
		try (FakeStreamServer server = new FakeStreamServer(home.resolve("api.sock"));
				EventStream stream = EventStream.open(session, Set.of(), listener)) {
			FakeStreamServer.Connection connection = server.next();
			connection.readLine();
			connection.send(ACK);
			assertEquals("changed", listener.next());
			connection.close();
			String ended = listener.next();
			assertTrue(ended.startsWith("ended HerdrUnreachable") && ended.contains("work"), ended);
		}
		Files.deleteIfExists(home.resolve("api.sock"));
	}

	@Test
	void anErrorAtSubscribeTimeEndsTheStream() throws Exception {
		try (FakeStreamServer server = new FakeStreamServer(home.resolve("api.sock"));
				EventStream stream = EventStream.open(session, Set.of(), listener)) {
			FakeStreamServer.Connection connection = server.next();
			connection.readLine();
			connection.send("{\"id\":\"\",\"error\":{\"code\":\"invalid_request\",\"message\":\"invalid request: unknown variant\"}}");
			String ended = listener.next();
			assertTrue(ended.contains("invalid_request"), ended);
		}
	}

	@Test
	void eventsLostAsAnErrorEnvelopeThenTheEndSubscribesAgainAndReads() throws Exception {
		try (FakeStreamServer server = new FakeStreamServer(home.resolve("api.sock"));
				EventStream stream = EventStream.open(session, Set.of("w1:p2"), listener)) {
			FakeStreamServer.Connection first = server.next();
			first.readLine();
			first.send(ACK);
			assertEquals("changed", listener.next());
			first.send("{\"event\":\"workspace_renamed\",\"data\":{\"type\":\"workspace_renamed\",\"workspace_id\":\"w1\",\"label\":\"flood-0\"}}");
			assertEquals("changed", listener.next());
			first.send(EVENTS_LOST);
			first.close();
			assertEquals(List.of("w1:p2"), resubscribed(server), "the same agent panes");
		}
	}

	@Test
	void aSetUpErrorCarryingTheSubscribeIdDropsTheNamedPane() throws Exception {
		try (FakeStreamServer server = new FakeStreamServer(home.resolve("api.sock"));
				EventStream stream = EventStream.open(session, Set.of("w1:p4", "w1:p5"), listener)) {
			FakeStreamServer.Connection first = server.next();
			first.readLine();
			// 0.9.2+: stream_subscriptions sets response.id = request_id on a failed probe
			first.send("{\"id\":\"events\",\"error\":{\"code\":\"pane_not_found\",\"message\":\"pane w1:p4 not found\"}}");
			first.close();
			assertEquals(List.of("w1:p5"), resubscribed(server));
		}
	}

	@Test
	void aSetUpErrorCarryingTheProbeIdDropsThatEntrysPane() throws Exception {
		try (FakeStreamServer server = new FakeStreamServer(home.resolve("api.sock"));
				EventStream stream = EventStream.open(session, Set.of("w1:p4"), listener)) {
			FakeStreamServer.Connection first = server.next();
			int index = EventStream.LIFECYCLE.size();
			first.readLine();
			// 0.8.2: the probe's own id
			first.send("{\"id\":\"events:sub:" + index + ":probe\",\"error\":{\"code\":\"pane_not_found\",\"message\":\"pane not found\"}}");
			first.close();
			assertEquals(List.of(), resubscribed(server));
		}
	}

	@Test
	void anInvalidRequestWithEitherIdFormEndsTheStreamWithHerdrsWords() throws Exception {
		for (String id : List.of("events", "")) {
			try (FakeStreamServer server = new FakeStreamServer(home.resolve("api.sock"));
					EventStream stream = EventStream.open(session, Set.of(), listener)) {
				FakeStreamServer.Connection connection = server.next();
				connection.readLine();
				connection.send("{\"id\":\"" + id + "\",\"error\":{\"code\":\"invalid_request\",\"message\":"
						+ "\"invalid request: unknown variant `pane.bogus`\"}}");
				String ended = listener.next();
				assertTrue(ended.startsWith("ended") && ended.contains("invalid_request")
						&& ended.contains("unknown variant `pane.bogus`"), ended);
			}
			java.nio.file.Files.deleteIfExists(home.resolve("api.sock"));
		}
	}

	@Test
	void anEventOfAKindOvviDoesNotKnowIsAChange() throws Exception {
		try (FakeStreamServer server = new FakeStreamServer(home.resolve("api.sock"));
				EventStream stream = EventStream.open(session, Set.of(), listener)) {
			FakeStreamServer.Connection connection = server.next();
			connection.readLine();
			connection.send(ACK);
			assertEquals("changed", listener.next());
			connection.send("{\"event\":\"pane_graphics_changed\",\"data\":{\"type\":\"pane_graphics_changed\"}}");
			assertEquals("changed", listener.next());
		}
	}

	@Test
	void aCutLineAGarbledOneAndATenMegabyteOneEachSubscribeAgain() throws Exception {
		try (FakeStreamServer server = new FakeStreamServer(home.resolve("api.sock"));
				EventStream stream = EventStream.open(session, Set.of("w1:p2"), listener)) {
			FakeStreamServer.Connection connection = server.next();
			connection.readLine();
			connection.send(ACK);
			assertEquals("changed", listener.next());
			for (String bad : List.of("{\"event\":\"pane_updated\",\"data\":{\"type\":\"pane_up", "[1,2]", "x".repeat(10_000_000))) {
				connection.send(bad);
				assertTrue(connection.awaitClientClose(), "the client closed the stream it can no longer trust, writing nothing");
				FakeStreamServer.Connection again = server.next();
				assertEquals(List.of("w1:p2"), panes(again.readLine()));
				again.send(ACK);
				assertEquals("changed", listener.next(), "subscribed again, then the snapshot is read");
				connection = again;
			}
		}
	}
}
