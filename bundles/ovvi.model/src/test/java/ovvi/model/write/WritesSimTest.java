package ovvi.model.write;

import static ovvi.model.Trees.down;
import static ovvi.model.Trees.leaf;
import static ovvi.model.Trees.right;
import static ovvi.model.Trees.shape;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import ovvi.model.Direction;
import ovvi.model.LayoutNode.Split;
import ovvi.model.Pane;
import ovvi.model.SimHerdr;
import ovvi.model.Space;
import ovvi.model.Tab;
import ovvi.model.TabHistory;
import ovvi.model.snapshot.Snapshot;
import ovvi.testing.SimServer;

/**
 * The writes that make things, change a tab's layout or type into a pane, each against the herdr
 * simulator: herdr's state after it is checked with herdr's own answers, and herdr's focus is
 * left alone where the seed says so.
 */
class WritesSimTest {

	@RegisterExtension
	static final SimServer SIM = new SimServer();

	private static SimHerdr sim;

	@BeforeAll
	static void connect() throws Exception {
		sim = new SimHerdr(SIM);
		// herdr focuses the first space whatever focus says; later writes must leave that alone.
		sim.newSpace();
	}

	@BeforeEach
	void defaults() {
		sim.settings.balanceSplitsAutomatically(false);
	}

	private static Path folder(String name) throws Exception {
		return Files.createDirectories(SIM.home().resolve(name)).toRealPath();
	}

	/** The folder herdr reports for the root pane of a tab made by a write. */
	private static String cwdOfTab(String tabId) throws Exception {
		return sim.herdrSnapshot().panes().stream().filter(p -> p.tabId().equals(tabId)).findFirst().orElseThrow().cwd();
	}

	@Test
	void newSpaceIsMadeInTheHomeFolderWithItsLabelWithoutFocus() throws Exception {
		String focus = sim.focus();
		Outcome outcome = sim.write(NewSpace.home("named"));
		Snapshot herdr = sim.herdrSnapshot();
		Snapshot.SpaceRecord made = herdr.spaces().get(herdr.spaces().size() - 1);
		assertEquals("named", made.label());
		assertEquals(made.id(), herdr.tabs().stream().filter(t -> t.id().equals(outcome.select())).findFirst().orElseThrow().spaceId(),
				"the outcome selects the new space's tab");
		assertEquals(SIM.home().toRealPath().toString(), cwdOfTab(outcome.select()), "~ is herdr's home, not its server's folder");
		assertEquals(focus, sim.focus());
	}

	@Test
	void aFolderDroppedOnTheDockOpensAsASpaceInThatFolder() throws Exception {
		Path project = folder("dropped project");
		String focus = sim.focus();
		Outcome outcome = sim.write(NewSpace.folder(project.toString()));
		assertEquals(project.toString(), cwdOfTab(outcome.select()));
		assertEquals(focus, sim.focus());
	}

	@Test
	void newTabOpensInTheKeyboardCardsLiveFolderWithoutFocus() throws Exception {
		List<String> made = sim.newSpace();
		Path there = folder("new tab here");
		sim.type(made.get(2), "cd '" + there + "'");
		SimHerdr.awaitThat("the shell is in " + there, () -> there.toString().equals(sim.herdrPane(made.get(2)).cwd()));
		sim.snapshot();
		String focus = sim.focus();
		Outcome outcome = sim.write(new NewTab(made.get(0), sim.store().pane(made.get(2))));
		assertEquals(there.toString(), cwdOfTab(outcome.select()));
		assertEquals(List.of(made.get(1), outcome.select()), sim.tabIds(made.get(0)));
		assertEquals(focus, sim.focus());
	}

	@Test
	void newTabWithoutAKeyboardCardOpensInTheHomeFolder() throws Exception {
		List<String> made = sim.newSpace();
		Outcome outcome = sim.write(new NewTab(made.get(0), null));
		assertEquals(SIM.home().toRealPath().toString(), cwdOfTab(outcome.select()));
	}

