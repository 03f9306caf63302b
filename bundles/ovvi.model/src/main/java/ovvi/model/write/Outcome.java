package ovvi.model.write;

/**
 * What a write did, for the UI.
 *
 * @param unchangedReason herdr's reason when it changed nothing (same_tab, zoomed_tab, cross_tab,
 *        no_neighbor, unchanged; no_agent when Start Agent Here saw no agent within 10 s; busy when
 *        Go to Directory found a program running), which the UI shows; null when it changed
 * @param select the tab the window selects next, or null
 * @param pane the pane the write made or moved (its id after the last step), or null
 * @param question non-null when the write asks first and did nothing
 */
public record Outcome(String unchangedReason, String select, String pane, NeedsConfirmation question) {

	public static final Outcome DONE = new Outcome(null, null, null, null);

	public static Outcome unchanged(String reason) {
		return new Outcome(reason, null, null, null);
	}

	public static Outcome selecting(String tabId, String paneId) {
		return new Outcome(null, tabId, paneId, null);
	}

	public static Outcome asking(NeedsConfirmation question) {
		return new Outcome(null, null, null, question);
	}

	public boolean changed() {
		return unchangedReason == null && question == null;
	}
}
