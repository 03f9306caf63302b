package ovvi.model.write;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import ovvi.model.Direction;
import ovvi.model.LayoutNode;
import ovvi.model.LayoutNode.Leaf;
import ovvi.model.LayoutNode.Split;
import ovvi.model.LayoutNode.SplitDirection;
import ovvi.model.SimHerdr;
import ovvi.model.Space;
import ovvi.model.Tab;
import ovvi.testing.SimServer;

/** Each row of the writes table against the herdr simulator: herdr's state after it is checked with herdr's own answers. */
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

    /** herdr's focused pane before a write, to check that the write left it alone (a swap focuses: herdr's rule). */
    private static String focus() throws Exception {
        return sim.rawSnapshot().get("focused_pane_id").getAsString();
    }

    private static Leaf leaf(String id) {
        return new Leaf(id);
    }

    private static Split right(double ratio, LayoutNode first, LayoutNode second) {
        return new Split(SplitDirection.RIGHT, ratio, first, second);
    }

    /** Trees compared with ratios rounded to 3 places: herdr keeps f32. */
    private static String shape(LayoutNode node) {
        return switch (node) {
            case Leaf l -> l.paneId();
            case Split s -> "(" + shape(s.first()) + " " + s.direction().name().charAt(0) + String.format("%.3f", s.ratio()) + " "
                    + shape(s.second()) + ")";
        };
    }

    @Test
    void newSpaceIsMadeInTheHomeFolderWithoutFocus() throws Exception {
        String focus = focus();
        Outcome outcome = sim.write(NewSpace.home("named"));
        assertNotNull(outcome.select());
        var snapshot = sim.snapshot();
        assertEquals("named", snapshot.spaces().get(snapshot.spaces().size() - 1).label());
        assertEquals(focus, focus());
    }

    @Test
    void splitRightWithBalanceGivesEqualWidths() throws Exception {
        List<String> made = sim.newSpace();
        String focus = focus();
        sim.settings.balanceSplitsAutomatically(true);
        String a = made.get(2);
        Outcome first = sim.write(new SplitPane(sim.store().pane(a), Direction.RIGHT));
        Outcome second = sim.write(new SplitPane(sim.store().pane(first.pane()), Direction.RIGHT));
        assertEquals(shape(right(1 / 3.0, leaf(a), right(0.5, leaf(first.pane()), leaf(second.pane())))), shape(sim.tree(made.get(1))));
        assertEquals(focus, focus());
    }

    @Test
    void splitLeftPutsTheNewPaneFirst() throws Exception {
        List<String> made = sim.newSpace();
        String old = made.get(2);
        Outcome split = sim.write(new SplitPane(sim.store().pane(old), Direction.LEFT));
        assertEquals(shape(right(0.5, leaf(split.pane()), leaf(old))), shape(sim.tree(made.get(1))));
    }

    @Test
    void aSplitsStandInShowsAtOnceAndBecomesHerdrsPane() throws Exception {
        List<String> made = sim.newSpace();
        SplitPane split = new SplitPane(sim.store().pane(made.get(2)), Direction.DOWN);
        CompletableFuture<Outcome> done = sim.connection.submit(split);
        var standIn = split.shown();
        assertTrue(standIn.isStandIn());
        assertTrue(sim.store().tab(made.get(1)).panes().contains(standIn), "shown before herdr answers");
        String real = done.get().pane();
        sim.snapshot();
        assertSame(standIn, sim.store().pane(real));
        assertEquals(real, standIn.id());
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
    void swapsAndTheirChangedFalse() throws Exception {
        List<String> made = sim.newSpace();
        String a = made.get(2);
        String b = sim.split(a, "right");
        sim.write(SwapPanes.of(a, b));
        assertEquals(shape(right(0.5, leaf(b), leaf(a))), shape(sim.tree(made.get(1))));
        assertEquals("no_neighbor", sim.write(SwapPanes.keyboardCard(b, Direction.LEFT)).unchangedReason());
        assertEquals("unchanged", sim.write(new ResizePane(a, Direction.DOWN)).unchangedReason());
    }

    @Test
    void dropOnTheLeftEdgeOfAPaneInTheSameTab() throws Exception {
        List<String> made = sim.newSpace();
        String a = made.get(2);
        String b = sim.split(a, "right");
        String c = sim.split(b, "right");
        Outcome dropped = sim.write(new DropOnEdge(c, made.get(1), made.get(0), a, made.get(1), Direction.LEFT));
        assertEquals(shape(right(0.5, right(0.5, leaf(dropped.pane()), leaf(a)), leaf(b))), shape(sim.tree(made.get(1))));
        assertEquals(c, dropped.pane(), "a move inside a space keeps the pane's id");
        assertEquals(1, sim.snapshot().tabs().stream().filter(t -> t.spaceId().equals(made.get(0))).count());
    }

    @Test
    void aMultiStepDropStopsAtTheFirstFailureAndSaysWhereThePaneIs() throws Exception {
        List<String> made = sim.newSpace();
        String a = made.get(2);
        String b = sim.split(a, "right");
        ExecutionException failed = assertThrows(ExecutionException.class,
                () -> sim.connection.submit(new DropOnEdge(b, made.get(1), made.get(0), made.get(0) + ":pZZ", made.get(1), Direction.RIGHT)).get());
        WriteFailure failure = assertInstanceOf(WriteFailure.class, failed.getCause());
        assertNotNull(failure.whereItGotTo());
        assertTrue(failure.getMessage().contains("tab of its own"), failure.getMessage());
        assertEquals(2, sim.snapshot().tabs().stream().filter(t -> t.spaceId().equals(made.get(0))).count(), "the pane stays where it got to");
    }

    @Test
    void movePaneToItsOwnTabIsSameTab() throws Exception {
        List<String> made = sim.newSpace();
        String b = sim.split(made.get(2), "right");
        assertEquals("same_tab", sim.write(MovePane.toTab(b, sim.store().tab(made.get(1)))).unchangedReason());
    }

    @Test
    void moveTabRightUsesIndexPlusTwo() throws Exception {
        List<String> made = sim.newSpace();
        String t2 = sim.call("tab.create", "workspace_id", made.get(0), "cwd", "/tmp", "focus", false).getAsJsonObject("tab").get("tab_id").getAsString();
        String t3 = sim.call("tab.create", "workspace_id", made.get(0), "cwd", "/tmp", "focus", false).getAsJsonObject("tab").get("tab_id").getAsString();
        sim.snapshot();
        Space space = sim.store().space(made.get(0));
        Tab first = sim.store().tab(made.get(1));
        CompletableFuture<Outcome> done = sim.connection.submit(new MoveTab(space, first, true));
        assertEquals(List.of(t2, made.get(1), t3), space.tabs().stream().map(Tab::id).toList(), "shown before herdr answers");
        done.get();
        assertEquals(List.of(t2, made.get(1), t3), sim.snapshot().tabs().stream().filter(t -> t.spaceId().equals(made.get(0))).map(t -> t.id()).toList());
        sim.write(new MoveTab(space, sim.store().tab(t3), false));
        assertEquals(List.of(t2, t3, made.get(1)), sim.snapshot().tabs().stream().filter(t -> t.spaceId().equals(made.get(0))).map(t -> t.id()).toList());
    }

    @Test
    void aTabMovedToNewSpaceKeepsItsShapeAndRatios() throws Exception {
        List<String> made = sim.newSpace();
        String a = made.get(2);
        String b = sim.split(a, "right");
        String c = sim.call("pane.split", "target_pane_id", b, "direction", "down", "ratio", 0.3, "focus", false)
                .getAsJsonObject("pane").get("pane_id").getAsString();
        sim.call("layout.set_split_ratio", "tab_id", made.get(1), "path", new com.google.gson.JsonArray(), "ratio", 0.7);
        String before = shape(sim.tree(made.get(1)));
        String focus = focus();
        sim.call("tab.rename", "tab_id", made.get(1), "label", "build");
        sim.snapshot();
        Outcome moved = sim.write(MoveTabToSpace.of(sim.store().tab(made.get(1)), null));
        String after = shape(sim.tree(moved.select()));
        var snapshot = sim.snapshot();
        var panes = snapshot.panes().stream().filter(p -> p.tabId().equals(moved.select())).toList();
        assertEquals(3, panes.size());
        assertEquals("build", snapshot.tabs().stream().filter(t -> t.id().equals(moved.select())).findFirst().orElseThrow().label());
        // new space, new pane ids: compare the shape with the ids taken out
        assertEquals(before.replaceAll("w\\w+:p\\w+", "p"), after.replaceAll("w\\w+:p\\w+", "p"));
        assertTrue(snapshot.spaces().stream().noneMatch(s -> s.id().equals(made.get(0))), "the emptied space closed");
        assertEquals(focus, focus());
        assertNotNull(c);
    }

    @Test
    void closePaneAsksFirstWhenAProgramRunsAndBalancesAfter() throws Exception {
        List<String> made = sim.newSpace();
        sim.settings.balanceSplitsAutomatically(true);
        String a = made.get(2);
        String b = sim.split(a, "right");
        String c = sim.split(b, "right");
        sim.call("layout.set_split_ratio", "tab_id", made.get(1), "path", new com.google.gson.JsonArray(), "ratio", 0.2);
        var keys = new com.google.gson.JsonArray();
        keys.add("enter");
        var input = new com.google.gson.JsonObject();
        input.addProperty("pane_id", c);
        input.addProperty("text", "sleep 60");
        input.add("keys", keys);
        sim.herdr.call("pane.send_input", input);
        sim.snapshot();
        awaitProgram(c);
        Outcome asked = sim.write(new ClosePane(sim.store().pane(c), false));
        assertNotNull(asked.question());
        assertEquals(List.of("sleep"), asked.question().programs());
        assertNotNull(sim.store().pane(c), "the question brings the pane back");
        sim.write(asked.question().confirmed());
        assertEquals(shape(right(0.5, leaf(a), leaf(b))), shape(sim.tree(made.get(1))));
    }

    /** A typed command starts in the pane's shell with no event of herdr's; process_info is asked until it shows. */
    private static void awaitProgram(String paneId) throws Exception {
        long deadline = System.nanoTime() + 5_000_000_000L;
        var params = new com.google.gson.JsonObject();
        params.addProperty("pane_id", paneId);
        while (ProcessCheck.programs(sim.herdr.call("pane.process_info", params)).isEmpty()) {
            assertTrue(System.nanoTime() < deadline, "the program did not start");
            Thread.onSpinWait();
        }
    }

    @Test
    void closeTabsToTheRightCloseThemAll() throws Exception {
        List<String> made = sim.newSpace();
        sim.call("tab.create", "workspace_id", made.get(0), "cwd", "/tmp", "focus", false);
        sim.call("tab.create", "workspace_id", made.get(0), "cwd", "/tmp", "focus", false);
        sim.snapshot();
        Space space = sim.store().space(made.get(0));
        CompletableFuture<Outcome> done = sim.connection.submit(CloseTabs.toTheRight(space.tabs(), space.tabs().get(0)));
        assertTrue(done.get().changed());
        assertEquals(List.of(made.get(1)), sim.snapshot().tabs().stream().filter(t -> t.spaceId().equals(made.get(0))).map(t -> t.id()).toList());
    }

    @Test
    void quickNewTabThenCloseStepsBack() throws Exception {
        List<String> made = sim.newSpace();
        Space space = sim.store().space(made.get(0));
        NewTab newTab = new NewTab(made.get(0), sim.store().pane(made.get(2)));
        CompletableFuture<Outcome> created = sim.connection.submit(newTab);
        Tab standIn = newTab.shown();
        CompletableFuture<Outcome> closed = sim.connection.submit(CloseTabs.one(standIn));
        assertEquals(List.of(made.get(1)), space.tabs().stream().map(Tab::id).toList(), "the close shows at once");
        created.get();
        closed.get();
        assertEquals(1, sim.snapshot().tabs().stream().filter(t -> t.spaceId().equals(made.get(0))).count());
    }

    @Test
    void renamesSendNothingForAnEmptyOrUnchangedName() throws Exception {
        List<String> made = sim.newSpace();
        assertEquals("unchanged", sim.write(Rename.tab(made.get(1), "", "1")).unchangedReason());
        sim.write(Rename.tab(made.get(1), "build", "1"));
        sim.write(Rename.space(made.get(0), "proj", null));
        sim.write(Rename.pane(made.get(2), "logs"));
        var snapshot = sim.snapshot();
        assertEquals("build", sim.store().tab(made.get(1)).label());
        assertEquals("proj", sim.store().space(made.get(0)).label());
        assertEquals("logs", sim.store().pane(made.get(2)).label());
        sim.write(Rename.pane(made.get(2), ""));
        sim.snapshot();
        assertNull(sim.store().pane(made.get(2)).label());
        assertNotNull(snapshot);
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
    void movePaneToANewTabAndToANewSpace() throws Exception {
        List<String> made = sim.newSpace();
        String focus = focus();
        String b = sim.split(made.get(2), "right");
        String c = sim.split(b, "down");
        Outcome toTab = sim.write(MovePane.toNewTab(b, made.get(0)));
        assertEquals(b, toTab.pane());
        assertEquals(2, sim.snapshot().tabs().stream().filter(t -> t.spaceId().equals(made.get(0))).count());
        Outcome toSpace = sim.write(MovePane.toNewSpace(c));
        assertTrue(!toSpace.pane().equals(c), "a pane moved to another space gets a new id");
        var snapshot = sim.snapshot();
        assertEquals(toSpace.select(), snapshot.panes().stream().filter(p -> p.id().equals(toSpace.pane())).findFirst().orElseThrow().tabId());
        assertEquals(focus, focus());
    }

    @Test
    void dropOnTheTopEdgeOfAPaneInAnotherTab() throws Exception {
        List<String> made = sim.newSpace();
        String other = sim.call("tab.create", "workspace_id", made.get(0), "cwd", "/tmp", "focus", false)
                .getAsJsonObject("root_pane").get("pane_id").getAsString();
        String otherTab = sim.snapshot().panes().stream().filter(p -> p.id().equals(other)).findFirst().orElseThrow().tabId();
        String moving = sim.split(made.get(2), "right");
        Outcome dropped = sim.write(new DropOnEdge(moving, made.get(1), made.get(0), other, otherTab, Direction.UP));
        assertEquals(shape(new Split(SplitDirection.DOWN, 0.5, leaf(dropped.pane()), leaf(other))), shape(sim.tree(otherTab)));
    }

    @Test
    void aPaneAnotherClientClosedFailsWithHerdrsReasonAndLeavesTheView() throws Exception {
        List<String> made = sim.newSpace();
        String b = sim.split(made.get(2), "right");
        var pane = sim.store().pane(b);
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
        assertEquals(shape(new Split(SplitDirection.DOWN, 0.5, leaf(replaced.pane()), leaf(b))), shape(sim.tree(made.get(1))));
        sim.snapshot();
        assertNull(sim.store().pane(a));
        assertNotNull(sim.store().pane(replaced.pane()), "shown once the old pane is gone");
    }

    @Test
    void goToDirectoryQuotesThePathForTheShell() throws Exception {
        java.nio.file.Path folder = java.nio.file.Files.createDirectories(SIM.home().resolve("it's $(here)"));
        List<String> made = sim.newSpace();
        sim.write(TypeIntoPane.goToDirectory(made.get(2), folder.toString()));
        long deadline = System.nanoTime() + 5_000_000_000L;
        // the shell's cwd changes with no event of herdr's: pane.get is asked until it shows
        while (!folder.toString().equals(sim.call("pane.get", "pane_id", made.get(2)).getAsJsonObject("pane").get("cwd").getAsString())) {
            assertTrue(System.nanoTime() < deadline, "the shell did not change folder");
            Thread.onSpinWait();
        }
    }

    @Test
    void shellQuoteEscapesSingleQuotes() {
        assertEquals("'it'\\''s $(here)'", ShellQuote.quote("it's $(here)"));
    }

    @Test
    void quickSplitThenCloseStepsBackOneCard() throws Exception {
        List<String> made = sim.newSpace();
        SplitPane split = new SplitPane(sim.store().pane(made.get(2)), Direction.RIGHT);
        CompletableFuture<Outcome> splitting = sim.connection.submit(split);
        CompletableFuture<Outcome> closing = sim.connection.submit(new ClosePane(split.shown(), false));
        assertEquals(List.of(made.get(2)), sim.store().tab(made.get(1)).panes().stream().map(p -> p.id()).toList(),
                "the close shows at once, before herdr made the pane");
        splitting.get();
        assertTrue(closing.get().changed(), "a new shell's startup programs are waited out, not asked about");
        assertEquals(shape(leaf(made.get(2))), shape(sim.tree(made.get(1))));
    }

    @Test
    void changedFalseAcrossTabs() throws Exception {
        List<String> made = sim.newSpace();
        String b = sim.split(made.get(2), "right");
        String otherPane = sim.call("tab.create", "workspace_id", made.get(0), "cwd", "/tmp", "focus", false)
                .getAsJsonObject("root_pane").get("pane_id").getAsString();
        assertEquals("cross_tab", sim.write(SwapPanes.of(b, otherPane)).unchangedReason());
        // zoomed_tab is not tested: the simulator has no pane.zoom yet
    }

    @Test
    void closeSpaceAsksWithTheTabAndPaneCountThenCloses() throws Exception {
        List<String> made = sim.newSpace();
        String other = sim.call("tab.create", "workspace_id", made.get(0), "cwd", "/tmp", "focus", false)
                .getAsJsonObject("root_pane").get("pane_id").getAsString();
        var keys = new com.google.gson.JsonArray();
        keys.add("enter");
        var input = new com.google.gson.JsonObject();
        input.addProperty("pane_id", other);
        input.addProperty("text", "sleep 60");
        input.add("keys", keys);
        sim.herdr.call("pane.send_input", input);
        sim.snapshot();
        awaitProgram(other);
        Space space = sim.store().space(made.get(0));
        Outcome asked = sim.write(new CloseSpace(space, sim.store().spaces(), false));
        assertEquals(2, asked.question().tabs());
        assertEquals(2, asked.question().panes());
        assertEquals(List.of("sleep"), asked.question().programs());
        assertNotNull(sim.store().space(made.get(0)), "the space shows again with the question");
        sim.write(asked.question().confirmed());
        assertTrue(sim.snapshot().spaces().stream().noneMatch(s -> s.id().equals(made.get(0))));
    }

    @Test
    void startAgentHereReplacesThePaneAndWaitsUntilHerdrReportsTheAgent() throws Exception {
        // herdr tells agents by their process name: a script called claude is one
        java.nio.file.Path claude = ovvi.testing.TempHome.writeScript(SIM.home().resolve("bin/claude"), "#!/bin/sh\nsleep 60\n");
        List<String> made = sim.newSpace();
        Outcome started = sim.write(ReplacePane.agent(sim.store().pane(made.get(2)), ShellQuote.quote(claude.toString()), ShellQuote.quote(claude.toString())));
        var pane = sim.call("pane.get", "pane_id", started.pane()).getAsJsonObject("pane");
        assertEquals("claude", pane.get("agent").getAsString());
        assertTrue(sim.snapshot().agents().containsKey(started.pane()));
    }
}
