package ovvi.model.write;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Set;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import ovvi.model.Snapshots;
import ovvi.model.snapshot.Snapshot;
import ovvi.model.snapshot.SnapshotDecoder;

/** Which tabs "Balance splits automatically" leaves alone because the app's own writes changed them. */
class OwnChangesTest {

	private final OwnChanges own = new OwnChanges();
	private final Snapshot last = SnapshotDecoder.decode(new Snapshots().space("w1", "a").tab("w1:t1", "w1:p1", "w1:p2")
			.tab("w1:t2", "w1:p3").space("w2", "b").tab("w2:t1", "w2:p1").json());

	private static JsonObject json(String text) {
		return JsonParser.parseString(text).getAsJsonObject();
	}

	@Test
	void aTabIsLeftAloneInEveryComparisonTheWriteMayFallBetween() {
		own.call("pane.split", json("{\"target_pane_id\":\"w1:p1\",\"direction\":\"right\"}"), last);
		own.call("pane.split", json("{\"type\":\"pane_split\",\"pane\":{\"pane_id\":\"w1:p9\",\"tab_id\":\"w1:t1\"}}"), last);
		own.call("tab.rename", json("{\"tab_id\":\"w2:t1\",\"label\":\"x\"}"), last);
		own.call("pane.move", json("{\"move_result\":{\"previous_tab_id\":\"w1:t2\",\"pane\":{\"pane_id\":\"w3:p1\",\"tab_id\":\"w3:t1\"}}}"), last);
		// reads 1 and 2 started while the write ran
		assertEquals(Set.of("w1:t1", "w1:t2", "w3:t1"), own.between(1, 2), "a rename changes no panes");
		own.writeEnded(2);
		assertEquals(Set.of("w1:t1", "w1:t2", "w3:t1"), own.between(2, 3), "read 2 may not have seen all of the write");
		assertEquals(Set.of(), own.between(3, 4), "read 3 started after the write ended: what changes now is another client's");
	}

	@Test
	void aComparisonLeavesTheOwnTabsAlone() {
		Snapshot split = SnapshotDecoder.decode(new Snapshots().space("w1", "a").tab("w1:t1", "w1:p1", "w1:p2", "w1:p4")
				.tab("w1:t2", "w1:p3", "w1:p5").space("w2", "b").tab("w2:t1", "w2:p1").json());
		assertEquals(2, Rebalance.after(last, split, Set.of()).size());
		assertEquals("w1:t2", Rebalance.after(last, split, Set.of("w1:t1")).get(0).tabId());
	}
}
