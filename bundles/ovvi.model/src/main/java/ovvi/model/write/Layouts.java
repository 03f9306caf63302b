package ovvi.model.write;

import ovvi.herdr.api.HerdrException;
import ovvi.model.LayoutNode;
import ovvi.model.snapshot.Snapshot;
import ovvi.model.snapshot.Snapshot.LayoutRecord;

/** Steps several writes share. */
final class Layouts {

	private Layouts() {
	}

	/**
	 * Equal splits for a pane's run when "Balance splits automatically" is on: a fresh snapshot,
	 * then one layout.set_split_ratio per split whose ratio changes.
	 */
	static void balanceAround(WriteContext context, String paneId) throws HerdrException, InterruptedException {
		if (!context.settings().balanceSplitsAutomatically()) {
			return;
		}
		Snapshot snapshot = context.snapshot();
		String tabId = tabOf(snapshot, paneId);
		LayoutNode tree = tree(snapshot, tabId);
		if (tree != null) {
			Balance.apply(context, tabId, tree, Balance.runOfPane(tree, paneId));
		}
	}

	static String tabOf(Snapshot snapshot, String paneId) {
		return snapshot.panes().stream().filter(p -> p.id().equals(paneId)).map(Snapshot.PaneRecord::tabId).findFirst().orElse(null);
	}

	static LayoutNode tree(Snapshot snapshot, String tabId) {
		LayoutRecord layout = tabId == null ? null : snapshot.layouts().get(tabId);
		return layout == null ? null : layout.root();
	}
}
