package ovvi.ui.pages;

import ovvi.ui.Messages;

/** herdr's changed:false reasons, and the model's own, as a user reads them. */
public final class Reasons {

	private Reasons() {
	}

	public static String text(String reason) {
		return switch (reason) {
		case "same_tab" -> Messages.Reasons_sameTab;
		case "zoomed_tab" -> Messages.Reasons_zoomedTab;
		case "cross_tab" -> Messages.Reasons_crossTab;
		case "no_neighbor" -> Messages.Reasons_noNeighbor;
		case "unchanged" -> Messages.Reasons_unchanged;
		case "no_agent" -> Messages.Reasons_noAgent;
		case "busy" -> Messages.Reasons_busy;
		default -> reason;
		};
	}
}
