package ovvi.sim.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import ovvi.sim.SimFixture;
import ovvi.sim.json.Json;

/** Agent detection, status from the screen and agent.prompt (PROTOCOL.md §5.6, §10) with the fake agent. */
class AgentTest {

	private SimFixture fx;
	private Path claude;

	@BeforeEach
	void setUp() throws IOException {
		fx = new SimFixture();
		fx.start("agents");
		Path bin = Files.createDirectories(fx.root.resolve("bin"));
		claude = Files.createSymbolicLink(bin.resolve("claude"), Path.of("src/main/dist/bin/fake-agent").toAbsolutePath());
		fx.ok("workspace.create", "cwd", fx.home().toString());
	}

	@AfterEach
	void tearDown() throws IOException {
		fx.close();
	}

	private JsonObject pane(String id) throws IOException {
		return fx.ok("pane.get", "pane_id", id).getAsJsonObject("pane");
	}

	/** The agent is detected by its process name, possibly before it printed its title (a change the revision counts). */
	private void awaitTitle(String paneId) {
		SimFixture.await(paneId + "'s title", 10_000, () -> {
			try {
				return pane(paneId).has("terminal_title_stripped");
			} catch (IOException e) {
				return false;
			}
		});
	}

	private void awaitStatus(String paneId, String status) {
		SimFixture.await(paneId + " " + status, 10_000, () -> {
			try {
				JsonObject p = pane(paneId);
				return p.has("agent") && p.get("agent_status").getAsString().equals(status);
			} catch (IOException e) {
				return false;
			}
		});
	}

	private void type(String paneId, String line) throws IOException {
		fx.ok("pane.send_input", "pane_id", paneId, "text", line, "keys", List.of("enter"));
	}

	@Test
	void detectsTheAgentAndFollowsItsScreen() throws Exception {
		type("w1:p1", claude.toString());
		awaitStatus("w1:p1", "idle");
		awaitTitle("w1:p1");
		JsonObject p = pane("w1:p1");
		assertEquals("claude", p.get("agent").getAsString());
		assertEquals("claude", p.get("terminal_title_stripped").getAsString());
		var agents = fx.ok("session.snapshot").getAsJsonObject("snapshot").getAsJsonArray("agents");
		assertEquals(1, agents.size());
		assertEquals("w1:p1", agents.get(0).getAsJsonObject().get("pane_id").getAsString());
		type("w1:p1", "/work");
		awaitStatus("w1:p1", "working");
		assertEquals("working", fx.ok("workspace.get", "workspace_id", "w1").getAsJsonObject("workspace")
				.get("agent_status").getAsString());
		type("w1:p1", "/block");
		awaitStatus("w1:p1", "blocked");
		JsonObject refused = fx.call("agent.prompt", "target", "w1:p1", "text", "hi");
		assertEquals("agent_blocked", refused.getAsJsonObject("error").get("code").getAsString());
		assertEquals("agent w1:p1 is blocked and requires interactive input",
				refused.getAsJsonObject("error").get("message").getAsString());
		type("w1:p1", "/idle");
		awaitStatus("w1:p1", "idle");
		JsonObject prompted = fx.ok("agent.prompt", "target", "w1:p1", "text", "fix the bug");
		assertEquals("agent_prompted", prompted.get("type").getAsString());
		assertEquals("claude", prompted.getAsJsonObject("agent").get("agent").getAsString());
		fx.awaitScreen("w1:p1", "prompt: fix the bug");
		assertEquals("empty_agent_prompt", fx.call("agent.prompt", "target", "w1:p1", "text", "")
				.getAsJsonObject("error").get("code").getAsString());
		type("w1:p1", "/exit");
		SimFixture.await("agent gone", 10_000, () -> {
			try {
				return !pane("w1:p1").has("agent");
			} catch (IOException e) {
				return false;
			}
		});
		assertEquals("agent_not_found", fx.call("agent.prompt", "target", "w1:p1", "text", "hi")
				.getAsJsonObject("error").get("code").getAsString());
	}

	@Test
	void aTurnFinishedInABackgroundTabIsDoneUntilSeen() throws Exception {
		fx.ok("tab.create", "workspace_id", "w1");
		type("w1:p2", claude.toString());
		awaitStatus("w1:p2", "idle");
		type("w1:p2", "/work");
		awaitStatus("w1:p2", "working");
		type("w1:p2", "/idle");
		awaitStatus("w1:p2", "done");
		fx.ok("tab.focus", "tab_id", "w1:t2");
		assertEquals("idle", pane("w1:p2").get("agent_status").getAsString());
	}

	@Test
	void anAgentThatIsNotInTheForegroundIsNotReady() throws Exception {
		type("w1:p1", claude.toString());
		awaitStatus("w1:p1", "idle");
		type("w1:p1", "/fg 30");
		SimFixture.await("sleep in the foreground", 10_000, () -> {
			try {
				return fx.ok("pane.process_info", "pane_id", "w1:p1").getAsJsonObject("process_info")
						.getAsJsonArray("foreground_processes").get(0).getAsJsonObject().get("name").getAsString().equals("sleep");
			} catch (IOException e) {
				return false;
			}
		});
		JsonObject refused = fx.call("agent.prompt", "target", "w1:p1", "text", "hi");
		assertEquals("agent_not_ready", refused.getAsJsonObject("error").get("code").getAsString());
		assertEquals("agent w1:p1 is no longer the pane foreground process",
				refused.getAsJsonObject("error").get("message").getAsString());
		assertEquals("claude", pane("w1:p1").get("agent").getAsString(), "the label stays while the agent lives");
	}

