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

/** workspace.*, tab.* and pane lifecycle: ids, results, events (PROTOCOL.md §3, §5.2–5.4). */
class WorkspaceTabPaneTest {

	private SimFixture fx;

	@BeforeEach
	void setUp() throws IOException {
		fx = new SimFixture();
		fx.start("wtp");
	}

	@AfterEach
	void tearDown() throws IOException {
		fx.close();
	}

	private String cwd() {
		return fx.home().toString();
	}

	@Test
	void freshServerHasZeroWorkspacesAndNoFocus() throws IOException {
		JsonObject snap = fx.ok("session.snapshot").getAsJsonObject("snapshot");
		assertFalse(snap.has("focused_workspace_id"));
		assertEquals(0, snap.getAsJsonArray("workspaces").size());
		assertEquals(List.of("version", "protocol", "workspaces", "tabs", "panes", "layouts", "agents"),
				List.copyOf(snap.keySet()));
	}

	@Test
	void workspaceCreateAllocatesIdsAndFocusesWhenNothingIsActive() throws Exception {
		try (EventReader events = new EventReader(fx, "s", "workspace.created", "tab.created", "pane.created",
				"layout.updated")) {
			assertEquals("subscription_started", events.next(2000).getAsJsonObject("result").get("type").getAsString());
			JsonObject r = fx.ok("workspace.create", "cwd", cwd(), "focus", false);
			assertEquals("workspace_created", r.get("type").getAsString());
			assertEquals("w1", r.getAsJsonObject("workspace").get("workspace_id").getAsString());
			assertTrue(r.getAsJsonObject("workspace").get("focused").getAsBoolean(), "no active workspace: focus moves");
			assertEquals("w1:t1", r.getAsJsonObject("tab").get("tab_id").getAsString());
			JsonObject pane = r.getAsJsonObject("root_pane");
			assertEquals("w1:p1", pane.get("pane_id").getAsString());
			assertTrue(pane.get("terminal_id").getAsString().startsWith("term_"));
			assertEquals(cwd(), pane.get("cwd").getAsString());
			assertFalse(pane.has("tokens"), "empty maps are omitted");
			assertFalse(pane.has("label"));
			JsonObject second = fx.ok("workspace.create", "cwd", cwd(), "label", "two");
			assertEquals("w2", second.getAsJsonObject("workspace").get("workspace_id").getAsString());
			assertFalse(second.getAsJsonObject("workspace").get("focused").getAsBoolean());
			assertEquals("two", second.getAsJsonObject("workspace").get("label").getAsString());
			assertEquals(2, second.getAsJsonObject("workspace").get("number").getAsInt());
			JsonObject created = events.nextEvent("workspace_created", 3000);
			assertEquals("workspace_created", created.getAsJsonObject("data").get("type").getAsString());
			assertFalse(created.has("id"));
			assertEquals("w1", created.getAsJsonObject("data").getAsJsonObject("workspace").get("workspace_id").getAsString());
		}
	}

	@Test
	void idsAreNeverReused() throws IOException {
		fx.ok("workspace.create", "cwd", cwd());
		fx.ok("workspace.create", "cwd", cwd());
		fx.ok("workspace.close", "workspace_id", "w2");
		assertEquals("w3", fx.ok("workspace.create", "cwd", cwd()).getAsJsonObject("workspace").get("workspace_id").getAsString());
		assertEquals("w1:t2", fx.ok("tab.create", "workspace_id", "w1").getAsJsonObject("tab").get("tab_id").getAsString());
		fx.ok("tab.close", "tab_id", "w1:t2");
		JsonObject t3 = fx.ok("tab.create", "workspace_id", "w1");
		assertEquals("w1:t3", t3.getAsJsonObject("tab").get("tab_id").getAsString());
		assertEquals("w1:p3", t3.getAsJsonObject("root_pane").get("pane_id").getAsString());
		assertEquals("2", t3.getAsJsonObject("tab").get("label").getAsString(), "tab label = its position");
		assertEquals(3, t3.getAsJsonObject("tab").get("number").getAsInt(), "tab number is stable");
	}

