package ovvi.sim.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import ovvi.sim.EventReader;
import ovvi.sim.SimFixture;
import ovvi.sim.json.Json;

/** Splits, swaps, moves, resizes and layout.* (PROTOCOL.md §4.5, §4.6, §5.4, §5.5). */
class LayoutTest {

	private SimFixture fx;

	@BeforeEach
	void setUp() throws IOException {
		fx = new SimFixture();
		fx.start("lay");
		fx.ok("workspace.create", "cwd", fx.home().toString());
	}

	@AfterEach
	void tearDown() throws IOException {
		fx.close();
	}

	@Test
	void splitPutsTheNewPaneSecondAndSnapshotsGeometry() throws IOException {
		JsonObject added = fx.ok("pane.split", "target_pane_id", "w1:p1", "direction", "right", "ratio", 0.95)
				.getAsJsonObject("pane");
		assertEquals("w1:p2", added.get("pane_id").getAsString());
		assertFalse(added.get("focused").getAsBoolean());
		JsonObject layout = fx.ok("session.snapshot").getAsJsonObject("snapshot").getAsJsonArray("layouts").get(0)
				.getAsJsonObject();
		JsonObject split = layout.getAsJsonArray("splits").get(0).getAsJsonObject();
		assertEquals("split_0_root", split.get("id").getAsString());
		assertEquals(0.9f, split.get("ratio").getAsFloat(), "clamped to 0.9");
		assertEquals("w1:p1", layout.getAsJsonArray("panes").get(0).getAsJsonObject().get("pane_id").getAsString());
		fx.ok("pane.split", "target_pane_id", "w1:p2", "direction", "down");
		JsonObject export = fx.ok("layout.export", "tab_id", "w1:t1").getAsJsonObject("layout");
		assertEquals("split", export.getAsJsonObject("root").get("type").getAsString());
		assertEquals("w1:p3", export.getAsJsonObject("root").getAsJsonObject("second").getAsJsonObject("second")
				.get("pane_id").getAsString());
		List<String> ids = fx.ok("pane.layout", "pane_id", "w1:p1").getAsJsonObject("layout").getAsJsonArray("splits")
				.asList().stream().map(e -> e.getAsJsonObject().get("id").getAsString()).toList();
		assertEquals(List.of("split_0_root", "split_1_1"), ids);
	}

	@Test
	void panePtyFollowsItsRect() throws IOException {
		fx.ok("pane.split", "target_pane_id", "w1:p1", "direction", "right");
		JsonObject pane = fx.ok("pane.get", "pane_id", "w1:p2").getAsJsonObject("pane");
		assertEquals(36, pane.getAsJsonObject("scroll").get("viewport_rows").getAsInt());
		fx.ok("pane.send_input", "pane_id", "w1:p2", "text", "echo \"size=$(stty size)\"", "keys", List.of("enter"));
		fx.awaitScreen("w1:p2", "size=36 45");
	}

	@Test
	void setSplitRatioWalksPathsAndRefusesLeaves() throws IOException {
		assertEquals("split_not_found", fx.call("layout.set_split_ratio", "tab_id", "w1:t1", "path", List.of(), "ratio", 0.3)
				.getAsJsonObject("error").get("code").getAsString());
		fx.ok("pane.split", "target_pane_id", "w1:p1", "direction", "right");
		fx.ok("pane.split", "target_pane_id", "w1:p2", "direction", "down");
		JsonObject r = fx.ok("layout.set_split_ratio", "pane_id", "w1:p1", "path", List.of(true), "ratio", 0.01);
		assertEquals("layout_split_ratio_set", r.get("type").getAsString());
		assertEquals(0.1f, r.getAsJsonObject("layout").getAsJsonObject("root").getAsJsonObject("second").get("ratio").getAsFloat());
		assertEquals("split_not_found", fx.call("layout.set_split_ratio", "tab_id", "w1:t1", "path", List.of(false), "ratio", 0.3)
				.getAsJsonObject("error").get("code").getAsString());
		assertEquals("layout_not_found", fx.call("layout.set_split_ratio", "tab_id", "w1:t1", "pane_id", "w1:p1", "path",
				List.of(), "ratio", 0.3).getAsJsonObject("error").get("code").getAsString());
		assertEquals("layout_not_found", fx.call("layout.set_split_ratio", "tab_id", "w1:t9", "path", List.of(),
				"ratio", 0.3).getAsJsonObject("error").get("code").getAsString(), "an unknown tab, as herdr looks it up");
		assertEquals("layout_not_found", fx.call("layout.export", "tab_id", "w1:t9").getAsJsonObject("error")
				.get("code").getAsString());
	}

