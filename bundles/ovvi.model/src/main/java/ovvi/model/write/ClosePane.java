package ovvi.model.write;

import java.util.List;
import java.util.Map;

import ovvi.herdr.api.HerdrErrorReply;
import ovvi.herdr.api.HerdrException;
import ovvi.model.LayoutNode;
import ovvi.model.Pane;
import ovvi.model.snapshot.Snapshot;

/**
 * Close a pane: asks first unless only its shell runs. It leaves the view at once; a program
 * found brings it back with the question, a failure brings it back. With "Balance splits
 * automatically" on and the pane in a split: a snapshot first, then the close, then equal splits
 * for the run it leaves.
 */
public record ClosePane(Pane pane, boolean confirmed) implements Write {

	@Override
	public List<Pane> closes() {
		return List.of(pane);
	}

	@Override
	public String action() {
		return "Close Pane";
	}

	@Override
	public void show(WriteContext context) {
		Closes.showAtOnce(context, pane, List.of(pane));
	}

	@Override
	public Outcome run(WriteContext context) throws HerdrException, InterruptedException {
		String id = context.store().herdrId(pane);
		try {
			if (!confirmed) {
				NeedsConfirmation question = Closes.question(context, action(), List.of(pane), List.of(pane), 0, new ClosePane(pane, true));
				if (question != null) {
					return Outcome.asking(question);
				}
			}
			context.store().hide(pane);
			String tabId = null;
			LayoutNode after = null;
			Map<List<Boolean>, Double> targets = Map.of();
			if (context.settings().balanceSplitsAutomatically()) {
				Snapshot before = context.snapshot();
				tabId = Layouts.tabOf(before, id);
				LayoutNode tree = Layouts.tree(before, tabId);
				if (tree instanceof LayoutNode.Split) {
					targets = Balance.runAfterClose(tree, id);
					after = Balance.without(tree, id);
				}
			}
			try {
				context.call("pane.close", Params.of("pane_id", id));
			} catch (HerdrErrorReply refused) {
				Outcome herdrAsks = Closes.askAsHerdrDoes(context, action(), refused, pane.spaceId());
				if (herdrAsks == null) {
					throw refused;
				}
				context.store().unhide(pane);
				return herdrAsks;
			}
			context.store().closed(pane, id);
			if (after != null) {
				context.reached("The pane is closed; its splits were not made equal");
				Balance.apply(context, tabId, after, targets);
			}
			return Outcome.DONE;
		} catch (HerdrException | RuntimeException e) {
			if (context.whereItGotTo() == null) {
				context.store().unhide(pane);
			}
			throw e;
		}
	}
}