	@Test
	void tabMoveInsertsBeforeTheIndex() throws IOException {
		fx.ok("workspace.create", "cwd", cwd());
		fx.ok("tab.create", "workspace_id", "w1");
		fx.ok("tab.create", "workspace_id", "w1");
		JsonObject r = fx.ok("tab.move", "tab_id", "w1:t1", "insert_index", 2);
		assertEquals("tab_list", r.get("type").getAsString());
		List<String> order = r.getAsJsonArray("tabs").asList().stream()
				.map(e -> e.getAsJsonObject().get("tab_id").getAsString()).toList();
		assertEquals(List.of("w1:t2", "w1:t1", "w1:t3"), order);
		assertEquals("tab_move_failed", fx.call("tab.move", "tab_id", "w1:t1", "insert_index", 4)
				.getAsJsonObject("error").get("code").getAsString());
	}

	@Test
	void moveBlockReordersAndValidates() throws IOException {
		for (int i = 0; i < 4; i++) {
			fx.ok("workspace.create", "cwd", cwd());
		}
		JsonObject r = fx.ok("workspace.move_block", "workspace_ids", List.of("w3", "w4"), "before_workspace_id", "w1");
		List<String> order = r.getAsJsonArray("workspaces").asList().stream()
				.map(e -> e.getAsJsonObject().get("workspace_id").getAsString()).toList();
		assertEquals(List.of("w3", "w4", "w1", "w2"), order);
		assertEquals(1, r.getAsJsonArray("workspaces").get(0).getAsJsonObject().get("number").getAsInt());
		assertEquals("workspace_move_block_failed", fx.call("workspace.move_block", "workspace_ids", List.of())
				.getAsJsonObject("error").get("code").getAsString());
		assertEquals("workspace_move_block_failed", fx.call("workspace.move_block", "workspace_ids", List.of("w1", "w2"),
				"before_workspace_id", "w2").getAsJsonObject("error").get("code").getAsString());
	}

	@Test
	void renameStoresVerbatimAndPaneRenameTrims() throws IOException {
		fx.ok("workspace.create", "cwd", cwd());
		assertEquals("", fx.ok("workspace.rename", "workspace_id", "w1", "label", "").getAsJsonObject("workspace")
				.get("label").getAsString());
		assertEquals(" t ", fx.ok("tab.rename", "tab_id", "w1:t1", "label", " t ").getAsJsonObject("tab").get("label").getAsString());
		assertEquals("x", fx.ok("pane.rename", "pane_id", "w1:p1", "label", "  x ").getAsJsonObject("pane").get("label").getAsString());
		assertFalse(fx.ok("pane.rename", "pane_id", "w1:p1").getAsJsonObject("pane").has("label"));
	}

	@Test
	void closingTheLastPaneOfATabEmitsNoTabClosed() throws Exception {
		fx.ok("workspace.create", "cwd", cwd());
		fx.ok("tab.create", "workspace_id", "w1");
		try (EventReader events = new EventReader(fx, "s", "pane.closed", "tab.closed")) {
			events.next(2000);
			fx.ok("pane.close", "pane_id", "w1:p2");
			JsonObject closed = events.nextEvent("pane_closed", 3000);
			assertEquals("w1:p2", closed.getAsJsonObject("data").get("pane_id").getAsString());
			assertEquals(1, fx.ok("workspace.get", "workspace_id", "w1").getAsJsonObject("workspace").get("tab_count").getAsInt());
			fx.ok("tab.create", "workspace_id", "w1");
			fx.ok("tab.close", "tab_id", "w1:t3");
			JsonObject tabClosed = events.nextEvent("tab_closed", 3000);
			assertEquals("w1:t3", tabClosed.getAsJsonObject("data").get("tab_id").getAsString(),
					"the first tab_closed is tab.close's, not the pane close's");
		}
	}

