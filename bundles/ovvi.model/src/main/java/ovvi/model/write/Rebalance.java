package ovvi.model.write;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import ovvi.herdr.api.HerdrException;
import ovvi.model.LayoutNode;
import ovvi.model.snapshot.Snapshot;

/**
 * "Balance splits automatically" for what another client did: a pane it opened, or one that
 * closed by itself or from elsewhere. Once a snapshot shows it: a fresh snapshot, and only if
 * the tab is as that snapshot showed it (nobody changed it meanwhile), equal splits for the
 * pane's run. The tabs the app's own writes changed are left alone: those balance themselves,
 * or keep their ratios on purpose.
 */
public record Rebalance(String tabId, LayoutNode seen, Set<String> opened, String closed, LayoutNode before) implements Write {

	/** The rebalances a new snapshot calls for, compared with the one before it, but for the tabs left alone. */
	public static List<Rebalance> after(Snapshot before, Snapshot now, Set<String> leftAlone) {
		List<Rebalance> writes = new ArrayList<>();
		if (before == null) {
			return writes;
		}
		for (var layout : now.layouts().values()) {
			var old = before.layouts().get(layout.tabId());
			if (layout.root() == null || leftAlone.contains(layout.tabId())) {
				continue;
			}
			// A tab made since the last read had its first pane; the others were opened into it.
			LayoutNode oldRoot = old != null && old.root() != null ? old.root() : new LayoutNode.Leaf(layout.root().paneIds().get(0));
			Set<String> was = new HashSet<>(oldRoot.paneIds());
			Set<String> is = new HashSet<>(layout.root().paneIds());
			// Several panes opened between two reads are balanced together; of closes, one at a time.
			if (is.size() > was.size() && is.containsAll(was)) {
				is.removeAll(was);
				writes.add(new Rebalance(layout.tabId(), layout.root(), Set.copyOf(is), null, oldRoot));
			} else if (was.size() == is.size() + 1 && was.containsAll(is)) {
				was.removeAll(is);
				writes.add(new Rebalance(layout.tabId(), layout.root(), Set.of(), was.iterator().next(), oldRoot));
			}
		}
		return writes;
	}

	@Override
	public String action() {
		return "Balance Splits";
	}

	@Override
	public Outcome run(WriteContext context) throws HerdrException, InterruptedException {
		if (!context.settings().balanceSplitsAutomatically()) {
			return Outcome.unchanged("unchanged");
		}
		LayoutNode now = Layouts.tree(context.snapshot(), tabId);
		if (!Objects.equals(now, seen)) {
			return Outcome.unchanged("unchanged");
		}
		Map<List<Boolean>, Double> targets = new java.util.LinkedHashMap<>();
		if (closed == null) {
			opened.forEach(pane -> targets.putAll(Balance.runOfPane(now, pane)));
		} else if (shape(Balance.without(before, closed)).equals(shape(now))) {
			targets.putAll(Balance.runAfterClose(before, closed));
		} else {
			return Outcome.unchanged("unchanged");
		}
		return Balance.apply(context, tabId, now, targets) == 0 ? Outcome.unchanged("unchanged") : Outcome.DONE;
	}

	/** The tree's shape without ratios: the paths of a closed pane's run are the same in both. */
	private static String shape(LayoutNode node) {
		return switch (node) {
		case null -> "";
		case LayoutNode.Leaf leaf -> String.valueOf(leaf.paneId());
		case LayoutNode.Split split -> "(" + shape(split.first()) + split.direction() + shape(split.second()) + ")";
		};
	}
}
