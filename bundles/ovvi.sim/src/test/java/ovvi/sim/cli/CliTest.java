package ovvi.sim.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import ovvi.sim.SimFixture;
import ovvi.sim.server.HerdrServer;
import ovvi.sim.session.SimEnv;

class CliTest {

	private SimFixture fx;
	private String out;
	private String err;

	@BeforeEach
	void setUp() throws IOException {
		fx = new SimFixture();
	}

	@AfterEach
	void tearDown() throws IOException {
		fx.close();
	}

	private int herdr(String... args) {
		return herdr(fx.env, args);
	}

	private int herdr(SimEnv env, String... args) {
		ByteArrayOutputStream o = new ByteArrayOutputStream();
		ByteArrayOutputStream e = new ByteArrayOutputStream();
		int code = Main.run(List.of(args), env, new PrintStream(o, true, StandardCharsets.UTF_8),
				new PrintStream(e, true, StandardCharsets.UTF_8));
		out = o.toString(StandardCharsets.UTF_8);
		err = e.toString(StandardCharsets.UTF_8);
		return code;
	}

	private Path config() {
		return fx.root.resolve("xdg").resolve("herdr");
	}

	@Test
	void versionIs093() {
		assertEquals(0, herdr("--version"));
		assertEquals("herdr 0.9.3\n", out);
	}

	@Test
	void invalidSessionNameExitsTwoWithHerdrsText() {
		assertEquals(2, herdr("--session", "a/b", "session", "list", "--json"));
		assertEquals("error: session name may only contain ASCII letters, numbers, '.', '_' and '-'\n"
				+ "run 'herdr --help' for usage\n", err);
		assertEquals(2, herdr("session", "list", "--session="));
		assertTrue(err.startsWith("error: session name cannot be empty"));
		assertEquals(2, herdr("api", "snapshot", "--session"));
		assertTrue(err.startsWith("error: missing value for --session"));
	}

	@Test
	void invalidHerdrSessionVariableExitsTwo() {
		Map<String, String> vars = new HashMap<>(fx.env.vars());
		vars.put("HERDR_SESSION", "..");
		assertEquals(2, herdr(new SimEnv(vars), "api", "snapshot"));
		assertTrue(err.startsWith("error: session name cannot be . or .."));
	}

	@Test
	void sessionListShowsDefaultFirstAndRunningByConnecting() throws IOException {
		Files.createDirectories(config().resolve("sessions").resolve("zeta"));
		Files.createDirectories(config().resolve("sessions").resolve("bad name"));
		fx.start("alpha");
		assertEquals(0, herdr("--session", "zeta", "session", "list", "--json"));
		JsonObject list = JsonParser.parseString(out).getAsJsonObject();
		var sessions = list.getAsJsonArray("sessions");
		assertEquals(3, sessions.size());
		JsonObject def = sessions.get(0).getAsJsonObject();
		assertEquals("default", def.get("name").getAsString());
		assertTrue(def.get("default").getAsBoolean());
		assertFalse(def.get("running").getAsBoolean());
		assertEquals(config().resolve("herdr.sock").toString(), def.get("socket_path").getAsString());
		assertEquals(config().toString(), def.get("session_dir").getAsString());
		JsonObject alpha = sessions.get(1).getAsJsonObject();
		assertEquals("alpha", alpha.get("name").getAsString());
		assertTrue(alpha.get("running").getAsBoolean());
		assertEquals(config().resolve("sessions/alpha/herdr.sock").toString(), alpha.get("socket_path").getAsString());
		assertEquals("zeta", sessions.get(2).getAsJsonObject().get("name").getAsString());
		assertEquals(List.of("name", "default", "running", "socket_path", "session_dir"),
				List.copyOf(alpha.keySet()));
	}