	@Test
	void aPaneWhoseProcessExitsGoesWithPaneExitedOnly() throws Exception {
		fx.ok("workspace.create", "cwd", cwd());
		fx.ok("pane.split", "target_pane_id", "w1:p1", "direction", "down");
		try (EventReader events = new EventReader(fx, "s", "pane.exited", "pane.closed", "layout.updated")) {
			events.next(2000);
			fx.ok("pane.send_input", "pane_id", "w1:p2", "text", "exit", "keys", List.of("enter"));
			JsonObject exited = events.nextEvent("pane_exited", 10_000);
			assertEquals("w1:p2", exited.getAsJsonObject("data").get("pane_id").getAsString());
			JsonObject layout;
			do { // lifecycle entries replay the ring first: the split's layout comes before the exit's
				layout = events.nextEvent("layout_updated", 3000).getAsJsonObject("data").getAsJsonObject("layout");
			} while (layout.getAsJsonArray("panes").size() != 1);
			assertEquals("w1:p1", layout.getAsJsonArray("panes").get(0).getAsJsonObject().get("pane_id").getAsString());
			assertEquals("pane_not_found", fx.call("pane.get", "pane_id", "w1:p2").getAsJsonObject("error").get("code").getAsString());
		}
	}

	@Test
	void closingAPaneHangsUpItsTerminal() throws IOException {
		fx.ok("workspace.create", "cwd", cwd());
		fx.ok("pane.split", "target_pane_id", "w1:p1", "direction", "right");
		fx.ok("pane.send_input", "pane_id", "w1:p2", "text", "sleep 300 & echo \"bg\"\"-pid=$!\"", "keys", List.of("enter"));
		fx.awaitScreen("w1:p2", "bg-pid="); // the typed line shows bg""-pid, only the output bg-pid
		java.util.regex.Matcher m = java.util.regex.Pattern.compile("bg-pid=(\\d+)").matcher(fx.screen("w1:p2"));
		org.junit.jupiter.api.Assertions.assertTrue(m.find());
		long bg = Long.parseLong(m.group(1));
		long shell = fx.ok("pane.process_info", "pane_id", "w1:p2").getAsJsonObject("process_info").get("shell_pid").getAsLong();
		fx.ok("pane.close", "pane_id", "w1:p2");
		SimFixture.await("the shell and its job gone", 10_000,
				() -> ProcessHandle.of(shell).isEmpty() && ProcessHandle.of(bg).map(h -> !h.isAlive()).orElse(true));
	}

	@Test
	void aProgramThatNeverReadsItsInputDoesNotStallTheServer() throws IOException {
		fx.ok("workspace.create", "cwd", cwd());
		// A busy TUI: raw mode, nothing read. (In canonical mode the kernel drops what overflows a
		// line instead of blocking the writer, so nothing would pile up.)
		fx.ok("pane.send_input", "pane_id", "w1:p1", "text", "stty raw -echo; sleep 60", "keys", List.of("enter"));
		// Until sleep holds the terminal the shell reads (and echoes) whatever comes.
		SimFixture.await("sleep in the pane's foreground", 10_000, () -> foregroundNames("w1:p1").contains("sleep"));
		String chunk = "x".repeat(900_000); // under herdr's 1 MiB request line
		long mostAccepted = PaneProcess.MAX_PENDING_BYTES / chunk.length();
		String code = null;
		for (long i = 0; i <= mostAccepted + 1 && code == null; i++) {
			JsonObject reply = fx.call("pane.send_text", "pane_id", "w1:p1", "text", chunk);
			code = reply.has("error") ? reply.getAsJsonObject("error").get("code").getAsString() : null;
		}
		assertEquals("pane_send_failed", code, "herdr's write queue refuses input past its limit");
		assertEquals("pong", fx.ok("ping").get("type").getAsString());
		assertEquals("session_snapshot", fx.ok("session.snapshot").get("type").getAsString());
	}

	private List<String> foregroundNames(String paneId) {
		try {
			JsonObject info = fx.ok("pane.process_info", "pane_id", paneId).getAsJsonObject("process_info");
			List<String> names = new java.util.ArrayList<>();
			if (info.has("foreground_processes")) {
				info.getAsJsonArray("foreground_processes")
						.forEach(p -> names.add(p.getAsJsonObject().get("name").getAsString()));
			}
			return names;
		} catch (IOException e) {
			throw new java.io.UncheckedIOException(e);
		}
	}

