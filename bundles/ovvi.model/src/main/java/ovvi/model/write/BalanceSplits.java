package ovvi.model.write;

import ovvi.herdr.api.HerdrException;
import ovvi.model.LayoutNode;
import ovvi.model.snapshot.SnapshotDecoder;

/** Balance Splits (⌥⌘=): one layout.set_split_ratio per split of the tab whose ratio changes. */
public record BalanceSplits(String tabId) implements Write {

	@Override
	public String action() {
		return "Balance Splits";
	}

	@Override
	public Outcome run(WriteContext context) throws HerdrException, InterruptedException {
		var layout = SnapshotDecoder.object(context.call("layout.export", Params.of("tab_id", tabId)), "layout");
		var root = SnapshotDecoder.object(layout, "root");
		if (root == null) {
			return Outcome.unchanged("unchanged");
		}
		LayoutNode tree = SnapshotDecoder.node(root);
		return Balance.apply(context, tabId, tree, Balance.all(tree)) == 0 ? Outcome.unchanged("unchanged") : Outcome.DONE;
	}
}