	@Test
	void swapReasonsAndAlwaysFocuses() throws IOException {
		fx.ok("pane.split", "target_pane_id", "w1:p1", "direction", "right");
		JsonObject noNeighbor = fx.ok("pane.swap", "pane_id", "w1:p2", "direction", "right").getAsJsonObject("swap");
		assertFalse(noNeighbor.get("changed").getAsBoolean());
		assertEquals("no_neighbor", noNeighbor.get("reason").getAsString());
		assertEquals("same_pane", fx.ok("pane.swap", "source_pane_id", "w1:p1", "target_pane_id", "w1:p1")
				.getAsJsonObject("swap").get("reason").getAsString());
		assertEquals("not_found", fx.ok("pane.swap", "source_pane_id", "w1:p1", "target_pane_id", "w1:p9")
				.getAsJsonObject("swap").get("reason").getAsString());
		assertEquals("invalid_pane_swap", fx.call("pane.swap", "pane_id", "w1:p1")
				.getAsJsonObject("error").get("code").getAsString());
		JsonObject swap = fx.ok("pane.swap", "pane_id", "w1:p2", "direction", "left", "focus", false).getAsJsonObject("swap");
		assertTrue(swap.get("changed").getAsBoolean());
		assertFalse(swap.has("reason"));
		assertEquals("w1:p2", swap.get("focused_pane_id").getAsString(), "swap focuses even with focus:false");
		assertEquals("w1:p2", swap.getAsJsonObject("layout").getAsJsonArray("panes").get(0).getAsJsonObject()
				.get("pane_id").getAsString());
		fx.ok("tab.create", "workspace_id", "w1");
		assertEquals("cross_tab", fx.ok("pane.swap", "source_pane_id", "w1:p1", "target_pane_id", "w1:p3")
				.getAsJsonObject("swap").get("reason").getAsString());
	}

	@Test
	void moveAcrossWorkspacesGivesANewIdAndKeepsTheOldAsAlias() throws IOException {
		fx.ok("pane.split", "target_pane_id", "w1:p1", "direction", "right");
		String terminal = fx.ok("pane.get", "pane_id", "w1:p2").getAsJsonObject("pane").get("terminal_id").getAsString();
		JsonObject sameTab = fx.ok("pane.move", "pane_id", "w1:p2", "destination",
				Json.obj("type", "tab", "tab_id", "w1:t1", "split", "right")).getAsJsonObject("move_result");
		assertFalse(sameTab.get("changed").getAsBoolean());
		assertEquals("same_tab", sameTab.get("reason").getAsString());
		JsonObject moved = fx.ok("pane.move", "pane_id", "w1:p2", "destination",
				Json.obj("type", "new_workspace", "label", "logs")).getAsJsonObject("move_result");
		assertTrue(moved.get("changed").getAsBoolean());
		assertEquals("w1:p2", moved.get("previous_pane_id").getAsString());
		assertEquals("w2:p1", moved.getAsJsonObject("pane").get("pane_id").getAsString());
		assertEquals(terminal, moved.getAsJsonObject("pane").get("terminal_id").getAsString());
		assertEquals("logs", moved.getAsJsonObject("created_workspace").get("label").getAsString());
		assertEquals("w2:p1", fx.ok("pane.get", "pane_id", "w1:p2").getAsJsonObject("pane").get("pane_id").getAsString(),
				"the old id resolves to the moved pane");
		JsonObject back = fx.ok("pane.move", "pane_id", "w2:p1", "destination",
				Json.obj("type", "tab", "tab_id", "w1:t1", "target_pane_id", "w1:p1", "split", "down"))
				.getAsJsonObject("move_result");
		assertEquals("w2", back.get("closed_workspace_id").getAsString());
		assertEquals("w2:t1", back.get("closed_tab_id").getAsString());
		assertEquals("w1:p3", back.getAsJsonObject("pane").get("pane_id").getAsString());
		assertEquals("target_pane_not_found", fx.call("pane.move", "pane_id", "w1:p3", "destination",
				Json.obj("type", "tab", "tab_id", "w1:t1", "split", "right", "target_pane_id", "w9:p1")).getAsJsonObject("error")
				.get("code").getAsString());
	}

