package ovvi.model.write;

import static ovvi.model.Trees.down;
import static ovvi.model.Trees.leaf;
import static ovvi.model.Trees.right;
import static ovvi.model.Trees.shape;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import com.google.gson.JsonArray;

import ovvi.herdr.api.HerdrErrorReply;
import ovvi.model.Direction;
import ovvi.model.Pane;
import ovvi.model.SimHerdr;
import ovvi.model.Space;
import ovvi.model.Tab;
import ovvi.testing.SimServer;
import ovvi.testing.TempHome;

/** Closes and Replace Pane against the herdr simulator: what they ask, what herdr has after them. */
class ClosesSimTest {

	@RegisterExtension
	static final SimServer SIM = new SimServer();

	private static SimHerdr sim;

	@BeforeAll
	static void connect() throws Exception {
		sim = new SimHerdr(SIM);
		sim.newSpace();
	}

	@BeforeEach
	void defaults() {
		sim.settings.balanceSplitsAutomatically(false);
	}

	private static String newTab(String spaceId) throws Exception {
		return sim.call("tab.create", "workspace_id", spaceId, "cwd", "/tmp", "focus", false).getAsJsonObject("tab").get("tab_id").getAsString();
	}

	@Test
	void closePaneAsksFirstWhenAProgramRunsAndBalancesAfter() throws Exception {
		List<String> made = sim.newSpace();
		sim.settings.balanceSplitsAutomatically(true);
		String a = made.get(2);
		String b = sim.split(a, "right");
		String c = sim.split(b, "right");
		sim.call("layout.set_split_ratio", "tab_id", made.get(1), "path", new JsonArray(), "ratio", 0.2);
		sim.runProgram(c);
		sim.snapshot();
		Pane pane = sim.store().pane(c);
		Outcome asked = sim.write(new ClosePane(pane, false));
		assertEquals(List.of("sleep"), asked.question().programs());
		assertEquals(1, asked.question().panes());
		assertSame(pane, sim.store().pane(c), "the question brings the same pane back");
		sim.write(asked.question().confirmed());
		assertEquals(shape(right(0.5, leaf(a), leaf(b))), shape(sim.tree(made.get(1))));
	}

	@Test
	void aSplitsPaneClosedAtOnceComesBackWithTheQuestionWhenAProgramStartsInIt() throws Exception {
		List<String> made = sim.newSpace();
		SplitPane split = new SplitPane(sim.store().pane(made.get(2)), Direction.RIGHT);
		CompletableFuture<Outcome> splitting = sim.connection.submit(split);
		Pane standIn = split.shown();
		// another client starts a program in the new pane just before the close asks what runs there
		sim.tap.before("pane.process_info", 1, () -> sim.runProgram(splitting.get().pane()));
		CompletableFuture<Outcome> closing = sim.connection.submit(new ClosePane(standIn, false));
		assertEquals(List.of(made.get(2)), sim.store().tab(made.get(1)).panes().stream().map(Pane::id).toList(),
				"a pane this app just made leaves the view at once");
		assertEquals(List.of("sleep"), closing.get().question().programs());
		String herdrsPane = splitting.get().pane();
		sim.snapshot();
		assertSame(standIn, sim.store().pane(herdrsPane), "the close is taken back on the object, whatever its id became");
		assertEquals(List.of(made.get(2), herdrsPane), sim.store().tab(made.get(1)).panes().stream().map(Pane::id).toList());
	}

	@Test
	void closeOneTab() throws Exception {
		List<String> made = sim.newSpace();
		String other = newTab(made.get(0));
		sim.snapshot();
		assertTrue(sim.write(CloseTabs.one(sim.store().tab(other))).changed());
		assertEquals(List.of(made.get(1)), sim.tabIds(made.get(0)));
		sim.snapshot();
		assertEquals(List.of(made.get(1)), sim.store().space(made.get(0)).tabs().stream().map(Tab::id).toList());
	}

	@Test
	void closeOtherTabsKeepsOnlyTheOneAndAsksOnceWithTheTotalPaneCount() throws Exception {
		List<String> made = sim.newSpace();
		String kept = newTab(made.get(0));
		String last = newTab(made.get(0));
		String busy = sim.split(sim.herdrSnapshot().panes().stream().filter(p -> p.tabId().equals(last)).findFirst().orElseThrow().id(), "down");
		sim.runProgram(busy);
		sim.snapshot();
		Space space = sim.store().space(made.get(0));
		Outcome asked = sim.write(CloseTabs.others(space.tabs(), sim.store().tab(kept)));
		assertEquals(2, asked.question().tabs());
		assertEquals(3, asked.question().panes());
		assertEquals(List.of(made.get(1), kept, last), space.tabs().stream().map(Tab::id).toList(), "the question brings them back");
		sim.write(asked.question().confirmed());
		assertEquals(List.of(kept), sim.tabIds(made.get(0)));
	}

