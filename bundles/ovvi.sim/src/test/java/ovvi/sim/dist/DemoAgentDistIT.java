package ovvi.sim.dist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import ovvi.sim.SimFixture;
import ovvi.sim.json.Json;

/**
 * The distribution's demo agent (target/herdr/bin/demo-agent) in a real server, run by argv as the
 * demo session runs it: its task goes working, blocked on an approval, working and idle, reported
 * through the bin/herdr launcher beside it, and its screen alone says the same to herdr's detection.
 */
class DemoAgentDistIT {

	private static final Path DIST = Path.of("target/herdr").toAbsolutePath();
	/** Each report starts the launcher's JVM: generous on a busy machine, a bound and not a pace. */
	private static final long PATIENCE_MS = 60_000;
	private static final String QUESTION = "Do you want to apply this edit? (y/n)";

	private SimFixture fx;

	@BeforeEach
	void setUp() throws IOException {
		fx = SimFixture.forTheDistribution();
	}

	@AfterEach
	void tearDown() throws IOException {
		fx.close();
	}

	@Test
	void theAnswerTypedIntoItsApprovalLetsTheTaskFinishAtItsPrompt() throws IOException {
		String pane = run(true, Map.of(), DIST.resolve("bin/demo-agent").toString(), "--agent", "coder", "--task",
				"add a health check", "--step-ms", "700", "--answer-wait-ms", "600000", "--rest-ms", "600000");
		awaitStatus(pane, "working");
		assertEquals("coder", pane(pane).get("agent").getAsString(), "the label it reports");
		assertTrue(screenDetectionSkipped(pane), "its reports are herdr's authority on its state");
		awaitStatus(pane, "blocked");
		assertTrue(fx.screen(pane).contains(QUESTION), fx.screen(pane));

		fx.ok("pane.send_keys", "pane_id", pane, "keys", List.of("y"));
		assertEquals("working", awaitStatusOtherThan(pane, "blocked"));
		assertEquals("idle", awaitStatusOtherThan(pane, "working"), "its tab is herdr's active one: seen, so idle");
		String screen = fx.screen(pane);
		assertTrue(screen.contains("Applied the edit (y)") && screen.contains("Done: add a health check"), screen);
		assertFalse(screen.contains(QUESTION), "the answered question leaves the screen: " + screen);
	}

	@Test
	void withNobodyAnsweringItGoesOnByItselfAndFinishesOutOfSightAsDone() throws IOException {
		String pane = run(false, Map.of(), DIST.resolve("bin/demo-agent").toString(), "--agent", "writer", "--task",
				"fix the broken links", "--step-ms", "700", "--answer-wait-ms", "1500", "--rest-ms", "600000");
		awaitStatus(pane, "blocked");
		assertEquals("working", awaitStatusOtherThan(pane, "blocked"), "no answer came: it goes on");
		assertEquals("done", awaitStatusOtherThan(pane, "working"),
				"herdr derives done: the turn ended while its tab was not the active one");
		assertTrue(fx.screen(pane).contains("No answer within 1 s"), fx.screen(pane));
	}

	@Test
	void withoutItsReportsTheScreenAloneReadsAsTheSameStates() throws IOException {
		// run as "claude", the simulator names the agent by its process; no herdr takes its reports
		Path claude = Files.createSymbolicLink(Files.createDirectories(fx.root.resolve("bin")).resolve("claude"),
				DIST.resolve("bin/demo-agent"));
		String pane = run(true, Map.of("HERDR_BIN", "/bin/false"), claude.toString(), "--task", "rename a field",
				"--step-ms", "700", "--answer-wait-ms", "600000", "--rest-ms", "600000");
		awaitStatus(pane, "working");
		assertFalse(screenDetectionSkipped(pane), "no report reached herdr: the screen decides");
		awaitStatus(pane, "blocked");
		assertTrue(fx.screen(pane).contains("herdr did not take the"), "its reports went nowhere: " + fx.screen(pane));
		fx.ok("pane.send_keys", "pane_id", pane, "keys", List.of("n"));
		assertEquals("working", awaitStatusOtherThan(pane, "blocked"));
		assertEquals("idle", awaitStatusOtherThan(pane, "working"));
		assertEquals("claude", pane(pane).get("agent").getAsString());
	}

	/** A new tab of the space running the argv directly, as the demo session lays its panes out. */
	private String run(boolean focus, Map<String, String> env, String... argv) throws IOException {
		JsonObject node = Json.obj("type", "pane", "cwd", fx.home().toString(), "command", List.of(argv));
		if (!env.isEmpty()) {
			JsonObject vars = new JsonObject();
			env.forEach(vars::addProperty);
			node.add("env", vars);
		}
		return fx.ok("layout.apply", "workspace_id", "w1", "focus", focus, "root", node).getAsJsonObject("layout")
				.getAsJsonObject("root").get("pane_id").getAsString();
	}

	private JsonObject pane(String pane) throws IOException {
		return fx.ok("pane.get", "pane_id", pane).getAsJsonObject("pane");
	}

	private boolean screenDetectionSkipped(String pane) throws IOException {
		JsonObject agent = fx.ok("agent.get", "target", pane).getAsJsonObject("agent");
		return agent.has("screen_detection_skipped") && agent.get("screen_detection_skipped").getAsBoolean();
	}

	private void awaitStatus(String pane, String status) {
		SimFixture.await(pane + " " + status, PATIENCE_MS, () -> status.equals(statusOf(pane)));
	}

	/** Polls until the status changes from {@code current}: the states it passes through last seconds each. */
	private String awaitStatusOtherThan(String pane, String current) {
		String[] next = new String[1];
		SimFixture.await(pane + " leaving " + current, PATIENCE_MS, () -> !current.equals(next[0] = statusOf(pane)));
		return next[0];
	}

	private String statusOf(String pane) {
		try {
			return pane(pane).get("agent_status").getAsString();
		} catch (IOException e) {
			throw new AssertionError(e);
		}
	}
}
