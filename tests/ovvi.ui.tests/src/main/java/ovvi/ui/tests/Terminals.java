package ovvi.ui.tests;

import ovvi.model.Pane;
import ovvi.terminal.TerminalCard;
import ovvi.terminal.TerminalPaneCard;
import ovvi.ui.tab.TabCards;

/** A tab's terminals, for tests that look inside the terminal card. */
final class Terminals {

	private Terminals() {
	}

	/** The pane's streaming terminal, or null when its card is not a terminal or does not stream. */
	static TerminalCard of(TabCards cards, Pane pane) {
		return cards.card(pane) instanceof TerminalPaneCard terminal ? terminal.terminal() : null;
	}
}
