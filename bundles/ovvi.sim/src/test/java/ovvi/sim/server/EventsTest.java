package ovvi.sim.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import ovvi.sim.EventReader;
import ovvi.sim.SimFixture;
import ovvi.sim.json.Json;

/**
 * events.subscribe as herdr 0.9.2+ serves it (server.rs, subscriptions.rs and
 * subscription_socket_tests.rs): live from the subscription on, bursts, events_lost as an error
 * envelope with the request's id followed by the end, request errors carrying a string id.
 */
class EventsTest {

	private SimFixture fx;

	@BeforeEach
	void setUp() throws IOException {
		fx = new SimFixture();
		fx.start("ev", Faults.parse(""));
		fx.ok("workspace.create", "cwd", fx.home().toString());
	}

	@AfterEach
	void tearDown() throws IOException {
		fx.close();
	}

	@Test
	void unknownTypeFailsTheWholeRequestWithItsId() throws Exception {
		try (EventReader events = new EventReader(fx, "s1", "pane.created", "pane.*")) {
			JsonObject line = events.next(2000);
			assertEquals("s1", line.get("id").getAsString());
			assertEquals("invalid_request", line.getAsJsonObject("error").get("code").getAsString());
			assertTrue(events.endsWithin(2000));
		}
	}

	@Test
	void aMissingListedPaneFailsWithTheSubscribeRequestsId() throws Exception {
		try (EventReader events = new EventReader(fx, "s1", "pane.created",
				Json.obj("type", "pane.agent_status_changed", "pane_id", "w1:p9"))) {
			JsonObject line = events.next(2000);
			assertEquals("s1", line.get("id").getAsString());
			assertEquals("pane w1:p9 not found", line.getAsJsonObject("error").get("message").getAsString());
			assertTrue(events.endsWithin(2000));
		}
	}

	@Test
	void aNewSubscriptionStartsLiveAndLineFormatsMatch() throws Exception {
		fx.ok("tab.rename", "tab_id", "w1:t1", "label", "before");
		try (EventReader events = new EventReader(fx, "s1", "tab.renamed", "layout.updated")) {
			assertEquals("s1", events.next(2000).get("id").getAsString());
			fx.ok("tab.rename", "tab_id", "w1:t1", "label", "after");
			JsonObject renamed = events.next(3000);
			assertEquals(List.of("event", "data"), List.copyOf(renamed.keySet()));
			assertEquals("tab_renamed", renamed.getAsJsonObject("data").get("type").getAsString());
			assertEquals("after", renamed.getAsJsonObject("data").get("label").getAsString(),
					"the rename before the subscription is not replayed");
			fx.ok("pane.split", "target_pane_id", "w1:p1", "direction", "right");
			JsonObject line;
			do {
				line = events.next(3000);
				assertFalse(line.get("event").getAsString().equals("tab_renamed"), "only the subscribed kinds arrive");
			} while (line.getAsJsonObject("data").getAsJsonObject("layout") == null
					|| line.getAsJsonObject("data").getAsJsonObject("layout").getAsJsonArray("panes").size() != 2);
		}
	}

	@Test
	void anEntrysBacklogArrivesInOneBurst() throws Exception {
		try (EventReader events = new EventReader(fx, "s1", "tab.renamed")) {
			events.next(2000);
			int count = 300;
			for (int i = 0; i < count; i++) {
				fx.ok("tab.rename", "tab_id", "w1:t1", "label", "n" + i);
			}
			// 0.8.2's one event per entry per 100 ms wake needs 30 s for these; a burst needs a wake or two
			long deadline = System.currentTimeMillis() + 20_000;
			for (int i = 0; i < count; i++) {
				JsonObject e = events.next(Math.max(1, deadline - System.currentTimeMillis()));
				assertEquals("n" + i, e.getAsJsonObject("data").get("label").getAsString());
			}
		}
	}

	@Test
	void anyByteFromTheClientEndsTheStream() throws Exception {
		try (EventReader events = new EventReader(fx, "s1", "pane.created")) {
			events.next(2000);
			events.poke();
			assertTrue(events.endsWithin(2000));
		}
	}

	@Test
	void aReaderBehindTheRingGetsEventsLostWithItsIdAndTheEnd() throws Exception {
		try (EventReader events = new EventReader(fx, "s1", "tab.renamed")) {
			events.next(2000);
			fx.ok("sim.overflow");
			JsonObject lost = events.next(3000);
			assertEquals("{\"id\":\"s1\",\"error\":{\"code\":\"events_lost\",\"message\":\"event subscription fell behind "
					+ "retained history; resubscribe and resync with session.snapshot\"}}", Json.write(lost));
			assertTrue(events.endsWithin(2000));
		}
	}