	@Test
	void zoomAndTheMovesItBlocks() throws IOException {
		assertEquals("single_pane", fx.ok("pane.zoom", "pane_id", "w1:p1").getAsJsonObject("zoom").get("reason").getAsString());
		fx.ok("pane.split", "target_pane_id", "w1:p1", "direction", "right");
		JsonObject zoom = fx.ok("pane.zoom", "pane_id", "w1:p2", "mode", "on").getAsJsonObject("zoom");
		assertTrue(zoom.get("zoomed").getAsBoolean());
		assertTrue(zoom.get("focus_changed").getAsBoolean());
		assertTrue(zoom.getAsJsonObject("layout").get("zoomed").getAsBoolean());
		assertEquals("already_zoomed", fx.ok("pane.zoom", "pane_id", "w1:p2", "mode", "on").getAsJsonObject("zoom")
				.get("reason").getAsString());
		assertEquals("zoomed_tab", fx.ok("pane.move", "pane_id", "w1:p1", "destination", Json.obj("type", "new_tab"))
				.getAsJsonObject("move_result").get("reason").getAsString());
		assertFalse(fx.ok("pane.zoom", "pane_id", "w1:p2").getAsJsonObject("zoom").get("zoomed").getAsBoolean());
	}

	@Test
	void resizeMovesTheNearestDividerOrSaysUnchanged() throws IOException {
		JsonObject single = fx.ok("pane.resize", "pane_id", "w1:p1", "direction", "right").getAsJsonObject("resize");
		assertFalse(single.get("changed").getAsBoolean());
		assertEquals("unchanged", single.get("reason").getAsString());
		fx.ok("pane.split", "target_pane_id", "w1:p1", "direction", "right");
		JsonObject r = fx.ok("pane.resize", "pane_id", "w1:p2", "direction", "right", "amount", 0.2).getAsJsonObject("resize");
		assertTrue(r.get("changed").getAsBoolean());
		assertEquals(0.7f, r.getAsJsonObject("layout").getAsJsonArray("splits").get(0).getAsJsonObject().get("ratio").getAsFloat(), 1e-6);
	}

	@Test
	void layoutApplyMakesANewTabWithNewTerminals() throws IOException {
		JsonObject root = Json.obj("type", "split", "direction", "right", "ratio", 0.5,
				"first", Json.obj("type", "pane", "label", " ovvi:browser#1 ", "cwd", fx.home().toString()),
				"second", Json.obj("type", "pane", "command", List.of("sleep", "60"), "env", Map.of("X", "1")));
		JsonObject r = fx.ok("layout.apply", "workspace_id", "w1", "root", root);
		assertEquals("layout_apply", r.get("type").getAsString());
		JsonObject layout = r.getAsJsonObject("layout");
		assertEquals("w1:t2", layout.get("tab_id").getAsString());
		assertEquals("ovvi:browser#1", layout.getAsJsonObject("root").getAsJsonObject("first").get("label").getAsString());
		assertEquals(List.of("sleep", "60"), layout.getAsJsonObject("root").getAsJsonObject("second").getAsJsonArray("command")
				.asList().stream().map(e -> e.getAsString()).toList());
		assertFalse(fx.ok("tab.get", "tab_id", "w1:t2").getAsJsonObject("tab").get("focused").getAsBoolean(),
				"focus defaults to false");
		assertEquals("invalid_target", fx.call("layout.apply", "workspace_id", "w1", "tab_id", "w1:t1", "root", root)
				.getAsJsonObject("error").get("code").getAsString());
		assertEquals("invalid_layout", fx.call("layout.apply", "root", Json.obj("type", "pane", "command", List.of()))
				.getAsJsonObject("error").get("code").getAsString());
	}