	@Test
	void closeTabsToTheRightClosesThemAll() throws Exception {
		List<String> made = sim.newSpace();
		newTab(made.get(0));
		newTab(made.get(0));
		sim.snapshot();
		Space space = sim.store().space(made.get(0));
		assertTrue(sim.write(CloseTabs.toTheRight(space.tabs(), space.tabs().get(0))).changed());
		assertEquals(List.of(made.get(1)), sim.tabIds(made.get(0)));
	}

	@Test
	void quickNewTabThenCloseStepsBack() throws Exception {
		List<String> made = sim.newSpace();
		Space space = sim.store().space(made.get(0));
		NewTab newTab = new NewTab(made.get(0), sim.store().pane(made.get(2)));
		CompletableFuture<Outcome> created = sim.connection.submit(newTab);
		CompletableFuture<Outcome> closed = sim.connection.submit(CloseTabs.one(newTab.shown()));
		assertEquals(List.of(made.get(1)), space.tabs().stream().map(Tab::id).toList(), "the close shows at once");
		created.get();
		closed.get();
		assertEquals(List.of(made.get(1)), sim.tabIds(made.get(0)));
		sim.snapshot();
		assertEquals(List.of(made.get(1)), space.tabs().stream().map(Tab::id).toList());
	}

	@Test
	void quickSplitThenCloseStepsBackOneCard() throws Exception {
		List<String> made = sim.newSpace();
		SplitPane split = new SplitPane(sim.store().pane(made.get(2)), Direction.RIGHT);
		CompletableFuture<Outcome> splitting = sim.connection.submit(split);
		CompletableFuture<Outcome> closing = sim.connection.submit(new ClosePane(split.shown(), false));
		assertEquals(List.of(made.get(2)), sim.store().tab(made.get(1)).panes().stream().map(Pane::id).toList(),
				"the close shows at once, before herdr made the pane");
		splitting.get();
		assertTrue(closing.get().changed(), "a new shell's startup programs are waited out, not asked about");
		assertEquals(shape(leaf(made.get(2))), shape(sim.tree(made.get(1))));
	}

	@Test
	void closeSpaceAsksWithTheTabAndPaneCountThenCloses() throws Exception {
		List<String> made = sim.newSpace();
		String other = sim.call("tab.create", "workspace_id", made.get(0), "cwd", "/tmp", "focus", false)
				.getAsJsonObject("root_pane").get("pane_id").getAsString();
		sim.runProgram(other);
		sim.snapshot();
		Space space = sim.store().space(made.get(0));
		Outcome asked = sim.write(new CloseSpace(space, sim.store().spaces(), false));
		assertEquals(2, asked.question().tabs());
		assertEquals(2, asked.question().panes());
		assertEquals(List.of("sleep"), asked.question().programs());
		assertSame(space, sim.store().space(made.get(0)), "the space shows again with the question");
		sim.write(asked.question().confirmed());
		assertTrue(sim.herdrSnapshot().spaces().stream().noneMatch(s -> s.id().equals(made.get(0))));
	}

	@Test
	void aRepositorysSpaceClosesWithItsWorktreesByCloseGroupAndAWorktreesSpaceAlone() throws Exception {
		List<String> group = sim.worktreeGroup("closing", "one", "two");
		HerdrErrorReply refused = assertThrows(HerdrErrorReply.class, () -> sim.call("workspace.close", "workspace_id", group.get(0)));
		assertEquals("workspace_group_close_required", refused.code(), "why close_group is needed");

		sim.write(new CloseSpace(sim.store().space(group.get(2)), sim.store().spaces(), false));
		List<String> left = sim.herdrSnapshot().spaces().stream().map(s -> s.id()).toList();
		assertTrue(left.containsAll(group.subList(0, 2)) && !left.contains(group.get(2)), "a worktree's own space closes alone: " + left);

		sim.snapshot();
		sim.write(new CloseSpace(sim.store().space(group.get(0)), sim.store().spaces(), false));
		left = sim.herdrSnapshot().spaces().stream().map(s -> s.id()).toList();
		assertTrue(!left.contains(group.get(0)) && !left.contains(group.get(1)), "the whole group closed: " + left);
	}

	@Test
	void aCloseHerdrWantsConfirmedAsksHerdrsQuestionAndAgreeingClosesTheGroup() throws Exception {
		List<String> group = sim.worktreeGroup("asking", "one");
		Space repository = sim.store().space(group.get(0));
		Tab tab = repository.tabs().get(0);
		Pane only = tab.panes().get(0);
		for (Write close : List.of(new ClosePane(only, true), CloseTabs.one(tab))) {
			Outcome asked = sim.write(close);
			assertTrue(asked.question() != null && asked.question().herdrQuestion().contains("worktree group"),
					"herdr's confirmation_required becomes its question: " + asked);
			assertSame(only, sim.store().pane(only.id()), "the pane shows again with the question");
		}
		Outcome asked = sim.write(new ClosePane(only, true));
		sim.write(asked.question().confirmed());
		List<String> left = sim.herdrSnapshot().spaces().stream().map(s -> s.id()).toList();
		assertTrue(!left.contains(group.get(0)) && !left.contains(group.get(1)), "agreeing closed the group: " + left);
	}