	@Test
	void panesGetHerdrsEnvironmentAndTheirCwd() throws IOException {
		fx.ok("workspace.create", "cwd", cwd());
		fx.ok("pane.send_input", "pane_id", "w1:p1", "text",
				"echo \"[$HERDR_ENV|$HERDR_WORKSPACE_ID|$HERDR_TAB_ID|$HERDR_PANE_ID|$HERDR_SOCKET_PATH]\"",
				"keys", List.of("enter"));
		fx.awaitScreen("w1:p1", "[1|w1|w1:t1|w1:p1|" + fx.paths().apiSocket() + "]");
	}

	@Test
	void workspaceCreateWithAMissingCwdFallsBackToHome() throws IOException {
		JsonObject pane = fx.ok("workspace.create", "cwd", "/definitely/not/here").getAsJsonObject("root_pane");
		assertEquals(cwd(), pane.get("cwd").getAsString());
	}

	@Test
	void invalidEnvIsRefused() throws IOException {
		JsonObject reply = fx.call("workspace.create", "cwd", cwd(), "env", java.util.Map.of("A=B", "x"));
		assertEquals("invalid_env", reply.getAsJsonObject("error").get("code").getAsString());
	}

	@Test
	void processInfoListsTheForegroundGroup() throws IOException {
		fx.ok("workspace.create", "cwd", cwd());
		SimFixture.await("the shell owning its terminal", 10_000, () -> {
			try { // right after the spawn the child has not taken its controlling terminal yet
				return fx.ok("pane.process_info", "pane_id", "w1:p1").getAsJsonObject("process_info")
						.has("foreground_process_group_id");
			} catch (IOException e) {
				return false;
			}
		});
		JsonObject info = fx.ok("pane.process_info", "pane_id", "w1:p1").getAsJsonObject("process_info");
		long shell = info.get("shell_pid").getAsLong();
		assertEquals(shell, info.get("foreground_process_group_id").getAsLong());
		assertEquals("bash", info.getAsJsonArray("foreground_processes").get(0).getAsJsonObject().get("name").getAsString());
		fx.ok("pane.send_input", "pane_id", "w1:p1", "text", "sleep 30", "keys", List.of("enter"));
		SimFixture.await("sleep in the foreground", 10_000, () -> {
			try {
				JsonObject i = fx.ok("pane.process_info", "pane_id", "w1:p1").getAsJsonObject("process_info");
				var procs = i.getAsJsonArray("foreground_processes");
				return procs.size() == 1 && procs.get(0).getAsJsonObject().get("name").getAsString().equals("sleep");
			} catch (IOException e) {
				return false;
			}
		});
		JsonObject sleeping = fx.ok("pane.process_info", "pane_id", "w1:p1").getAsJsonObject("process_info")
				.getAsJsonArray("foreground_processes").get(0).getAsJsonObject();
		assertEquals(List.of("sleep", "30"), sleeping.getAsJsonArray("argv").asList().stream().map(e -> e.getAsString()).toList());
		assertEquals(cwd(), sleeping.get("cwd").getAsString());
		fx.ok("pane.send_keys", "pane_id", "w1:p1", "keys", List.of("ctrl+c"));
	}

	@Test
	void sendKeysRejectsHerdrsUnsupportedNamesAndSendsNothing() throws IOException {
		fx.ok("workspace.create", "cwd", cwd());
		JsonObject reply = fx.call("pane.send_keys", "pane_id", "w1:p1", "keys", List.of("x", "home"));
		assertEquals("invalid_key", reply.getAsJsonObject("error").get("code").getAsString());
		assertEquals("unsupported key home", reply.getAsJsonObject("error").get("message").getAsString());
		fx.ok("pane.send_keys", "pane_id", "w1:p1", "keys", List.of("e", "c", "h", "o", "space", "m", "a", "r", "k", "enter"));
		fx.awaitScreen("w1:p1", "\nmark\n");
		assertFalse(fx.screen("w1:p1").contains("xecho"), "the refused request sent no x before the next one");
	}
}
