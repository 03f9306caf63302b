package ovvi.model.write;

import static ovvi.model.Trees.down;
import static ovvi.model.Trees.leaf;
import static ovvi.model.Trees.right;
import static ovvi.model.Trees.shape;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CompletableFuture;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import com.google.gson.JsonArray;

import ovvi.model.Direction;
import ovvi.model.SimHerdr;
import ovvi.model.Space;
import ovvi.model.Tab;
import ovvi.model.snapshot.Snapshot;
import ovvi.testing.SimServer;

/**
 * Moves of panes, tabs and spaces against the herdr simulator: where herdr has things after each,
 * by herdr's own answers, with herdr's focus left alone (pane.move and every create pass focus:false).
 */
class MovesSimTest {

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

	/** A new tab in a space with two panes, so the tab stays when one moves away: {tabId, paneId, otherPaneId}. */
	private static List<String> tabWithTwoPanes(String spaceId) throws Exception {
		var made = sim.call("tab.create", "workspace_id", spaceId, "cwd", "/tmp", "focus", false);
		String pane = made.getAsJsonObject("root_pane").get("pane_id").getAsString();
		String other = sim.split(pane, "down");
		return List.of(made.getAsJsonObject("tab").get("tab_id").getAsString(), pane, other);
	}

	private static String newTab(String spaceId) throws Exception {
		return sim.call("tab.create", "workspace_id", spaceId, "cwd", "/tmp", "focus", false).getAsJsonObject("tab").get("tab_id").getAsString();
	}

	@Test
	void movePaneToATabGoesBesideItsLastCardWithEqualSplitsWithoutFocus() throws Exception {
		List<String> made = sim.newSpace();
		String a = made.get(2);
		String b = sim.split(a, "right");
		sim.call("layout.set_split_ratio", "tab_id", made.get(1), "path", new JsonArray(), "ratio", 0.7);
		String moving = tabWithTwoPanes(made.get(0)).get(1);
		sim.snapshot();
		sim.settings.balanceSplitsAutomatically(true);
		String focus = sim.focus();
		Outcome moved = sim.write(MovePane.toTab(moving, sim.store().tab(made.get(1))));
		assertEquals(made.get(1), moved.select(), "the window selects that tab");
		assertEquals(shape(right(1 / 3.0, leaf(a), right(0.5, leaf(b), leaf(moving)))), shape(sim.tree(made.get(1))));
		assertEquals(focus, sim.focus());
	}

	@Test
	void movePaneToItsOwnTabIsSameTab() throws Exception {
		List<String> made = sim.newSpace();
		String b = sim.split(made.get(2), "right");
		assertEquals("same_tab", sim.write(MovePane.toTab(b, sim.store().tab(made.get(1)))).unchangedReason());
	}

	@Test
	void aMoveIntoAZoomedTabChangesNothingAndSaysWhy() throws Exception {
		List<String> made = sim.newSpace();
		sim.split(made.get(2), "right");
		List<String> other = tabWithTwoPanes(made.get(0));
		sim.call("pane.zoom", "pane_id", made.get(2), "mode", "on");
		sim.snapshot();
		assertEquals("zoomed_tab", sim.write(MovePane.toTab(other.get(1), sim.store().tab(made.get(1)))).unchangedReason());
		assertEquals(other.get(0), sim.herdrPane(other.get(1)).tabId(), "the pane stays where it was");
	}

	@Test
	void movePaneToANewTabAndToANewSpace() throws Exception {
		List<String> made = sim.newSpace();
		String focus = sim.focus();
		String b = sim.split(made.get(2), "right");
		String c = sim.split(b, "down");
		Outcome toTab = sim.write(MovePane.toNewTab(b, made.get(0)));
		assertEquals(b, toTab.pane());
		assertEquals(List.of(made.get(1), toTab.select()), sim.tabIds(made.get(0)));
		Outcome toSpace = sim.write(MovePane.toNewSpace(c));
		assertNotEquals(c, toSpace.pane(), "a pane moved to another space gets a new id");
		assertEquals(toSpace.select(), sim.herdrPane(toSpace.pane()).tabId());
		assertEquals(focus, sim.focus());
	}

