package ovvi.cards;

/** Where a card opens a place it links to (the seed's "Opening links and files"). */
public enum Opening {
	/** A new tab right after the card's tab, shown (⌘-click in a link strip, Open Link in New Tab). */
	NEW_TAB,
	/** A new tab right after the card's tab, left in the background (M1+click). */
	BACKGROUND_TAB,
	/** A new pane beside the card (Alt+click). */
	SIDE,
	/** The card itself moves there (a plain click, an address typed): its label's place changes. */
	REPLACE,
	/** A new pane with the card takes this pane's place (the card chooser, Open Browser Here). */
	INSTEAD
}
