package ovvi.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import com.google.gson.JsonArray;

import ovvi.model.pacing.SnapshotPacer;
import ovvi.model.snapshot.Snapshot;
import ovvi.model.write.Rebalance;
import ovvi.testing.SimServer;

/** The connection follows herdr by itself: events read the snapshot, and other clients' changes reach the objects. */
class HostConnectionSimTest {

	@RegisterExtension
	static final SimServer SIM = new SimServer();

	/** How much later than the socket the pacer may hear of an event line or a read's end, on a loaded machine. */
	private static final long MARGIN = TimeUnit.MILLISECONDS.toNanos(20);

	private static SimHerdr sim;

	@BeforeAll
	static void connect() throws Exception {
		sim = new SimHerdr(SIM);
		sim.connection.connect();
	}

	@AfterAll
	static void close() {
		if (sim != null) {
			sim.connection.close();
		}
	}

	/** Waits for the model's own notice that a condition holds, never for a fixed time. */
	private static void awaitStore(ModelObject object, java.util.function.BooleanSupplier holds) throws InterruptedException {
		CountDownLatch latch = new CountDownLatch(1);
		ChangeListener listener = (source, property) -> {
			if (holds.getAsBoolean()) {
				latch.countDown();
			}
		};
		object.addListener(listener);
		try {
			if (!holds.getAsBoolean()) {
				assertTrue(latch.await(10, TimeUnit.SECONDS), "the model did not follow herdr");
			}
		} finally {
			object.removeListener(listener);
		}
	}

	@Test
	void anotherClientsRenameReachesTheTabByAnEvent() throws Exception {
		List<String> made = sim.newSpace();
		Tab tab = sim.store().tab(made.get(1));
		sim.call("tab.rename", "tab_id", made.get(1), "label", "from elsewhere");
		awaitStore(tab, () -> "from elsewhere".equals(tab.label()));
		assertEquals("from elsewhere", tab.label());
	}

	@Test
	void anotherClientsSplitIsBalancedWhenTheSettingIsOn() throws Exception {
		List<String> made = sim.newSpace();
		sim.settings.balanceSplitsAutomatically(true);
		try {
			String b = sim.call("pane.split", "target_pane_id", made.get(2), "direction", "right", "ratio", 0.5, "focus", false)
					.getAsJsonObject("pane").get("pane_id").getAsString();
			String c = sim.call("pane.split", "target_pane_id", b, "direction", "right", "ratio", 0.5, "focus", false)
					.getAsJsonObject("pane").get("pane_id").getAsString();
			Tab tab = sim.store().tab(made.get(1));
			awaitStore(tab, () -> tab.layout() instanceof LayoutNode.Split root && Math.abs(root.ratio() - 1 / 3.0) < 1e-3);
			LayoutNode.Split root = (LayoutNode.Split) sim.tree(made.get(1));
			assertEquals(1 / 3.0, root.ratio(), 1e-3);
			assertEquals(0.5, ((LayoutNode.Split) root.second()).ratio(), 1e-3);
			assertTrue(tab.layout().contains(c));
		} finally {
			sim.settings.balanceSplitsAutomatically(false);
		}
	}

	@Test
	void anotherClientsCloseIsBalancedWhenTheSettingIsOn() throws Exception {
		List<String> made = sim.newSpace();
		String a = made.get(2);
		String b = sim.split(a, "right");
		String c = sim.split(b, "right");
		sim.call("layout.set_split_ratio", "tab_id", made.get(1), "path", new JsonArray(), "ratio", 0.2);
		sim.snapshot();
		sim.settings.balanceSplitsAutomatically(true);
		try {
			sim.call("pane.close", "pane_id", c);
			Tab tab = sim.store().tab(made.get(1));
			awaitStore(tab, () -> tab.layout() instanceof LayoutNode.Split root && Math.abs(root.ratio() - 0.5) < 1e-3);
			assertEquals(Trees.shape(Trees.right(0.5, Trees.leaf(a), Trees.leaf(b))), Trees.shape(sim.tree(made.get(1))));
		} finally {
			sim.settings.balanceSplitsAutomatically(false);
		}
	}

	@Test
	void aRebalanceSendsNothingWhenTheTabChangedSinceTheSnapshotThatAskedForIt() throws Exception {
		List<String> made = sim.newSpace();
		String a = made.get(2);
		Snapshot before = sim.snapshot();
		sim.split(a, "right");
		Snapshot after = sim.snapshot();
		List<Rebalance> asked = Rebalance.after(before, after, Set.of());
		assertEquals(1, asked.size(), "another client's split calls for one");
		sim.call("layout.set_split_ratio", "tab_id", made.get(1), "path", new JsonArray(), "ratio", 0.8);
		int ratios = sim.tap.sent("layout.set_split_ratio");
		sim.settings.balanceSplitsAutomatically(true);
		try {
			assertEquals("unchanged", sim.write(asked.get(0)).unchangedReason());
		} finally {
			sim.settings.balanceSplitsAutomatically(false);
		}
		assertEquals(ratios, sim.tap.sent("layout.set_split_ratio"), "nothing sent");
		assertEquals(0.8, ((LayoutNode.Split) sim.tree(made.get(1))).ratio(), 1e-3);
	}

	@Test
	void aStormOfChangesIsReadWithTheSnapshotPacing() throws Exception {
		List<String> made = sim.newSpace();
		Tab tab = sim.store().tab(made.get(1));
		// the new space's ovvi-open write and the read after it are over before the storm
		SimHerdr.awaitThat("ovvi-open on the new space", () -> sim.spaceToken(made.get(0), "ovvi-open") != null);
		sim.awaitWrites();
		sim.snapshot();
		int readsBefore = sim.tap.reads().size();
		long start = System.nanoTime();
		for (int i = 1; i <= 100; i++) {
			sim.call("tab.rename", "tab_id", made.get(1), "label", "storm " + i);
		}
		awaitStore(tab, () -> "storm 100".equals(tab.label()));
		List<CallTap.Read> reads = sim.tap.reads();
		reads = reads.subList(readsBefore, reads.size());
		List<Long> events = sim.tap.eventLines().stream().filter(at -> at > start).toList();
		// herdr sends the storm's events in bursts (its 100 ms wake); a burst's lines batch into one read
		assertTrue(reads.size() <= Math.max(1, events.size()) && reads.size() < 25,
				reads.size() + " reads for 100 renames, " + events.size() + " event lines");
		// The exact 250 ms rule is SnapshotPacerTest's, on a hand-moved clock; here herdr's real
		// reads and event lines are checked against it where the socket's timing shows it.
		for (int i = 1; i < reads.size(); i++) {
			CallTap.Read before = reads.get(i - 1);
			CallTap.Read read = reads.get(i);
			assertTrue(read.sent >= before.answered, "one read in flight at most");
			// a read that events came during is followed by the next 250 ms after its start at the
			// earliest (the margin: the pacer hears of a line a little after the socket gave it)
			boolean eventsDuringIt = events.stream().anyMatch(at -> at > before.sent && at < before.answered - MARGIN);
			if (eventsDuringIt) {
				assertTrue(read.sent - before.sent >= SnapshotPacer.SPACING.toNanos() - MARGIN,
						"read " + i + " came " + (read.sent - before.sent) / 1_000_000 + " ms after the one before");
			}
		}
	}
}
