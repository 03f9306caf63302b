package ovvi.model;

/**
 * What a card is keyed by: it survives every move of its pane, even to another space; a cold
 * restart of herdr gives new terminal ids, so cards are built again.
 */
public record CardKey(String machine, String session, String terminalId) {
}
