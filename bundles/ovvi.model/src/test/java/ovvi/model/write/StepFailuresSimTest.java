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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import ovvi.model.Direction;
import ovvi.model.Pane;
import ovvi.model.SimHerdr;
import ovvi.model.snapshot.Snapshot;
import ovvi.testing.SimServer;

/**
 * Multi-step writes that fail part way: herdr refuses a step, changes nothing at a step, or a pane
 * goes away between two steps (another client acts just before herdr receives the step, through
 * the test's tap). The write stops at that step, what the steps before did stays, and the
 * failure says where things got to.
 */
class StepFailuresSimTest {

	@RegisterExtension
	static final SimServer SIM = new SimServer();

	private static SimHerdr sim;

	@BeforeAll
	static void connect() throws Exception {
		sim = new SimHerdr(SIM);
		sim.newSpace();
	}

	private static WriteFailure failure(Write write) {
		ExecutionException failed = assertThrows(ExecutionException.class, () -> sim.connection.submit(write).get());
		return assertInstanceOf(WriteFailure.class, failed.getCause());
	}

	/** The tab of a space that is not one of {@code known}: the one a write made. */
	private static String newTabIn(String spaceId, List<String> known) throws Exception {
		return sim.tabIds(spaceId).stream().filter(t -> !known.contains(t)).findFirst().orElseThrow();
	}

	@Test
	void aDropThatHerdrRefusesHalfWayStopsAndSaysWhereThePaneIs() throws Exception {
		List<String> made = sim.newSpace();
		String b = sim.split(made.get(2), "right");
		WriteFailure failure = failure(new DropOnEdge(b, made.get(1), made.get(0), made.get(0) + ":pZZ", made.get(1), Direction.RIGHT));
		assertEquals("target_pane_not_found", failure.code());
		assertTrue(failure.whereItGotTo().contains("tab of its own"), failure.getMessage());
		assertEquals(2, sim.tabIds(made.get(0)).size(), "the pane stays where it got to");
	}

	@Test
	void aDropThatHerdrChangesNothingAtHalfWayStopsAndSaysWhereThePaneIs() throws Exception {
		List<String> made = sim.newSpace();
		String a = made.get(2);
		String b = sim.split(a, "right");
		String c = sim.split(b, "right");
		// another client zooms the tab once the pane left it, before it comes back beside a
		sim.tap.before("pane.move", 2, () -> sim.call("pane.zoom", "pane_id", a, "mode", "on"));
		WriteFailure failure = failure(new DropOnEdge(c, made.get(1), made.get(0), a, made.get(1), Direction.LEFT));
		assertEquals("zoomed_tab", failure.code());
		String ownTab = newTabIn(made.get(0), List.of(made.get(1)));
		assertTrue(failure.whereItGotTo().contains(ownTab), failure.getMessage());
		assertEquals(ownTab, sim.herdrPane(c).tabId(), "the pane stays in the tab of its own");
	}

	@Test
	void aTabRebuildThatHerdrChangesNothingAtHalfWayStopsAndSaysHowFarItGot() throws Exception {
		List<String> from = sim.newSpace();
		List<String> to = sim.newSpace();
		String a = from.get(2);
		String b = sim.split(a, "right");
		sim.split(b, "right");
		sim.snapshot();
		// two panes are in the new tab; another client zooms it before the third comes
		sim.tap.before("pane.move", 3, () -> {
			String newTab = newTabIn(to.get(0), List.of(to.get(1)));
			String there = sim.herdrSnapshot().panes().stream().filter(p -> p.tabId().equals(newTab)).findFirst().orElseThrow().id();
			sim.call("pane.zoom", "pane_id", there, "mode", "on");
		});
		WriteFailure failure = failure(MoveTabToSpace.of(sim.store().tab(from.get(1)), to.get(0)));
		assertEquals("zoomed_tab", failure.code());
		String newTab = newTabIn(to.get(0), List.of(to.get(1)));
		assertTrue(failure.whereItGotTo().startsWith("2 of the tab's panes are in " + newTab), failure.getMessage());
		Snapshot herdr = sim.herdrSnapshot();
		assertEquals(2, herdr.panes().stream().filter(p -> p.tabId().equals(newTab)).count());
		assertEquals(1, herdr.panes().stream().filter(p -> p.tabId().equals(from.get(1))).count(), "the last pane is still in its tab");
	}

	@Test
	void aPaneThatVanishesBetweenTwoStepsStopsTheSplitWithHerdrsReasonAndLosesNothing() throws Exception {
		List<String> made = sim.newSpace();
		String old = made.get(2);
		String kept = sim.split(old, "down");
		// another client closes the old pane after herdr split it, before the swap that puts the new one left of it
		sim.tap.before("pane.swap", 1, () -> sim.call("pane.close", "pane_id", old));
		SplitPane split = new SplitPane(sim.store().pane(old), Direction.LEFT);
		CompletableFuture<Outcome> done = sim.connection.submit(split);
		ExecutionException failed = assertThrows(ExecutionException.class, done::get);
		WriteFailure failure = assertInstanceOf(WriteFailure.class, failed.getCause());
		assertEquals("pane_not_found", failure.code());
		assertNotNull(failure.whereItGotTo(), failure.getMessage());
		Pane standIn = split.shown();
		sim.snapshot();
		assertNull(sim.store().pane(old));
		assertSame(standIn, sim.store().tab(made.get(1)).panes().stream().filter(p -> p != sim.store().pane(kept)).findFirst().orElseThrow(),
				"the new pane herdr made shows, as the stand-in's object");
		assertTrue(herdrHas(standIn.id()));
	}

	private static boolean herdrHas(String paneId) throws Exception {
		return sim.herdrPane(paneId) != null;
	}
}