	@Test
	void aListedPaneThatClosesLeavesTheStreamOpenAndSilent() throws Exception {
		fx.ok("pane.split", "target_pane_id", "w1:p1", "direction", "right");
		try (EventReader events = new EventReader(fx, "s1", "tab.renamed",
				Json.obj("type", "pane.agent_status_changed", "pane_id", "w1:p2"))) {
			events.next(2000);
			fx.ok("pane.close", "pane_id", "w1:p2");
			fx.ok("tab.rename", "tab_id", "w1:t1", "label", "still-open");
			JsonObject line = events.next(3000);
			assertEquals("tab_renamed", line.get("event").getAsString(), "no pane_not_found before it: " + line);
			assertEquals("still-open", line.getAsJsonObject("data").get("label").getAsString());
		}
	}

	@Test
	void agentStatusFilterSendsOneInitialEventWhenItMatches() throws Exception {
		try (EventReader events = new EventReader(fx, "s1",
				Json.obj("type", "pane.agent_status_changed", "pane_id", "w1:p1", "agent_status", "unknown"))) {
			events.next(2000);
			JsonObject e = events.nextEvent("pane.agent_status_changed", 2000);
			assertEquals("unknown", e.getAsJsonObject("data").get("agent_status").getAsString());
			assertFalse(e.getAsJsonObject("data").has("type"), "computed events carry untagged data");
		}
	}

	@Test
	void outputMatchedReportsTheMatchingLine() throws Exception {
		try (EventReader events = new EventReader(fx, "s1", Json.obj("type", "pane.output_matched", "pane_id", "w1:p1",
				"source", "recent", "match", Json.obj("type", "regex", "value", "^done-[0-9]+$")))) {
			events.next(2000);
			fx.ok("pane.send_input", "pane_id", "w1:p1", "text", "echo done-$((40+2))", "keys", List.of("enter"));
			JsonObject e = events.nextEvent("pane.output_matched", 10_000);
			assertEquals("done-42", e.getAsJsonObject("data").get("matched_line").getAsString());
			assertEquals("recent", e.getAsJsonObject("data").getAsJsonObject("read").get("source").getAsString());
		}
		try (EventReader bad = new EventReader(fx, "s2", Json.obj("type", "pane.output_matched", "pane_id", "w1:p1",
				"source", "recent", "match", Json.obj("type", "regex", "value", "(")))) {
			assertEquals("invalid_regex", bad.next(2000).getAsJsonObject("error").get("code").getAsString());
		}
	}

	@Test
	void serverStopEndsStreamsWithoutAMessage() throws Exception {
		try (EventReader events = new EventReader(fx, "s1", "pane.created")) {
			events.next(2000);
			assertEquals("ok", fx.ok("server.stop").get("type").getAsString());
			assertTrue(events.endsWithin(3000));
		}
	}

	@Test
	void aMalformedEntryFailsTheWholeRequestWithItsId() throws Exception {
		try (EventReader events = new EventReader(fx, "s1", "pane.created",
				Json.obj("type", "pane.output_matched", "pane_id", "w1:p1", "source", "recent"))) {
			JsonObject line = events.next(2000);
			assertEquals("s1", line.get("id").getAsString());
			assertEquals("invalid request: missing field `match`", line.getAsJsonObject("error").get("message").getAsString());
			assertTrue(events.endsWithin(2000));
		}
		try (EventReader events = new EventReader(fx, "s2", Json.obj("type", "pane.agent_status_changed", "pane_id", 5))) {
			assertEquals("s2", events.next(2000).get("id").getAsString());
		}
		try (EventReader events = new EventReader(fx, "s3", Json.obj("type", "pane.agent_status_changed",
				"pane_id", "w1:p1", "agent_status", "asleep"))) {
			assertEquals("invalid_request", events.next(2000).getAsJsonObject("error").get("code").getAsString());
		}
	}

	@Test
	void aSubscriberThatNeverReadsIsDroppedAndOthersAreServed() throws Exception {
		fx.ok("pane.split", "target_pane_id", "w1:p1", "direction", "right");
		Object[] manyEntries = new Object[300]; // each entry sends every layout change: the socket's buffer fills soon
		java.util.Arrays.fill(manyEntries, "layout.updated");
		try (EventReader silent = new EventReader(fx, "silent", manyEntries, false);
				EventReader reader = new EventReader(fx, "reader", "tab.renamed")) {
			reader.next(2000);
			for (int i = 0; i < 40; i++) {
				fx.ok("layout.set_split_ratio", "tab_id", "w1:t1", "path", List.of(), "ratio", 0.1 + 0.1 * (i % 8));
			}
			fx.ok("tab.rename", "tab_id", "w1:t1", "label", "while-stuck");
			assertEquals("while-stuck", reader.nextEvent("tab_renamed", 2000).getAsJsonObject("data").get("label")
					.getAsString(), "the other subscriber is served while one is stuck");
			SimFixture.await("the silent subscriber dropped after herdr's 5 s send timeout", 20_000,
					() -> fx.server().openApiConnections() == 1);
			silent.startReading();
			assertTrue(silent.endsWithin(10_000), "what was buffered, then the end");
			fx.ok("tab.rename", "tab_id", "w1:t1", "label", "after");
			assertEquals("after", reader.nextEvent("tab_renamed", 2000).getAsJsonObject("data").get("label").getAsString());
		}
	}
}