	@Test
	void paneScrollPositionsTheViewport() throws IOException {
		fx.ok("pane.send_input", "pane_id", "w1:p1", "text", "seq 1 200", "keys", List.of("enter"));
		fx.awaitScreen("w1:p1", "199\n200\n");
		JsonObject scroll = fx.ok("pane.get", "pane_id", "w1:p1").getAsJsonObject("pane").getAsJsonObject("scroll");
		int max = scroll.get("max_offset_from_bottom").getAsInt();
		assertTrue(max > 100, scroll.toString());
		JsonObject scrolled = fx.ok("pane.scroll", "pane_id", "w1:p1", "offset_from_bottom", 100_000);
		assertEquals("pane_info", scrolled.get("type").getAsString(), "herdr 0.9.1 answers the pane");
		assertEquals(max, scrolled.getAsJsonObject("pane").getAsJsonObject("scroll").get("offset_from_bottom").getAsInt(),
				"clamped to the scrollback");
		String visible = fx.ok("pane.read", "pane_id", "w1:p1", "source", "visible").getAsJsonObject("read").get("text").getAsString();
		assertTrue(visible.contains("seq 1 200"), visible);
		fx.ok("pane.scroll", "pane_id", "w1:p1", "offset_from_bottom", 0);
		JsonObject read = fx.ok("pane.read", "pane_id", "w1:p1", "source", "recent", "lines", 5).getAsJsonObject("read");
		assertTrue(read.get("truncated").getAsBoolean());
		assertEquals(0, read.get("revision").getAsInt());
	}

	private List<String> layoutPanes() throws IOException {
		List<String> ids = new java.util.ArrayList<>();
		for (var layout : fx.ok("session.snapshot").getAsJsonObject("snapshot").getAsJsonArray("layouts")) {
			for (var pane : layout.getAsJsonObject().getAsJsonArray("panes")) {
				ids.add(pane.getAsJsonObject().get("pane_id").getAsString());
			}
		}
		return ids;
	}

	@Test
	void aMistypedMoveParamLeavesThePaneWhereItWas() throws IOException {
		fx.ok("pane.split", "target_pane_id", "w1:p1", "direction", "right");
		for (JsonObject destination : List.of(Json.obj("type", "new_workspace", "label", 5),
				Json.obj("type", "new_workspace", "tab_label", false), Json.obj("type", "new_tab", "label", 5),
				Json.obj("type", "tab", "tab_id", "w1:t1", "split", "right", "ratio", "half"))) {
			JsonObject reply = fx.call("pane.move", "pane_id", "w1:p2", "destination", destination);
			assertEquals("t1", reply.get("id").getAsString(), reply.toString());
			assertEquals("invalid_request", reply.getAsJsonObject("error").get("code").getAsString());
		}
		assertEquals(List.of("w1:p1", "w1:p2"), layoutPanes(), "the pane never left its layout");
		assertEquals(1, fx.ok("session.snapshot").getAsJsonObject("snapshot").getAsJsonArray("workspaces").size());
		assertEquals("w1:t1", fx.ok("pane.get", "pane_id", "w1:p2").getAsJsonObject("pane").get("tab_id").getAsString());
	}

	@Test
	void aMistypedLayoutNodeStartsNoPane() throws IOException {
		JsonObject root = Json.obj("type", "split", "direction", "right", "ratio", 0.5,
				"first", Json.obj("type", "pane", "cwd", fx.home().toString()),
				"second", Json.obj("type", "pane", "label", 7));
		JsonObject reply = fx.call("layout.apply", "workspace_id", "w1", "root", root);
		assertEquals("t1", reply.get("id").getAsString());
		assertEquals("invalid request: invalid type: integer `7`, expected a string",
				reply.getAsJsonObject("error").get("message").getAsString());
		assertEquals(List.of("w1:p1"), layoutPanes());
		assertEquals("w1:p2", fx.ok("pane.split", "target_pane_id", "w1:p1", "direction", "down").getAsJsonObject("pane")
				.get("pane_id").getAsString(), "no pane number was spent on the refused layout");
		assertEquals("invalid_request", fx.call("layout.set_split_ratio", "tab_id", "w1:t1", "path", List.of(false, 5),
				"ratio", 0.3).getAsJsonObject("error").get("code").getAsString(), "the path decodes before it is walked");
	}