	@Test
	void aPaneDroppedOnAnotherSpacesRowOpensANewTabThere() throws Exception {
		List<String> from = sim.newSpace();
		List<String> to = sim.newSpace();
		String moving = sim.split(from.get(2), "right");
		String focus = sim.focus();
		Outcome moved = sim.write(MovePane.toNewTab(moving, to.get(0)));
		Snapshot.PaneRecord there = sim.herdrPane(moved.pane());
		assertEquals(to.get(0), there.spaceId());
		assertEquals(moved.select(), there.tabId());
		assertEquals(List.of(to.get(1), moved.select()), sim.tabIds(to.get(0)));
		assertNull(sim.herdrPane(moving), "its old id is gone: the pane has a new one in that space");
		assertEquals(focus, sim.focus());
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
		assertEquals(List.of(made.get(1)), sim.tabIds(made.get(0)), "the tab of its own it passed through is gone");
	}

	@Test
	void dropOnTheTopEdgeOfAPaneInAnotherTab() throws Exception {
		List<String> made = sim.newSpace();
		var created = sim.call("tab.create", "workspace_id", made.get(0), "cwd", "/tmp", "focus", false);
		String other = created.getAsJsonObject("root_pane").get("pane_id").getAsString();
		String otherTab = created.getAsJsonObject("tab").get("tab_id").getAsString();
		String moving = sim.split(made.get(2), "right");
		Outcome dropped = sim.write(new DropOnEdge(moving, made.get(1), made.get(0), other, otherTab, Direction.UP));
		assertEquals(shape(down(0.5, leaf(dropped.pane()), leaf(other))), shape(sim.tree(otherTab)));
	}

	@Test
	void aTabMovedToNewSpaceKeepsItsShapeAndRatiosAlsoWithBalanceSplitsAutomaticallyOn() throws Exception {
		List<String> made = sim.newSpace();
		String a = made.get(2);
		String b = sim.split(a, "right");
		sim.call("pane.split", "target_pane_id", b, "direction", "down", "ratio", 0.3, "focus", false);
		sim.call("layout.set_split_ratio", "tab_id", made.get(1), "path", new JsonArray(), "ratio", 0.7);
		String before = shape(sim.tree(made.get(1)));
		sim.call("tab.rename", "tab_id", made.get(1), "label", "build");
		sim.snapshot();
		sim.settings.balanceSplitsAutomatically(true);
		String focus = sim.focus();
		Outcome moved = sim.write(MoveTabToSpace.of(sim.store().tab(made.get(1)), null));
		// the read after the write compared the tab with the one before; a rebalance it asked for has run by now
		sim.snapshot();
		sim.awaitWrites();
		Snapshot herdr = sim.herdrSnapshot();
		assertEquals(3, herdr.panes().stream().filter(p -> p.tabId().equals(moved.select())).count());
		assertEquals("build", herdr.tabs().stream().filter(t -> t.id().equals(moved.select())).findFirst().orElseThrow().label());
		// new space, new pane ids: the shape is compared with the ids taken out
		assertEquals(before.replaceAll("w\\w+:p\\w+", "p"), shape(sim.tree(moved.select())).replaceAll("w\\w+:p\\w+", "p"));
		assertTrue(herdr.spaces().stream().noneMatch(s -> s.id().equals(made.get(0))), "the emptied space closed");
		assertEquals(focus, sim.focus());
	}

	@Test
	void aTabDroppedOnAnotherSpaceJoinsItAsANewTab() throws Exception {
		List<String> from = sim.newSpace();
		List<String> to = sim.newSpace();
		String kept = newTab(from.get(0));
		String a = from.get(2);
		sim.call("pane.split", "target_pane_id", a, "direction", "down", "ratio", 0.3, "focus", false);
		String before = shape(sim.tree(from.get(1)));
		sim.call("tab.rename", "tab_id", from.get(1), "label", "logs");
		sim.snapshot();
		String focus = sim.focus();
		Outcome moved = sim.write(MoveTabToSpace.of(sim.store().tab(from.get(1)), to.get(0)));
		assertEquals(focus, sim.focus());
		assertEquals(List.of(to.get(1), moved.select()), sim.tabIds(to.get(0)));
		assertEquals(List.of(kept), sim.tabIds(from.get(0)));
		assertEquals("logs", sim.herdrSnapshot().tabs().stream().filter(t -> t.id().equals(moved.select())).findFirst().orElseThrow().label());
		assertEquals(before.replaceAll("w\\w+:p\\w+", "p"), shape(sim.tree(moved.select())).replaceAll("w\\w+:p\\w+", "p"));
	}