	@Test
	void socketsAre0600InPrivateFolders() throws IOException {
		fx.start("alpha");
		Path dir = config().resolve("sessions/alpha");
		assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(dir)));
		assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(config())));
		assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve("herdr.sock"))));
		assertEquals("rw-------",
				PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve("herdr-client.sock"))));
	}

	@Test
	void secondServerOnALiveSocketRefuses() throws IOException {
		fx.start("alpha");
		assertEquals(1, herdr("--session", "alpha", "server"));
		assertEquals("error: herdr server is already running\napi socket: "
				+ config().resolve("sessions/alpha/herdr.sock") + "\n", err);
	}

	@Test
	void staleSocketFileIsReplaced() throws IOException {
		HerdrServer first = fx.start("alpha");
		first.close();
		Files.createFile(config().resolve("sessions/alpha/herdr.sock"));
		fx.start("alpha");
		assertEquals("pong", fx.ok("ping").get("type").getAsString());
	}

	@Test
	void sessionStopStopsAndReportsJson() throws Exception {
		HerdrServer server = fx.start("alpha");
		assertEquals(0, herdr("session", "stop", "alpha", "--json"));
		JsonObject reply = JsonParser.parseString(out).getAsJsonObject();
		assertTrue(reply.get("stopped").getAsBoolean());
		assertFalse(reply.getAsJsonObject("session").get("running").getAsBoolean());
		assertTrue(server.awaitStop(5000));
		assertTrue(Files.isDirectory(config().resolve("sessions/alpha")), "the session folder outlives a stop");
	}

	@Test
	void sessionStopOfAStoppedSessionFailsWithoutId() {
		assertEquals(1, herdr("session", "stop", "gone"));
		JsonObject e = JsonParser.parseString(err).getAsJsonObject();
		assertFalse(e.has("id"));
		assertEquals("session_stop_failed", e.getAsJsonObject("error").get("code").getAsString());
		assertEquals("session gone is not running or cannot be reached at "
				+ config().resolve("sessions/gone/herdr.sock") + ": No such file or directory (os error 2)",
				e.getAsJsonObject("error").get("message").getAsString());
		assertEquals(1, herdr("session", "stop", "a b"));
		assertTrue(err.contains("\"code\":\"invalid_session_name\""));
	}

	@Test
	void sessionDeleteRefusesDefaultAndRunning() throws IOException {
		assertEquals(1, herdr("session", "delete", "default"));
		assertTrue(err.contains("deleting the default session is not supported"));
		fx.start("alpha");
		assertEquals(1, herdr("session", "delete", "alpha", "--json"));
		assertTrue(err.contains("\"code\":\"session_delete_failed\""));
		assertTrue(err.contains("session alpha is running; stop it before deleting"));
	}

	@Test
	void sessionDeleteRemovesAStoppedSession() throws IOException {
		fx.start("alpha").close();
		assertEquals(0, herdr("session", "delete", "alpha"));
		assertEquals("deleted session alpha\n", out);
		assertFalse(Files.exists(config().resolve("sessions/alpha")));
		assertEquals(0, herdr("session", "delete", "never", "--json"), "a missing folder counts as deleted");
		assertTrue(JsonParser.parseString(out).getAsJsonObject().get("deleted").getAsBoolean());
	}

	@Test
	void apiSnapshotPrintsTheEnvelopeOrServerNotRunning() throws IOException {
		assertEquals(1, herdr("--session", "alpha", "api", "snapshot"));
		assertEquals("", out);
		JsonObject e = JsonParser.parseString(err).getAsJsonObject();
		assertEquals("cli:api:snapshot", e.get("id").getAsString());
		assertEquals("server_not_running", e.getAsJsonObject("error").get("code").getAsString());
		assertTrue(e.getAsJsonObject("error").get("message").getAsString()
				.endsWith("; run `herdr session attach alpha` to start or attach it"));
		fx.start("alpha");
		assertEquals(0, herdr("api", "snapshot", "--session=alpha"));
		JsonObject reply = JsonParser.parseString(out).getAsJsonObject();
		assertEquals("session_snapshot", reply.getAsJsonObject("result").get("type").getAsString());
		assertFalse(reply.getAsJsonObject("result").getAsJsonObject("snapshot").has("focused_workspace_id"));
	}

	@Test
	void aRestartRestoresIdsWithNewTerminals() throws IOException {
		HerdrServer first = fx.start("alpha");
		fx.ok("workspace.create", "cwd", fx.home().toString(), "label", "kept");
		fx.ok("workspace.create", "cwd", fx.home().toString());
		fx.ok("pane.split", "target_pane_id", "w1:p1", "direction", "right", "ratio", 0.3);
		fx.ok("pane.rename", "pane_id", "w1:p2", "label", "logs");
		fx.ok("pane.report_metadata", "pane_id", "w1:p1", "source", "s", "tokens", Map.of("k", "v"));
		fx.ok("workspace.close", "workspace_id", "w2");
		String terminal = fx.ok("pane.get", "pane_id", "w1:p1").getAsJsonObject("pane").get("terminal_id").getAsString();
		first.close();
		assertTrue(Files.exists(config().resolve("sessions/alpha/session.json")));
		fx.start("alpha");
		JsonObject p1 = fx.ok("pane.get", "pane_id", "w1:p1").getAsJsonObject("pane");
		assertFalse(terminal.equals(p1.get("terminal_id").getAsString()), "terminal ids are new after a restart");
		assertFalse(p1.has("tokens"), "tokens are not persisted");
		assertEquals("logs", fx.ok("pane.get", "pane_id", "w1:p2").getAsJsonObject("pane").get("label").getAsString());
		assertEquals("kept", fx.ok("workspace.get", "workspace_id", "w1").getAsJsonObject("workspace").get("label").getAsString());
		assertEquals(0.3f, fx.ok("layout.export", "tab_id", "w1:t1").getAsJsonObject("layout").getAsJsonObject("root")
				.get("ratio").getAsFloat(), 1e-6);
		assertEquals("w1:p3", fx.ok("pane.split", "target_pane_id", "w1:p1", "direction", "down").getAsJsonObject("pane")
				.get("pane_id").getAsString(), "pane numbers continue");
		assertEquals("w2", fx.ok("workspace.create", "cwd", fx.home().toString()).getAsJsonObject("workspace")
				.get("workspace_id").getAsString(), "the workspace counter restarts after the highest restored id");
	}

	@Test
	void reportAgentSessionGoesThroughTheApi() throws IOException {
		fx.start("alpha");
		fx.ok("workspace.create", "cwd", fx.home().toString());
		assertEquals(0, herdr("--session", "alpha", "pane", "report-agent-session", "w1:p1", "--source", "herdr:claude",
				"--agent", "claude", "--agent-session-id", "abc"));
		assertEquals("abc", fx.ok("pane.get", "pane_id", "w1:p1").getAsJsonObject("pane").getAsJsonObject("agent_session")
				.get("value").getAsString());
		assertEquals(1, herdr("--session", "alpha", "pane", "report-agent-session", "w9:p9", "--source", "s", "--agent", "a"));
		assertEquals("pane_not_found", JsonParser.parseString(err).getAsJsonObject().getAsJsonObject("error")
				.get("code").getAsString());
	}

	@Test
	void reportAgentAndReleaseAgentGoThroughTheApi() throws IOException {
		fx.start("alpha");
		fx.ok("workspace.create", "cwd", fx.home().toString());
		assertEquals(0, herdr("--session", "alpha", "pane", "report-agent", "w1:p1", "--source", "ovvi:demo", "--agent",
				"coder", "--state", "blocked", "--message", "asks to apply an edit", "--seq", "7",
				"--agent-session-id", "s-1"));
		JsonObject pane = fx.ok("pane.get", "pane_id", "w1:p1").getAsJsonObject("pane");
		assertEquals("coder", pane.get("agent").getAsString());
		assertEquals("blocked", pane.get("agent_status").getAsString());
		assertEquals("s-1", pane.getAsJsonObject("agent_session").get("value").getAsString());
		assertEquals(0, herdr("--session", "alpha", "pane", "report-agent", "w1:p1", "--source", "ovvi:demo", "--agent",
				"coder", "--state", "working"));
		assertEquals("working", fx.ok("pane.get", "pane_id", "w1:p1").getAsJsonObject("pane").get("agent_status")
				.getAsString());

		assertEquals(0, herdr("--session", "alpha", "pane", "release-agent", "w1:p1", "--source", "ovvi:demo", "--agent",
				"coder", "--seq", "8"));
		pane = fx.ok("pane.get", "pane_id", "w1:p1").getAsJsonObject("pane");
		assertFalse(pane.has("agent"), pane.toString());
		assertEquals("unknown", pane.get("agent_status").getAsString());
		assertEquals(1, herdr("--session", "alpha", "pane", "release-agent", "w9:p9", "--source", "s", "--agent", "a"));
		assertEquals("pane_not_found", JsonParser.parseString(err).getAsJsonObject().getAsJsonObject("error")
				.get("code").getAsString());
	}

	@Test
	void agentHookCommandsRefuseWhatTheirUsageDoesNotAllow() throws IOException {
		fx.start("alpha");
		fx.ok("workspace.create", "cwd", fx.home().toString());
		assertEquals(2, herdr("--session", "alpha", "pane", "report-agent", "w1:p1", "--source", "s", "--agent", "a",
				"--state", "done"), "done is derived by herdr, never reported");
		assertTrue(err.contains("usage: herdr pane report-agent <pane_id> --source ID --agent LABEL"
				+ " --state idle|working|blocked|unknown [--message TEXT] [--seq N]"), err);
		assertEquals(2, herdr("--session", "alpha", "pane", "report-agent", "w1:p1", "--source", "s", "--agent", "a"));
		assertEquals(2, herdr("--session", "alpha", "pane", "report-agent", "--source", "s", "--agent", "a", "--state",
				"idle"));
		assertEquals(2, herdr("--session", "alpha", "pane", "report-agent", "w1:p1", "--source", "s", "--agent", "a",
				"--state", "idle", "--seq", "-1"));
		assertEquals(2, herdr("--session", "alpha", "pane", "release-agent", "w1:p1", "--source", "s", "--agent", "a",
				"--state", "idle"));
		assertTrue(err.contains("usage: herdr pane release-agent <pane_id> --source ID --agent LABEL [--seq N]"), err);
		assertEquals(2, herdr("--session", "alpha", "pane", "release-agent", "w1:p1", "--source", "s", "--agent"));
		assertFalse(fx.ok("pane.get", "pane_id", "w1:p1").getAsJsonObject("pane").has("agent"),
				"nothing refused reached herdr");
	}

	@Test
	void reportMetadataSetsAndClearsPaneTokensAndPaneGetPrintsThem() throws IOException {
		fx.start("alpha");
		fx.ok("workspace.create", "cwd", fx.home().toString());
		assertEquals(0, herdr("--session", "alpha", "pane", "report-metadata", "w1:p1", "--source", "ovvi-cli",
				"--token", "ovvi-req=a=b", "--ttl-ms", "3000"));
		assertEquals(0, herdr("--session", "alpha", "pane", "get", "w1:p1"));
		assertEquals("a=b", JsonParser.parseString(out).getAsJsonObject().getAsJsonObject("result").getAsJsonObject("pane")
				.getAsJsonObject("tokens").get("ovvi-req").getAsString());
		assertEquals(0, herdr("--session", "alpha", "pane", "report-metadata", "w1:p1", "--source", "ovvi-cli",
				"--clear-token", "ovvi-req"));
		assertFalse(fx.ok("pane.get", "pane_id", "w1:p1").getAsJsonObject("pane").has("tokens"));
		assertEquals(2, herdr("--session", "alpha", "pane", "report-metadata", "w1:p1", "--source", "s", "--token", "novalue"));
		assertEquals(2, herdr("--session", "alpha", "pane", "report-metadata", "w1:p1", "--ttl-ms", "soon"));
	}

	@Test
	void defaultSessionPinsOverSocketPathVariable() throws IOException {
		fx.start("default");
		Map<String, String> vars = new HashMap<>(fx.env.vars());
		vars.put("HERDR_SOCKET_PATH", fx.root.resolve("elsewhere.sock").toString());
		assertEquals(1, herdr(new SimEnv(vars), "api", "snapshot"));
		assertEquals(0, herdr(new SimEnv(vars), "api", "snapshot", "--session", "default"));
	}

	@Test
	void serverStopStopsQuietlyAndFailsWithHerdrsReasonWhenNothingRuns() throws Exception {
		HerdrServer server = fx.start("alpha");
		assertEquals(0, herdr("--session", "alpha", "server", "stop"));
		assertEquals("", out);
		assertEquals("", err);
		assertTrue(server.awaitStop(5000));
		assertFalse(Files.exists(config().resolve("sessions/alpha/herdr.sock")), "both sockets are gone");
		assertEquals(1, herdr("--session", "alpha", "server", "stop"));
		assertEquals("server is not running or cannot be reached at " + config().resolve("sessions/alpha/herdr.sock")
				+ ": No such file or directory (os error 2)\n", err);
	}
}