	/** herdr takes a cwd verbatim (no ~ expansion; it may show "~" as the space's path): the machine's home folder goes instead. */
	@Test
	void theHomeFolderGoesToHerdrAsItsPathNeverAsTilde() throws Exception {
		List<String> made = sim.newSpace();
		sim.write(NewSpace.home(null));
		sim.write(new NewTab(made.get(0), null));
		String home = SIM.home().toString();
		assertEquals(home, sim.tap.params("workspace.create").getLast().get("cwd").getAsString());
		assertEquals(home, sim.tap.params("tab.create").getLast().get("cwd").getAsString());
	}

	@Test
	void aQuickSecondNewTabUsesTheKeyboardCardOfTheTabUsedLastThere() throws Exception {
		List<String> made = sim.newSpace();
		Path used = folder("used last");
		String other = sim.call("tab.create", "workspace_id", made.get(0), "cwd", used.toString(), "focus", false)
				.getAsJsonObject("tab").get("tab_id").getAsString();
		sim.snapshot();
		Space space = sim.store().space(made.get(0));
		TabHistory history = new TabHistory();
		history.visit(sim.store().tab(made.get(1)));
		history.visit(sim.store().tab(other));
		NewTab first = NewTab.in(space, history, tab -> tab.panes().get(0));
		CompletableFuture<Outcome> firstDone = sim.connection.submit(first);
		// the window selects the new tab's stand-in, which has no keyboard card yet (⌘T again)
		history.visit(first.shown());
		CompletableFuture<Outcome> secondDone = sim.connection.submit(NewTab.in(space, history, tab -> tab.panes().get(0)));
		assertEquals(used.toString(), cwdOfTab(firstDone.get().select()));
		assertEquals(used.toString(), cwdOfTab(secondDone.get().select()), "not ~: the tab used before the stand-in");
	}

	@Test
	void aNewTabInASpaceTheWindowNeverUsedOpensInItsFirstTabsFolder() throws Exception {
		Path folder = folder("a space's folder");
		String spaceId = sim.call("workspace.create", "cwd", folder.toString(), "focus", false)
				.getAsJsonObject("workspace").get("workspace_id").getAsString();
		sim.snapshot();
		Space space = sim.store().space(spaceId);
		Outcome done = sim.write(NewTab.in(space, new TabHistory(), tab -> tab.panes().get(0)));
		assertEquals(folder.toString(), cwdOfTab(done.select()), "not ~");
	}

	@Test
	void aNewTabsStandInRollsBackWhenHerdrRefuses() throws Exception {
		NewTab write = new NewTab("wZZZ", null);
		sim.snapshot();
		CompletableFuture<Outcome> done = sim.connection.submit(write);
		ExecutionException failed = assertThrows(ExecutionException.class, done::get);
		WriteFailure failure = assertInstanceOf(WriteFailure.class, failed.getCause());
		assertEquals("workspace_not_found", failure.code());
		assertTrue(failure.getMessage().startsWith("herdr refused: "), failure.getMessage());
		assertNull(sim.store().tab(write.shown().id()));
	}

	@Test
	void splitRightWithBalanceGivesEqualWidthsWithoutFocus() throws Exception {
		List<String> made = sim.newSpace();
		String focus = sim.focus();
		sim.settings.balanceSplitsAutomatically(true);
		String a = made.get(2);
		Outcome first = sim.write(new SplitPane(sim.store().pane(a), Direction.RIGHT));
		Outcome second = sim.write(new SplitPane(sim.store().pane(first.pane()), Direction.RIGHT));
		assertEquals(shape(right(1 / 3.0, leaf(a), right(0.5, leaf(first.pane()), leaf(second.pane())))), shape(sim.tree(made.get(1))));
		assertEquals(focus, sim.focus());
	}

