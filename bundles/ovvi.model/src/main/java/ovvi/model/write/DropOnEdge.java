package ovvi.model.write;

import com.google.gson.JsonObject;

import ovvi.herdr.api.HerdrException;
import ovvi.model.Direction;

/**
 * A pane dropped on an edge of another pane. herdr refuses a move into the pane's own tab
 * (same_tab), so in the same tab the pane first goes to a tab of its own and then back beside
 * the target. herdr puts a moved pane right or below, so left and top add a swap. Each step uses
 * the pane id herdr's reply named; the first step that fails stops the drop, and the notice says
 * where the pane got to.
 */
public record DropOnEdge(String paneId, String paneTabId, String paneSpaceId, String targetPaneId, String targetTabId,
		Direction edge) implements Write {

	@Override
	public String action() {
		return "Move Pane";
	}

	@Override
	public Outcome run(WriteContext context) throws HerdrException, InterruptedException {
		JsonObject besideTarget = PaneMoves.toTab(targetTabId, edge.herdrSplit().wire(), targetPaneId, null);
		PaneMoves.Moved beside;
		if (paneTabId.equals(targetTabId)) {
			PaneMoves.Moved apart = PaneMoves.move(context, paneId, PaneMoves.toNewTab(paneSpaceId, null));
			if (apart.unchanged() != null) {
				return Outcome.unchanged(apart.unchanged());
			}
			context.reached("The pane is now in a tab of its own (" + apart.tabId() + ")");
			beside = PaneMoves.nextStep(context, apart.paneId(), besideTarget);
		} else {
			beside = PaneMoves.move(context, paneId, besideTarget);
			if (beside.unchanged() != null) {
				return Outcome.unchanged(beside.unchanged());
			}
		}
		String id = beside.paneId();
		context.reached("The pane is " + edge.herdrSplit().wire() + " of " + targetPaneId + " in " + targetTabId);
		if (edge.needsSwap()) {
			String unchanged = Replies.unchanged(Replies.part(
					context.call("pane.swap", Params.of("source_pane_id", id, "target_pane_id", targetPaneId)), "swap"));
			if (unchanged != null) {
				throw Replies.stoppedAt("pane.swap", unchanged);
			}
		}
		Layouts.balanceAround(context, id);
		return Outcome.selecting(targetTabId, id);
	}
}
