package ovvi.sim.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import ovvi.sim.SimFixture;
import ovvi.sim.json.Json;

/** agent.wait and agent.prompt's wait as herdr's src/api/wait.rs serves them, with an integration's agent. */
class AgentWaitTest {

	private SimFixture fx;

	@BeforeEach
	void setUp() throws IOException {
		fx = new SimFixture();
		fx.start("agent-wait");
		fx.ok("workspace.create", "cwd", fx.home().toString());
	}

	@AfterEach
	void tearDown() throws IOException {
		fx.close();
	}

	private void report(String state) throws IOException {
		fx.ok("pane.report_agent", "pane_id", "w1:p1", "source", "herdr:pi", "agent", "pi", "state", state);
	}

	/** The call, answered on another thread; returns once the server has pinned the wait's agent. */
	private CompletableFuture<JsonObject> pinned(String method, Object... keyValues) {
		CompletableFuture<JsonObject> reply = new CompletableFuture<>();
		Thread.ofVirtual().start(() -> {
			try {
				reply.complete(fx.call(method, keyValues));
			} catch (IOException e) {
				reply.completeExceptionally(e);
			}
		});
		SimFixture.await("the wait has pinned its agent", 10_000, () -> reply.isDone() || fx.server().pinnedAgentWaits() == 1);
		assertFalse(reply.isDone(), () -> "answered before it waited: " + reply.join());
		return reply;
	}

	private static JsonObject error(JsonObject reply) {
		assertEquals("t1", reply.get("id").getAsString(), "the wait's own id");
		return reply.getAsJsonObject("error");
	}

	@Test
	void aStatusTheAgentHasAnswersAtOnce() throws Exception {
		report("idle");
		JsonObject reply = fx.call("agent.wait", "target", "pi");
		assertEquals("t1", reply.get("id").getAsString());
		JsonObject result = reply.getAsJsonObject("result");
		assertEquals("agent_info", result.get("type").getAsString());
		assertEquals("w1:p1", result.getAsJsonObject("agent").get("pane_id").getAsString());
		assertEquals("idle", result.getAsJsonObject("agent").get("agent_status").getAsString(), "idle is awaited by default");
		assertFalse(result.has("matched_transient_status"));
	}

	@Test
	void theWaitEndsWhenTheAgentReachesAnAwaitedStatus() throws Exception {
		report("working");
		CompletableFuture<JsonObject> reply = pinned("agent.wait", "target", "w1:p1", "until", List.of("blocked"));
		report("idle");
		report("blocked");
		JsonObject agent = reply.get(10, TimeUnit.SECONDS).getAsJsonObject("result").getAsJsonObject("agent");
		assertEquals("blocked", agent.get("agent_status").getAsString());
	}

	@Test
	void aStatusTheAgentHeldOnlyBetweenTwoLooksIsNamedAsTransient() throws Exception {
		report("working");
		CompletableFuture<JsonObject> reply = pinned("agent.wait", "target", "w1:p1", "until", List.of("idle"), "timeout_ms", 10_000);
		Session session = fx.server().session();
		synchronized (session) {
			Terminal t = session.findPane("w1:p1").terminal;
			t.changeState("idle", true);
			t.changeState("working", true);
			session.notifyAll();
		}
		JsonObject result = reply.get(20, TimeUnit.SECONDS).getAsJsonObject("result");
		assertEquals("working", result.getAsJsonObject("agent").get("agent_status").getAsString(), "the agent as it is now");
		assertEquals("idle", result.get("matched_transient_status").getAsString());
	}

	@Test
	void noAwaitedStatusWithinTheTimeoutIsATimeoutError() throws Exception {
		report("working");
		long start = System.nanoTime();
		JsonObject error = error(fx.call("agent.wait", "target", "w1:p1", "until", List.of("blocked"), "timeout_ms", 300));
		assertTrue(System.nanoTime() - start >= TimeUnit.MILLISECONDS.toNanos(300), "the wait lasted its timeout");
		assertEquals("timeout", error.get("code").getAsString());
		assertEquals("timed out waiting for agent status", error.get("message").getAsString());
	}

	@Test
	void anAgentReleasedWithAnotherStatusIsNoLongerRunning() throws Exception {
		report("working");
		CompletableFuture<JsonObject> reply = pinned("agent.wait", "target", "w1:p1", "until", List.of("blocked"));
		fx.ok("pane.release_agent", "pane_id", "w1:p1", "source", "herdr:pi", "agent", "pi");
		JsonObject error = error(reply.get(10, TimeUnit.SECONDS));
		assertEquals("agent_not_running", error.get("code").getAsString());
		assertEquals("agent is no longer running in the target pane", error.get("message").getAsString());
	}

	@Test
	void aClosedPaneEndsTheWait() throws Exception {
		fx.ok("pane.split", "target_pane_id", "w1:p1", "direction", "right");
		report("working");
		CompletableFuture<JsonObject> reply = pinned("agent.wait", "target", "w1:p1");
		fx.ok("pane.close", "pane_id", "w1:p1");
		assertEquals("agent_not_running", error(reply.get(10, TimeUnit.SECONDS)).get("code").getAsString());
	}

	@Test
	void badTargetsAndStatusesAreRefused() throws Exception {
		JsonObject notAgent = error(fx.call("agent.wait", "target", "w1:p1"));
		assertEquals("agent_not_found", notAgent.get("code").getAsString());
		assertEquals("agent target w1:p1 not found", notAgent.get("message").getAsString());
		assertEquals("invalid_request", error(fx.call("agent.wait", "until", List.of("idle"))).get("code").getAsString());
		report("idle");
		assertEquals("invalid_request", error(fx.call("agent.wait", "target", "w1:p1", "until", List.of("asleep")))
				.get("code").getAsString());
	}

	@Test
	void aPromptWaitFollowsTheTurnItStarted() throws Exception {
		report("idle");
		CompletableFuture<JsonObject> reply = pinned("agent.prompt", "target", "w1:p1", "text", "hello", "wait",
				Json.obj("until", List.of("idle"), "timeout_ms", 10_000));
		report("working");
		report("idle");
		JsonObject result = reply.get(10, TimeUnit.SECONDS).getAsJsonObject("result");
		assertEquals("agent_prompted", result.get("type").getAsString());
		assertEquals("idle", result.getAsJsonObject("agent").get("agent_status").getAsString(),
				"idle before the prompt did not end the wait: the turn's own idle did");
	}

	@Test
	void aPromptThatChangesNothingWithinFiveSecondsHasStalled() throws Exception {
		report("idle");
		JsonObject stalled = error(fx.call("agent.prompt", "target", "w1:p1", "text", "hello", "wait",
				Json.obj("timeout_ms", 60_000)));
		assertEquals("agent_prompt_stalled", stalled.get("code").getAsString());
		assertTrue(stalled.get("message").getAsString().startsWith(
				"agent prompt produced no observed state change within 5000 ms; status is idle and state_change_seq remained "),
				stalled.get("message").getAsString());
		JsonObject timedOut = error(fx.call("agent.prompt", "target", "w1:p1", "text", "hello", "wait",
				Json.obj("timeout_ms", 300)));
		assertEquals("timeout", timedOut.get("code").getAsString(), "a limit of 5 s or less is the caller's own timeout");
	}
}