	@Test
	void layoutApplyWithTabIdReplacesTheTabInHerdrsEventOrder() throws Exception {
		fx.ok("tab.rename", "tab_id", "w1:t1", "label", "main");
		try (EventReader events = new EventReader(fx, "s", "tab.closed")) {
			events.next(2000);
			long from = fx.server().hub().head();
			JsonObject root = Json.obj("type", "split", "direction", "down", "ratio", 0.5,
					"first", Json.obj("type", "pane", "cwd", fx.home().toString()),
					"second", Json.obj("type", "pane", "cwd", fx.home().toString()));
			JsonObject layout = fx.ok("layout.apply", "tab_id", "w1:t1", "root", root).getAsJsonObject("layout");
			assertEquals("w1:t2", layout.get("tab_id").getAsString());
			assertEquals(List.of("tab_closed", "tab_created", "pane_created", "pane_created", "layout_updated",
					"workspace_focused", "tab_focused", "pane_focused"), fx.server().hub().namesFrom(from),
					"§5.5's order; the focused pane changed, so the focus trio follows");
			assertEquals("w1:t1", events.nextEvent("tab_closed", 3000).getAsJsonObject("data").get("tab_id").getAsString());
		}
		JsonObject tab = fx.ok("tab.get", "tab_id", "w1:t2").getAsJsonObject("tab");
		assertEquals("main", tab.get("label").getAsString(), "the replaced tab's label is inherited");
		assertTrue(tab.get("focused").getAsBoolean(), "focus follows the replaced active tab");
		assertEquals("tab_not_found", fx.call("tab.get", "tab_id", "w1:t1").getAsJsonObject("error").get("code").getAsString());
		assertEquals(List.of("w1:p2", "w1:p3"), layoutPanes(), "new terminals; the old pane is gone");
	}

	@Test
	void paneMoveEmitsInHerdrsOrder() throws IOException {
		fx.ok("tab.create", "workspace_id", "w1");
		long from = fx.server().hub().head();
		fx.ok("pane.move", "pane_id", "w1:p2", "destination", Json.obj("type", "new_workspace"));
		assertEquals(List.of("tab_closed", "workspace_created", "tab_created", "pane_moved", "layout_updated"),
				fx.server().hub().namesFrom(from), "the emptied source tab has no layout of its own left");
		fx.ok("pane.split", "target_pane_id", "w1:p1", "direction", "right");
		from = fx.server().hub().head();
		fx.ok("pane.move", "pane_id", "w1:p3", "destination", Json.obj("type", "tab", "tab_id", "w2:t1", "split", "down"));
		assertEquals(List.of("pane_moved", "layout_updated", "layout_updated"), fx.server().hub().namesFrom(from),
				"source layout, then target layout");
		fx.ok("pane.move", "pane_id", "w2:p1", "destination", Json.obj("type", "tab", "tab_id", "w1:t1", "split", "right"));
		from = fx.server().hub().head();
		fx.ok("pane.move", "pane_id", "w2:p2", "destination", Json.obj("type", "tab", "tab_id", "w1:t1", "split", "right"));
		List<String> names = fx.server().hub().namesFrom(from);
		assertEquals(List.of("tab_closed", "workspace_closed", "pane_moved", "layout_updated"), names,
				"closing the emptied workspace comes before the move; it has no layout left");
	}

	@Test
	void readGivesUpTo5000LinesAsHerdr095Does() throws IOException {
		fx.ok("pane.send_input", "pane_id", "w1:p1", "text", "seq 1 3000", "keys", List.of("enter"));
		fx.awaitScreen("w1:p1", "2999\n3000\n");
		JsonObject all = fx.ok("pane.read", "pane_id", "w1:p1", "source", "recent", "lines", 5000).getAsJsonObject("read");
		String text = all.get("text").getAsString();
		assertTrue(text.contains("\n1\n2\n3\n"), "the first line of output is in the window");
		assertTrue(text.split("\n").length > 3000, "more than 0.8.2's 1000 lines");
		assertFalse(all.get("truncated").getAsBoolean());
		JsonObject capped = fx.ok("pane.read", "pane_id", "w1:p1", "source", "recent", "lines", 9000).getAsJsonObject("read");
		assertEquals(text, capped.get("text").getAsString(), "more than 5000 acts as 5000");
		assertTrue(fx.ok("pane.read", "pane_id", "w1:p1", "source", "recent", "lines", 1000).getAsJsonObject("read")
				.get("truncated").getAsBoolean());
	}
}
