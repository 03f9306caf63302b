package ovvi.sim.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import ovvi.sim.SimFixture;
import ovvi.sim.json.Json;

/**
 * events.wait and pane.wait_for_output as herdr's src/api/wait.rs answers them: a match already
 * there answers at once, a later one when it comes, none by timeout_ms a {@code timeout} error;
 * events.wait takes only a pane agent status match.
 */
class WaitTest {

	private SimFixture fx;

	@BeforeEach
	void setUp() throws IOException {
		fx = new SimFixture();
		fx.start("wait");
		fx.ok("workspace.create", "cwd", fx.home().toString());
	}

	@AfterEach
	void tearDown() throws IOException {
		fx.close();
	}

	private JsonObject statusWait(String status, Long timeoutMs) throws IOException {
		return fx.call("events.wait", "match_event", Json.obj("event", "pane_agent_status_changed", "pane_id", "w1:p1",
				"agent_status", status), "timeout_ms", timeoutMs);
	}

	private void report(String state) throws IOException {
		fx.ok("pane.report_agent", "pane_id", "w1:p1", "source", "herdr:pi", "agent", "pi", "state", state);
	}

	private static CompletableFuture<JsonObject> inBackground(Callable call) {
		CompletableFuture<JsonObject> reply = new CompletableFuture<>();
		Thread.ofVirtual().start(() -> {
			try {
				reply.complete(call.run());
			} catch (IOException e) {
				reply.completeExceptionally(e);
			}
		});
		return reply;
	}

	@FunctionalInterface
	private interface Callable {
		JsonObject run() throws IOException;
	}

	@Test
	void aStatusThePaneHasAnswersAtOnce() throws Exception {
		report("working");
		JsonObject reply = statusWait("working", 5000L);
		assertEquals("t1", reply.get("id").getAsString());
		JsonObject result = reply.getAsJsonObject("result");
		assertEquals("wait_matched", result.get("type").getAsString());
		JsonObject event = result.getAsJsonObject("event");
		assertEquals("pane_agent_status_changed", event.get("event").getAsString());
		JsonObject data = event.getAsJsonObject("data");
		assertEquals("pane_agent_status_changed", data.get("type").getAsString());
		assertEquals("w1:p1", data.get("pane_id").getAsString());
		assertEquals("w1", data.get("workspace_id").getAsString());
		assertEquals("working", data.get("agent_status").getAsString());
		assertEquals("pi", data.get("agent").getAsString());
	}

	@Test
	void aStatusWaitAnswersWhenThePaneReachesIt() throws Exception {
		report("working");
		CompletableFuture<JsonObject> reply = inBackground(() -> statusWait("blocked", null));
		SimFixture.await("the wait is served", 5000, () -> fx.server().openApiConnections() == 1);
		report("idle"); // another status: the wait goes on
		assertFalse(reply.isDone());
		report("blocked");
		JsonObject result = reply.get(10, TimeUnit.SECONDS).getAsJsonObject("result");
		assertEquals("blocked", result.getAsJsonObject("event").getAsJsonObject("data").get("agent_status").getAsString());
	}

	@Test
	void noMatchWithinTheTimeoutIsATimeoutError() throws Exception {
		report("working");
		long start = System.nanoTime();
		JsonObject reply = statusWait("blocked", 300L);
		assertTrue(System.nanoTime() - start >= TimeUnit.MILLISECONDS.toNanos(300), "the wait lasted its timeout");
		assertEquals("t1", reply.get("id").getAsString());
		assertEquals("timeout", reply.getAsJsonObject("error").get("code").getAsString());
		assertEquals("timed out waiting for event match", reply.getAsJsonObject("error").get("message").getAsString());
	}

	@Test
	void onlyAgentStatusMatchesAreWaitedFor() throws Exception {
		JsonObject error = fx.call("events.wait", "match_event", Json.obj("event", "pane_exited", "pane_id", "w1:p1"),
				"timeout_ms", 1000).getAsJsonObject("error");
		assertEquals("unsupported_event_wait_match", error.get("code").getAsString());
		assertEquals("events.wait currently supports pane agent status matches", error.get("message").getAsString());
		JsonObject unknown = fx.call("events.wait", "match_event", Json.obj("event", "pane_vanished"));
		assertEquals("t1", unknown.get("id").getAsString());
		assertEquals("invalid_request", unknown.getAsJsonObject("error").get("code").getAsString());
		JsonObject missing = fx.call("events.wait", "match_event", Json.obj("event", "pane_agent_status_changed", "pane_id", "w1:p1"));
		assertEquals("invalid_request", missing.getAsJsonObject("error").get("code").getAsString(), "agent_status is required");
	}