	@Test
	void aPaneAnotherClientClosedFailsWithHerdrsReasonAndLeavesTheView() throws Exception {
		List<String> made = sim.newSpace();
		String b = sim.split(made.get(2), "right");
		Pane pane = sim.store().pane(b);
		sim.call("pane.close", "pane_id", b);
		ExecutionException failed = assertThrows(ExecutionException.class, () -> sim.connection.submit(new ClosePane(pane, true)).get());
		WriteFailure failure = assertInstanceOf(WriteFailure.class, failed.getCause());
		assertEquals("pane_not_found", failure.code());
		assertTrue(failure.getMessage().contains("(pane_not_found)") && failure.getMessage().contains(SimServer.SESSION), failure.getMessage());
		sim.snapshot();
		assertNull(sim.store().pane(b));
	}

	@Test
	void replacePaneTakesTheOldPanesPlace() throws Exception {
		List<String> made = sim.newSpace();
		String a = made.get(2);
		String b = sim.split(a, "down");
		Outcome replaced = sim.write(ReplacePane.terminal(sim.store().pane(a)));
		assertEquals(shape(down(0.5, leaf(replaced.pane()), leaf(b))), shape(sim.tree(made.get(1))));
		sim.snapshot();
		assertNull(sim.store().pane(a));
		assertNotNull(sim.store().pane(replaced.pane()), "shown once the old pane is gone");
	}

	@Test
	void replacePaneAsksFirstWhenAProgramRuns() throws Exception {
		List<String> made = sim.newSpace();
		sim.runProgram(made.get(2));
		sim.snapshot();
		Outcome asked = sim.write(ReplacePane.terminal(sim.store().pane(made.get(2))));
		assertEquals(List.of("sleep"), asked.question().programs());
		assertEquals(shape(leaf(made.get(2))), shape(sim.tree(made.get(1))), "nothing changed before the answer");
		Outcome replaced = sim.write(asked.question().confirmed());
		assertEquals(shape(leaf(replaced.pane())), shape(sim.tree(made.get(1))));
	}

	@Test
	void startAgentHereReplacesThePaneAndWaitsUntilHerdrReportsTheAgent() throws Exception {
		// herdr tells agents by their process name: a script called claude is one
		Path claude = TempHome.writeScript(SIM.home().resolve("bin/claude"), "#!/bin/sh\nsleep 60\n");
		List<String> made = sim.newSpace();
		String line = ShellQuote.quote(claude.toString());
		Outcome started = sim.write(ReplacePane.agent(sim.store().pane(made.get(2)), line, line));
		assertEquals("claude", sim.call("pane.get", "pane_id", started.pane()).getAsJsonObject("pane").get("agent").getAsString());
		assertTrue(sim.snapshot().agents().containsKey(started.pane()));
	}

	@Test
	void startAgentHereTypesTheBareCommandOnceMoreWhenTheLaunchLineEndsAtOnce() throws Exception {
		// this agent refuses the launch line's arguments and ends at once; bare, it runs
		Path claude = TempHome.writeScript(SIM.home().resolve("bin/picky/claude"),
				"#!/bin/sh\nif [ $# -gt 0 ]; then exit 2; fi\nsleep 60\n");
		List<String> made = sim.newSpace();
		String bare = ShellQuote.quote(claude.toString());
		Outcome started = sim.write(ReplacePane.agent(sim.store().pane(made.get(2)), bare + " --ovvi-marker", bare));
		assertEquals(null, started.unchangedReason());
		assertEquals("claude", sim.call("pane.get", "pane_id", started.pane()).getAsJsonObject("pane").get("agent").getAsString());
	}

	@Test
	void laterWritesDoNotWaitForStartAgentHeresAgent() throws Exception {
		List<String> made = sim.newSpace();
		String tab = newTab(made.get(0));
		sim.snapshot();
		// a launch line that never starts an agent: the wait for it goes on for 10 s
		CompletableFuture<Outcome> starting = sim.connection.submit(ReplacePane.agent(sim.store().pane(made.get(2)), "true", null));
		Outcome renamed = sim.write(Rename.tab(tab, "not waiting", "2"));
		assertTrue(renamed.changed());
		assertTrue(!starting.isDone(), "the rename ran while Start Agent Here still waits for its agent");
		assertEquals("no_agent", starting.get().unchangedReason());
	}
}