	@Test
	void aReportingIntegrationIsTheAuthorityUntilItReleases() throws Exception {
		fx.ok("pane.report_agent", "pane_id", "w1:p1", "source", "herdr:pi", "agent", "pi", "state", "blocked",
				"agent_session_id", "s-1");
		JsonObject p = pane("w1:p1");
		assertEquals("pi", p.get("agent").getAsString());
		assertEquals("blocked", p.get("agent_status").getAsString());
		assertEquals("s-1", p.getAsJsonObject("agent_session").get("value").getAsString());
		JsonObject agent = fx.ok("session.snapshot").getAsJsonObject("snapshot").getAsJsonArray("agents").get(0).getAsJsonObject();
		assertTrue(agent.get("screen_detection_skipped").getAsBoolean());
		assertEquals("agent_blocked", fx.call("agent.prompt", "target", "w1:p1", "text", "x")
				.getAsJsonObject("error").get("code").getAsString());
		assertEquals("invalid_agent", fx.call("pane.report_agent", "pane_id", "w1:p1", "source", "s", "agent", " ",
				"state", "idle").getAsJsonObject("error").get("code").getAsString());
		fx.ok("pane.release_agent", "pane_id", "w1:p1", "source", "herdr:pi", "agent", "pi");
		JsonObject released = pane("w1:p1");
		assertFalse(released.has("agent"));
		assertEquals("unknown", released.get("agent_status").getAsString());
	}

	@Test
	void agentSessionIsReportedAndShown() throws Exception {
		type("w1:p1", claude.toString());
		awaitStatus("w1:p1", "idle");
		awaitTitle("w1:p1");
		assertFalse(pane("w1:p1").has("agent_session"));
		long revision = pane("w1:p1").get("revision").getAsLong();
		fx.ok("pane.report_agent_session", "pane_id", "w1:p1", "source", "herdr:claude", "agent", "claude",
				"agent_session_id", "5b1f");
		JsonObject session = pane("w1:p1").getAsJsonObject("agent_session");
		assertEquals("herdr:claude", session.get("source").getAsString());
		assertEquals("id", session.get("kind").getAsString());
		assertEquals("5b1f", session.get("value").getAsString());
		assertEquals(revision, pane("w1:p1").get("revision").getAsLong(),
				"revision counts token and title changes only (PROTOCOL.md §4.4)");
	}

	@ParameterizedTest
	@ValueSource(strings = { "pi", "codex", "opencode" })
	void detectsTheOtherAgentsByTheirProgramName(String name) throws Exception {
		Path agent = Files.createSymbolicLink(claude.resolveSibling(name), Path.of("src/main/dist/bin/fake-agent").toAbsolutePath());
		type("w1:p1", agent.toString());
		awaitStatus("w1:p1", "idle");
		assertEquals(name, pane("w1:p1").get("agent").getAsString());
		type("w1:p1", "/work");
		awaitStatus("w1:p1", "working");
	}

	@Test
	void promptWithWaitAnswersOnceTheAgentReachesTheStatus() throws Exception {
		type("w1:p1", claude.toString());
		awaitStatus("w1:p1", "idle");
		JsonObject working = fx.ok("agent.prompt", "target", "w1:p1", "text", "/work", "wait",
				Json.obj("until", List.of("working"), "timeout_ms", 10_000)).getAsJsonObject("agent");
		assertEquals("working", working.get("agent_status").getAsString(), "the reply waited for the turn to start");
		type("w1:p1", "/idle");
		awaitStatus("w1:p1", "idle");
		JsonObject timedOut = fx.call("agent.prompt", "target", "w1:p1", "text", "hello", "wait",
				Json.obj("until", List.of("blocked"), "timeout_ms", 200)).getAsJsonObject("error");
		assertEquals("timeout", timedOut.get("code").getAsString(), "the turn never started: herdr's timeout error");
		assertEquals("invalid_request", fx.call("agent.prompt", "target", "w1:p1", "text", "x", "wait",
				Json.obj("until", List.of("asleep"))).getAsJsonObject("error").get("code").getAsString());
	}

	@Test
	void anAgentWithoutAKnownStateIsNotAnActiveNamedAgent() throws IOException {
		fx.ok("pane.report_agent", "pane_id", "w1:p1", "source", "herdr:pi", "agent", "pi", "state", "unknown");
		JsonObject refused = fx.call("agent.prompt", "target", "w1:p1", "text", "hi");
		assertEquals("agent_not_ready", refused.getAsJsonObject("error").get("code").getAsString());
		assertEquals("agent w1:p1 is not an active named agent", refused.getAsJsonObject("error").get("message").getAsString());
	}
}
