package ovvi.cards;

/** A row a card adds to its pane's context menu. */
public record CardAction(String label, Runnable run) {
}
