package ovvi.model.write;

import ovvi.herdr.api.HerdrException;
import ovvi.model.Direction;

/**
 * Two panes of a tab trade places: a drag of one onto the other, or the keyboard card moved
 * (⌥⇧⌘ + arrow; the keyboard stays with the pane). herdr 0.9.5 focuses that tab anyway.
 * herdr's changed:false comes back as the outcome's reason.
 */
public record SwapPanes(String sourcePaneId, String targetPaneId, Direction direction) implements Write {

	public static SwapPanes of(String sourcePaneId, String targetPaneId) {
		return new SwapPanes(sourcePaneId, targetPaneId, null);
	}

	public static SwapPanes keyboardCard(String paneId, Direction direction) {
		return new SwapPanes(paneId, null, direction);
	}

	@Override
	public String action() {
		return direction == null ? "Swap Panes" : "Move Pane";
	}

	@Override
	public Outcome run(WriteContext context) throws HerdrException, InterruptedException {
		var params = direction == null ? Params.of("source_pane_id", sourcePaneId, "target_pane_id", targetPaneId)
				: Params.of("pane_id", sourcePaneId, "direction", direction.wire(), "focus", false);
		String unchanged = Replies.unchanged(Replies.part(context.call("pane.swap", params), "swap"));
		return unchanged != null ? Outcome.unchanged(unchanged) : Outcome.selecting(null, sourcePaneId);
	}
}