	@Test
	void splitLeftPutsTheNewPaneFirst() throws Exception {
		List<String> made = sim.newSpace();
		String old = made.get(2);
		Outcome split = sim.write(new SplitPane(sim.store().pane(old), Direction.LEFT));
		assertEquals(shape(right(0.5, leaf(split.pane()), leaf(old))), shape(sim.tree(made.get(1))));
	}

	@Test
	void splitDownAndUpMakeTheNewPaneBelowAndAbove() throws Exception {
		List<String> made = sim.newSpace();
		String a = made.get(2);
		Outcome below = sim.write(new SplitPane(sim.store().pane(a), Direction.DOWN));
		assertEquals(shape(down(0.5, leaf(a), leaf(below.pane()))), shape(sim.tree(made.get(1))));
		sim.snapshot();
		Outcome above = sim.write(new SplitPane(sim.store().pane(below.pane()), Direction.UP));
		assertEquals(shape(down(0.5, leaf(a), down(0.5, leaf(above.pane()), leaf(below.pane())))), shape(sim.tree(made.get(1))));
	}

	@Test
	void aSplitsStandInShowsAtOnceAndBecomesHerdrsPane() throws Exception {
		List<String> made = sim.newSpace();
		SplitPane split = new SplitPane(sim.store().pane(made.get(2)), Direction.DOWN);
		CompletableFuture<Outcome> done = sim.connection.submit(split);
		Pane standIn = split.shown();
		assertTrue(standIn.isStandIn());
		assertTrue(sim.store().tab(made.get(1)).panes().contains(standIn), "shown before herdr answers");
		String real = done.get().pane();
		sim.snapshot();
		assertSame(standIn, sim.store().pane(real));
		assertEquals(real, standIn.id());
	}

	@Test
	void dividersAndBalanceSplits() throws Exception {
		List<String> made = sim.newSpace();
		String a = made.get(2);
		String b = sim.split(a, "right");
		String c = sim.split(b, "right");
		sim.write(SetSplitRatio.dragged(made.get(1), List.of(), 0.95));
		assertEquals(0.9, ((Split) sim.tree(made.get(1))).ratio(), 1e-3);
		sim.write(SetSplitRatio.doubleClicked(made.get(1), List.of()));
		assertEquals(0.5, ((Split) sim.tree(made.get(1))).ratio(), 1e-3);
		sim.write(new BalanceSplits(made.get(1)));
		assertEquals(shape(right(1 / 3.0, leaf(a), right(0.5, leaf(b), leaf(c)))), shape(sim.tree(made.get(1))));
		assertEquals("unchanged", sim.write(new BalanceSplits(made.get(1))).unchangedReason());
	}

	@Test
	void swapTwoPanesAndMoveTheKeyboardCard() throws Exception {
		List<String> made = sim.newSpace();
		String a = made.get(2);
		String b = sim.split(a, "right");
		sim.write(SwapPanes.of(a, b));
		assertEquals(shape(right(0.5, leaf(b), leaf(a))), shape(sim.tree(made.get(1))));
		Outcome moved = sim.write(SwapPanes.keyboardCard(b, Direction.RIGHT));
		assertEquals(b, moved.pane(), "the keyboard stays with the pane");
		assertEquals(shape(right(0.5, leaf(a), leaf(b))), shape(sim.tree(made.get(1))));
		assertEquals("no_neighbor", sim.write(SwapPanes.keyboardCard(b, Direction.RIGHT)).unchangedReason());
		String otherTabsPane = sim.call("tab.create", "workspace_id", made.get(0), "cwd", "/tmp", "focus", false)
				.getAsJsonObject("root_pane").get("pane_id").getAsString();
		assertEquals("cross_tab", sim.write(SwapPanes.of(b, otherTabsPane)).unchangedReason());
	}

