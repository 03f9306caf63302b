package ovvi.model.write;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.concurrent.ExecutionException;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import ovvi.model.SimHerdr;
import ovvi.model.snapshot.Snapshot;
import ovvi.testing.SimServer;

/**
 * A plugin card opened in a new pane, through the simulator: the labeled pane comes as a new tab
 * (layout.apply) and then goes right after the card's tab, beside the card, or in place of the
 * pane it replaces; a move herdr refuses closes the new pane, and a card's own move is its label.
 */
class OpenCardSimTest {

	@RegisterExtension
	static final SimServer SIM = new SimServer();

	/** A program that stays, as the placeholder does. */
	private static final List<String> WAITS = List.of("/bin/sh", "-c", "printf '%s\\n' \"$1\"; exec cat >/dev/null", "card", "a card");
	private static final String LABEL = "ovvi:browser#t1 https://example.com/a b?\"q\"=ü";

	private static SimHerdr sim;

	@BeforeAll
	static void connect() throws Exception {
		sim = new SimHerdr(SIM);
	}

	private static Snapshot.PaneRecord labeled(String label) throws Exception {
		return sim.herdrSnapshot().panes().stream().filter(p -> label.equals(p.label())).findFirst().orElse(null);
	}

	@Test
	void aNewTabComesRightAfterTheCardsTabWithTheLabelAndTheProgram() throws Exception {
		List<String> made = sim.newSpace();
		String second = sim.call("tab.create", "workspace_id", made.get(0), "focus", false).getAsJsonObject("tab").get("tab_id").getAsString();
		sim.snapshot();
		Outcome outcome = sim.connection.submit(new OpenCard("Open in New Tab", made.get(2), LABEL, WAITS, OpenCard.Where.TAB_AFTER, false)).get();
		Snapshot.PaneRecord pane = labeled(LABEL);
		assertNotNull(pane, "herdr has a pane with the card's label");
		assertEquals(List.of(made.get(1), pane.tabId(), second), sim.tabIds(made.get(0)), "right after the card's tab, not last");
		assertEquals(pane.id(), outcome.pane());
		assertEquals(pane.tabId(), outcome.select(), "the new tab is selected");
		SimHerdr.awaitThat("the pane runs the program", () -> sim.call("pane.read", "pane_id", pane.id(), "source", "recent", "lines", 200)
				.getAsJsonObject("read").get("text").getAsString().contains("a card"));
	}

	@Test
	void aBackgroundTabIsNotSelected() throws Exception {
		List<String> made = sim.newSpace();
		String label = "ovvi:browser#bg https://example.com/";
		Outcome outcome = sim.connection.submit(new OpenCard("Open in New Tab", made.get(2), label, WAITS, OpenCard.Where.TAB_AFTER, true)).get();
		assertNotNull(labeled(label));
		assertNull(outcome.select());
	}

	@Test
	void toTheSideTheNewPaneIsBesideTheCardAndNoTabIsLeft() throws Exception {
		List<String> made = sim.newSpace();
		String label = "ovvi:browser#side https://example.com/";
		sim.connection.submit(new OpenCard("Open to the Side", made.get(2), label, WAITS, OpenCard.Where.BESIDE, false)).get();
		Snapshot.PaneRecord pane = labeled(label);
		assertEquals(made.get(1), pane.tabId(), "in the card's tab");
		assertEquals(List.of(made.get(1)), sim.tabIds(made.get(0)), "the tab layout.apply made is gone with the move");
		assertNotNull(sim.herdrPane(made.get(2)), "the card stays");
	}

	@Test
	void insteadTheNewPaneTakesTheOldOnesPlace() throws Exception {
		List<String> made = sim.newSpace();
		String label = "ovvi:browser#here https://example.com/";
		sim.connection.submit(new OpenCard("Open Here", made.get(2), label, WAITS, OpenCard.Where.INSTEAD, false)).get();
		assertEquals(made.get(1), labeled(label).tabId());
		assertNull(sim.herdrPane(made.get(2)), "the old pane is closed");
		assertEquals(List.of(made.get(1)), sim.tabIds(made.get(0)));
	}

	@Test
	void aMoveHerdrRefusesClosesTheNewPaneAndSaysWhy() throws Exception {
		List<String> made = sim.newSpace();
		sim.split(made.get(2), "right");
		String label = "ovvi:browser#refused https://example.com/";
		// another client zooms the card's tab before the move: herdr changes nothing
		sim.tap.before("pane.move", 1, () -> sim.call("pane.zoom", "pane_id", made.get(2), "mode", "on"));
		ExecutionException failed = assertThrows(ExecutionException.class,
				() -> sim.connection.submit(new OpenCard("Open Here", made.get(2), label, WAITS, OpenCard.Where.INSTEAD, false)).get());
		assertEquals("zoomed_tab", assertInstanceOf(WriteFailure.class, failed.getCause()).code());
		assertNull(labeled(label), "the new pane is closed");
		assertEquals(List.of(made.get(1)), sim.tabIds(made.get(0)), "no stray tab");
		assertNotNull(sim.herdrPane(made.get(2)), "the old pane stays");
	}

	@Test
	void aCardsMoveIsItsLabelAndTheStoreHasItAtOnce() throws Exception {
		List<String> made = sim.newSpace();
		String moved = "ovvi:browser#m1 https://example.com/next 'page'";
		sim.connection.submit(new MoveCard(made.get(2), moved)).get();
		assertEquals(moved, sim.herdrPane(made.get(2)).label());
		assertEquals(moved, sim.store().pane(made.get(2)).label(), "no event comes for a rename: the write read the snapshot");
	}
}
