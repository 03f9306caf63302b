package ovvi.model.requests;

/**
 * What Ovvi does for an agent's request. The UI implements it: open puts a card into the asking
 * pane's session, copy and notify happen on the computer Ovvi runs on. Each call blocks until it
 * is done and says what the command prints.
 */
public interface AgentDesktop {

	/**
	 * Opens a card where the placement says: a browser card for an http(s) address, a card of the
	 * file or folder (which exists on the pane's machine and is no program) for a path.
	 */
	Answer open(OpenTarget target, Placement placement, RequestingPane from) throws InterruptedException;

	/** Puts the text on this computer's clipboard. */
	Answer copy(String text);

	/** Shows a notification; clicking it brings the pane's window, page, tab and card to the front. */
	Answer notify(String title, String body, RequestingPane from);
}