	@Test
	void aMissingPaneIsPaneNotFound() throws Exception {
		JsonObject reply = fx.call("events.wait", "match_event", Json.obj("event", "pane_agent_status_changed", "pane_id", "w1:p9",
				"agent_status", "idle"));
		assertEquals("t1", reply.get("id").getAsString());
		assertEquals("pane_not_found", reply.getAsJsonObject("error").get("code").getAsString());
		assertEquals("pane w1:p9 not found", reply.getAsJsonObject("error").get("message").getAsString());
		JsonObject output = fx.call("pane.wait_for_output", "pane_id", "w1:p9", "source", "recent", "match",
				Json.obj("type", "substring", "value", "x"));
		assertEquals("pane_not_found", output.getAsJsonObject("error").get("code").getAsString());
	}

	@Test
	void outputThatComesLaterIsMatchedOnItsLine() throws Exception {
		CompletableFuture<JsonObject> reply = inBackground(() -> fx.call("pane.wait_for_output", "pane_id", "w1:p1", "source",
				"recent", "match", Json.obj("type", "regex", "value", "^marker-\\d+$"), "timeout_ms", 20_000));
		// the typed command line does not match: only printf's output does
		fx.ok("pane.send_text", "pane_id", "w1:p1", "text", "printf 'mark%s\\n' er-42\r");
		JsonObject result = reply.get(30, TimeUnit.SECONDS).getAsJsonObject("result");
		assertEquals("output_matched", result.get("type").getAsString());
		assertEquals("w1:p1", result.get("pane_id").getAsString());
		assertEquals("marker-42", result.get("matched_line").getAsString());
		JsonObject read = result.getAsJsonObject("read");
		assertEquals("recent_unwrapped", read.get("source").getAsString(), "recent is matched on the unwrapped lines");
		assertEquals("text", read.get("format").getAsString());
		assertTrue(read.get("text").getAsString().contains("marker-42"));
		assertEquals(read.get("revision"), result.get("revision"));

		JsonObject again = fx.ok("pane.wait_for_output", "pane_id", "w1:p1", "source", "visible", "match",
				Json.obj("type", "substring", "value", "er-42"), "timeout_ms", 0);
		assertTrue(again.get("matched_line").getAsString().contains("er-42"), "output already there answers at once, the first line that holds it");
	}

	@Test
	void outputWaitTimesOutAndRefusesABadRegex() throws Exception {
		JsonObject reply = fx.call("pane.wait_for_output", "pane_id", "w1:p1", "source", "recent", "match",
				Json.obj("type", "substring", "value", "never printed"), "timeout_ms", 300);
		assertEquals("timeout", reply.getAsJsonObject("error").get("code").getAsString());
		assertEquals("timed out waiting for output match", reply.getAsJsonObject("error").get("message").getAsString());
		JsonObject bad = fx.call("pane.wait_for_output", "pane_id", "w1:p1", "source", "recent", "match",
				Json.obj("type", "regex", "value", "("));
		assertEquals("invalid_regex", bad.getAsJsonObject("error").get("code").getAsString());
	}

	@Test
	void aWaitEndsWhenItsClientLeaves() throws Exception {
		try (SocketChannel ch = fx.connect()) {
			ch.write(ByteBuffer.wrap((Json.write(Json.obj("id", "w", "method", "pane.wait_for_output", "params", Json.obj("pane_id",
					"w1:p1", "source", "recent", "match", Json.obj("type", "substring", "value", "never printed")))) + "\n")
					.getBytes(StandardCharsets.UTF_8)));
			SimFixture.await("the wait is served", 5000, () -> fx.server().openApiConnections() == 1);
		}
		SimFixture.await("the server lets the left wait go", 5000, () -> fx.server().openApiConnections() == 0);
	}
}
