package ovvi.ui.pages;

/** herdr's changed:false reasons, and the model's own, as a user reads them. */
public final class Reasons {

	private Reasons() {
	}

	public static String text(String reason) {
		return switch (reason) {
		case "same_tab" -> "the pane is in that tab already";
		case "zoomed_tab" -> "the tab is zoomed; unzoom it first";
		case "cross_tab" -> "the panes are in different tabs";
		case "no_neighbor" -> "there is no pane on that side";
		case "unchanged" -> "it was like that already";
		case "no_agent" -> "no agent showed within 10 s";
		case "busy" -> "a program runs in the pane; Go to Directory types only into a shell";
		default -> reason;
		};
	}
}
