package ovvi.model;

/** One herdr session on one machine: ids are scoped by it (two sessions can both have w1:p1). */
public record SessionKey(String machine, String session) {

	public CardKey card(String terminalId) {
		return new CardKey(machine, session, terminalId);
	}
}
