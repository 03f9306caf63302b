package ovvi.model.write;

import java.util.HashMap;
import java.util.Map;

import ovvi.herdr.api.HerdrException;
import ovvi.model.LayoutNode;
import ovvi.model.LayoutNode.Leaf;
import ovvi.model.LayoutNode.Split;
import ovvi.model.snapshot.SnapshotDecoder;

/**
 * A tab dropped on another space's row or menu row, or on New Space. herdr's tab.move stays
 * inside a space and layout.apply makes new terminals, so the tab is rebuilt pane by pane: its
 * first pane makes the new tab, then each other pane, top down, goes beside the first pane of
 * its split's other side at that split's ratio, each with the pane id herdr's reply named.
 *
 * @param spaceId the space it goes to, or null for New Space
 * @param label the tab's custom name, or null when herdr's label is only its number
 */
public record MoveTabToSpace(String tabId, String spaceId, String label) implements Write {

	/** The tab's label goes along unless it is herdr's number (its position). */
	public static MoveTabToSpace of(ovvi.model.Tab tab, String spaceIdOrNewSpace) {
		String label = tab.label();
		boolean number = label != null && label.matches("\\d+");
		return new MoveTabToSpace(tab.id(), spaceIdOrNewSpace, number ? null : label);
	}

	@Override
	public String action() {
		return "Move Tab";
	}

	@Override
	public Outcome run(WriteContext context) throws HerdrException, InterruptedException {
		var layout = SnapshotDecoder.object(context.call("layout.export", Params.of("tab_id", tabId)), "layout");
		LayoutNode tree = SnapshotDecoder.node(SnapshotDecoder.object(layout, "root"));
		String first = tree.paneIds().get(0);
		PaneMoves.Moved made = PaneMoves.move(context, first,
				spaceId == null ? PaneMoves.toNewSpace(label) : PaneMoves.toNewTab(spaceId, label));
		if (made.unchanged() != null) {
			return Outcome.unchanged(made.unchanged());
		}
		Map<String, String> now = new HashMap<>();
		now.put(first, made.paneId());
		context.reached("The tab's first pane is in " + made.tabId() + "; the others are still in " + tabId);
		rebuild(context, tree, made.tabId(), now);
		return Outcome.selecting(made.tabId(), made.paneId());
	}

	private void rebuild(WriteContext context, LayoutNode node, String newTab, Map<String, String> now)
			throws HerdrException, InterruptedException {
		if (!(node instanceof Split split)) {
			return;
		}
		String anchor = now.get(firstLeaf(split.first()));
		String moving = firstLeaf(split.second());
		PaneMoves.Moved moved = PaneMoves.nextStep(context, moving,
				PaneMoves.toTab(newTab, split.direction() == LayoutNode.SplitDirection.DOWN ? "down" : "right", anchor, split.ratio()));
		now.put(moving, moved.paneId());
		context.reached(now.size() + " of the tab's panes are in " + newTab + "; the others are still in " + tabId);
		rebuild(context, split.first(), newTab, now);
		rebuild(context, split.second(), newTab, now);
	}

	private static String firstLeaf(LayoutNode node) {
		return switch (node) {
		case Leaf leaf -> leaf.paneId();
		case Split split -> firstLeaf(split.first());
		};
	}
}
