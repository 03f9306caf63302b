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

/** events.subscribe (PROTOCOL.md §7, with 0.9.5's events_lost and pane_not_found). */
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
    void unknownTypeFailsTheWholeRequest() throws Exception {
        try (EventReader events = new EventReader(fx, "s1", "pane.created", "pane.*")) {
            JsonObject line = events.next(2000);
            assertEquals("", line.get("id").getAsString());
            assertEquals("invalid_request", line.getAsJsonObject("error").get("code").getAsString());
            assertTrue(events.endsWithin(2000));
        }
    }

    @Test
    void aMissingListedPaneFailsWithTheProbeId() throws Exception {
        try (EventReader events = new EventReader(fx, "s1", "pane.created",
                Json.obj("type", "pane.agent_status_changed", "pane_id", "w1:p9"))) {
            JsonObject line = events.next(2000);
            assertEquals("s1:sub:1:probe", line.get("id").getAsString());
            assertEquals("pane w1:p9 not found", line.getAsJsonObject("error").get("message").getAsString());
            assertTrue(events.endsWithin(2000));
        }
    }

    @Test
    void newSubscriptionsReplayTheRingAndLineFormatsMatch() throws Exception {
        try (EventReader events = new EventReader(fx, "s1", "workspace.created", "layout.updated")) {
            assertEquals("s1", events.next(2000).get("id").getAsString());
            JsonObject created = events.nextEvent("workspace_created", 2000);
            assertEquals(List.of("event", "data"), List.copyOf(created.keySet()));
            assertEquals("workspace_created", created.getAsJsonObject("data").get("type").getAsString());
            fx.ok("tab.rename", "tab_id", "w1:t1", "label", "x");
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
    void eachEntrySendsAtMostOneEventPerWake() throws Exception {
        for (int i = 0; i < 5; i++) {
            fx.ok("tab.rename", "tab_id", "w1:t1", "label", "n" + i);
        }
        try (EventReader events = new EventReader(fx, "s1", "tab.renamed")) {
            events.next(2000);
            long start = System.nanoTime();
            for (int i = 0; i < 5; i++) {
                assertEquals("n" + i, events.nextEvent("tab_renamed", 3000).getAsJsonObject("data").get("label").getAsString());
            }
            assertTrue(System.nanoTime() - start >= 350_000_000L, "5 events on one entry take 4+ wakes of 100 ms");
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
    void aReaderBehindTheRingGetsEventsLost() throws Exception {
        try (EventReader events = new EventReader(fx, "s1", "tab.renamed")) {
            events.next(2000);
            fx.ok("sim.overflow");
            JsonObject lost = events.nextEvent("events_lost", 3000);
            assertEquals("events_lost", lost.getAsJsonObject("data").get("type").getAsString());
        }
    }

    @Test
    void aListedPaneThatClosesEndsTheStreamWithPaneNotFound() throws Exception {
        fx.ok("pane.split", "target_pane_id", "w1:p1", "direction", "right");
        try (EventReader events = new EventReader(fx, "s1",
                Json.obj("type", "pane.agent_status_changed", "pane_id", "w1:p2"))) {
            events.next(2000);
            fx.ok("pane.close", "pane_id", "w1:p2");
            JsonObject line = events.next(3000);
            assertEquals("s1", line.get("id").getAsString());
            assertEquals("pane_not_found", line.getAsJsonObject("error").get("code").getAsString());
            assertTrue(events.endsWithin(2000));
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
            events.nextEvent("pane_created", 2000);
            assertEquals("ok", fx.ok("server.stop").get("type").getAsString());
            assertTrue(events.endsWithin(3000));
        }
    }

    @Test
    void aMalformedEntryFailsTheWholeRequestWithAnEmptyId() throws Exception {
        try (EventReader events = new EventReader(fx, "s1", "pane.created",
                Json.obj("type", "pane.output_matched", "pane_id", "w1:p1", "source", "recent"))) {
            JsonObject line = events.next(2000);
            assertEquals("", line.get("id").getAsString());
            assertEquals("invalid request: missing field `match`", line.getAsJsonObject("error").get("message").getAsString());
            assertTrue(events.endsWithin(2000));
        }
        try (EventReader events = new EventReader(fx, "s2", Json.obj("type", "pane.agent_status_changed", "pane_id", 5))) {
            assertEquals("", events.next(2000).get("id").getAsString());
        }
        try (EventReader events = new EventReader(fx, "s3", Json.obj("type", "pane.agent_status_changed",
                "pane_id", "w1:p1", "agent_status", "asleep"))) {
            assertEquals("invalid_request", events.next(2000).getAsJsonObject("error").get("code").getAsString());
        }
    }

    @Test
    void aSubscriberThatNeverReadsIsDroppedAndOthersAreServed() throws Exception {
        fx.ok("pane.split", "target_pane_id", "w1:p1", "direction", "right");
        for (int i = 1; i <= 5; i++) {
            fx.ok("layout.set_split_ratio", "tab_id", "w1:t1", "path", List.of(), "ratio", 0.1 * i);
        }
        Object[] manyEntries = new Object[300]; // each entry replays the ring: the socket's buffer fills in a wake or two
        java.util.Arrays.fill(manyEntries, "layout.updated");
        try (EventReader silent = new EventReader(fx, "silent", manyEntries, false);
                EventReader reader = new EventReader(fx, "reader", "tab.renamed")) {
            reader.next(2000);
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