	@Test
	void moveTabRightUsesIndexPlusTwoAndLeftIndexMinusOne() throws Exception {
		List<String> made = sim.newSpace();
		String t2 = newTab(made.get(0));
		String t3 = newTab(made.get(0));
		sim.snapshot();
		Space space = sim.store().space(made.get(0));
		Tab first = sim.store().tab(made.get(1));
		CompletableFuture<Outcome> done = sim.connection.submit(new MoveTab(space, first, true));
		assertEquals(List.of(t2, made.get(1), t3), space.tabs().stream().map(Tab::id).toList(), "shown before herdr answers");
		done.get();
		assertEquals(List.of(t2, made.get(1), t3), sim.tabIds(made.get(0)));
		sim.write(new MoveTab(space, sim.store().tab(t3), false));
		assertEquals(List.of(t2, t3, made.get(1)), sim.tabIds(made.get(0)));
	}

	@Test
	void quickRepeatsOfMoveTabMoveOnePlaceEach() throws Exception {
		List<String> made = sim.newSpace();
		String t2 = newTab(made.get(0));
		String t3 = newTab(made.get(0));
		sim.snapshot();
		Space space = sim.store().space(made.get(0));
		Tab first = sim.store().tab(made.get(1));
		CompletableFuture<Outcome> once = sim.connection.submit(new MoveTab(space, first, true));
		CompletableFuture<Outcome> twice = sim.connection.submit(new MoveTab(space, first, true));
		assertEquals(List.of(t2, t3, made.get(1)), space.tabs().stream().map(Tab::id).toList(), "both show before herdr answers");
		once.get();
		twice.get();
		assertEquals(List.of(t2, t3, made.get(1)), sim.tabIds(made.get(0)), "the second move counted from where the first put it");
	}

	@Test
	void moveSpaceMovesAWorktreeGroupAsOneRowAndAWorktreeAmongItsSiblings() throws Exception {
		String lone = sim.newSpace().get(0);
		List<String> group = sim.worktreeGroup("repo", "feat", "fix");
		String repository = group.get(0);
		String feat = group.get(1);
		String fix = group.get(2);
		assertEquals(List.of(lone, repository, feat, fix), around(lone, 4));

		sim.write(new MoveSpace(sim.store().spaces(), sim.store().space(repository), false));
		assertEquals(List.of(repository, feat, fix, lone), around(repository, 4), "the repository's space moves with its worktrees");

		sim.snapshot();
		sim.write(new MoveSpace(sim.store().spaces(), sim.store().space(fix), false));
		assertEquals(List.of(repository, fix, feat, lone), around(repository, 4), "a worktree alone moves before its sibling");

		sim.snapshot();
		sim.write(new MoveSpace(sim.store().spaces(), sim.store().space(lone), false));
		assertEquals(List.of(lone, repository, fix, feat), around(lone, 4), "a space moves up past the whole group");
	}

	@Test
	void dropSpacePutsTheSpaceWithItsWorktreesBeforeOrAfterTheGroupItWasDroppedOn() throws Exception {
		String lone = sim.newSpace().get(0);
		List<String> group = sim.worktreeGroup("drop", "one", "two");
		String repository = group.get(0);
		String last = sim.newSpace().get(0);
		assertEquals(List.of(lone, repository, group.get(1), group.get(2), last), around(lone, 5));

		sim.write(new DropSpace(sim.store().spaces(), sim.store().space(lone), sim.store().space(group.get(1)), true));
		assertEquals(List.of(repository, group.get(1), group.get(2), lone, last), around(repository, 5),
				"dropped on a worktree's row: after the whole group");

		sim.snapshot();
		sim.write(new DropSpace(sim.store().spaces(), sim.store().space(repository), sim.store().space(last), true));
		assertEquals(List.of(lone, last, repository, group.get(1), group.get(2)), around(lone, 5), "the group goes with its space");

		sim.snapshot();
		assertEquals("unchanged", sim.write(new DropSpace(sim.store().spaces(), sim.store().space(last), sim.store().space(repository),
				false)).unchangedReason(), "a drop where it already is changes nothing");
		assertTrue(!DropSpace.movable(sim.store().spaces(), sim.store().space(group.get(1))), "a worktree stays in its group");
	}

	/** herdr's sidebar from a space on, {@code count} rows. */
	private static List<String> around(String spaceId, int count) throws Exception {
		List<String> sidebar = sim.herdrSnapshot().spaces().stream().map(Snapshot.SpaceRecord::id).toList();
		int at = sidebar.indexOf(spaceId);
		return sidebar.subList(at, Math.min(at + count, sidebar.size()));
	}
}
