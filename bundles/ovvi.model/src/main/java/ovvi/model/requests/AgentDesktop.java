package ovvi.model.requests;

/**
 * What Ovvi does for an agent's request on the computer it runs on. The UI implements it; until
 * Ovvi has browser and file cards, open goes to the desktop's default application, and a card
 * implementation can take its place behind this interface. Each call blocks until it is done and
 * says what the command prints.
 */
public interface AgentDesktop {

    /** An http(s) address, or a file or folder of this computer that exists and is no program. */
    Answer open(OpenTarget target, Placement placement, RequestingPane from);

    /** Puts the text on this computer's clipboard. */
    Answer copy(String text);

    /** Shows a notification; clicking it brings the pane's window, page, tab and card to the front. */
    Answer notify(String title, String body, RequestingPane from);
}