	@Test
	void resizePaneMovesTheNearestDividerOrChangesNothing() throws Exception {
		List<String> made = sim.newSpace();
		String a = made.get(2);
		sim.split(a, "right");
		assertTrue(sim.write(new ResizePane(a, Direction.RIGHT)).changed());
		assertEquals(0.55, ((Split) sim.tree(made.get(1))).ratio(), 1e-3);
		assertEquals("unchanged", sim.write(new ResizePane(a, Direction.DOWN)).unchangedReason());
	}

	@Test
	void renamesSendNothingForAnEmptyOrUnchangedName() throws Exception {
		List<String> made = sim.newSpace();
		int renames = sim.tap.sent("tab.rename");
		assertEquals("unchanged", sim.write(Rename.tab(made.get(1), "", "1")).unchangedReason());
		assertEquals("unchanged", sim.write(Rename.tab(made.get(1), "1", "1")).unchangedReason());
		assertEquals(renames, sim.tap.sent("tab.rename"));
		sim.write(Rename.tab(made.get(1), "build", "1"));
		sim.write(Rename.space(made.get(0), "proj", null));
		sim.write(Rename.pane(made.get(2), "logs"));
		sim.snapshot();
		assertEquals("build", sim.store().tab(made.get(1)).label());
		assertEquals("proj", sim.store().space(made.get(0)).label());
		assertEquals("logs", sim.store().pane(made.get(2)).label());
		sim.write(Rename.pane(made.get(2), ""));
		sim.snapshot();
		assertNull(sim.store().pane(made.get(2)).label(), "an empty pane name clears its label");
	}

	@Test
	void presenceTokensAreWrittenAndCleared() throws Exception {
		List<String> made = sim.newSpace();
		sim.write(PresenceToken.paneShown(made.get(2), "1"));
		sim.snapshot();
		assertEquals("1", sim.store().pane(made.get(2)).tokens().get("ovvi-shown"));
		sim.write(PresenceToken.paneShown(made.get(2), null));
		sim.write(PresenceToken.spaceOpen(made.get(0), true));
		sim.snapshot();
		assertNull(sim.store().pane(made.get(2)).tokens().get("ovvi-shown"));
		assertEquals("1", sim.store().space(made.get(0)).tokens().get("ovvi-open"));
	}

	@Test
	void goToDirectoryQuotesThePathForTheShell() throws Exception {
		Path there = folder("it's $(here)");
		List<String> made = sim.newSpace();
		sim.write(TypeIntoPane.goToDirectory(made.get(2), there.toString()));
		SimHerdr.awaitThat("the shell changed folder to " + there, () -> there.toString().equals(sim.herdrPane(made.get(2)).cwd()));
	}

	@Test
	void goToDirectoryTypesNothingWhileAProgramRuns() throws Exception {
		List<String> made = sim.newSpace();
		sim.runProgram(made.get(2));
		int typed = sim.tap.sent("pane.send_input");
		assertEquals("busy", sim.write(TypeIntoPane.goToDirectory(made.get(2), "/")).unchangedReason());
		assertEquals(typed, sim.tap.sent("pane.send_input"));
	}

	@Test
	void insertPathTypesTheQuotedPathWithoutReturn() throws Exception {
		List<String> made = sim.newSpace();
		String path = "/tmp/it's here";
		sim.write(TypeIntoPane.insertPath(made.get(2), path));
		String quoted = ShellQuote.quote(path);
		SimHerdr.awaitThat("the path shows at the prompt", () -> screen(made.get(2)).contains(quoted));
		List<String> lines = screen(made.get(2)).lines().filter(line -> !line.isBlank()).toList();
		assertTrue(lines.get(lines.size() - 1).endsWith(quoted), "still on the prompt's line, not run: " + lines);
	}

	private static String screen(String paneId) throws Exception {
		return sim.call("pane.read", "pane_id", paneId, "source", "visible").getAsJsonObject("read").get("text").getAsString();
	}

	@Test
	void shellQuoteEscapesSingleQuotes() {
		assertEquals("'it'\\''s $(here)'", ShellQuote.quote("it's $(here)"));
	}
}
