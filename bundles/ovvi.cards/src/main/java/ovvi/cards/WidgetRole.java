package ovvi.cards;

/**
 * The data key under which Ovvi's widgets carry their role ({@code widget.getData(KEY)}), so that
 * tests and accessibility tools find a widget by what it is for, not by its label or place.
 */
public final class WidgetRole {

	public static final String KEY = "ovvi.id";

	/**
	 * A terminal, which gives its program every key: there a plain M1 chord is the program's, and
	 * Ovvi's commands answer only to chords with M2 or M3 as well.
	 */
	public static final String TERMINAL = "terminal.card.terminal";

	/**
	 * What a terminal card lays over its terminal, as a child the size of the terminal's client
	 * area, until herdr's first frames at its grid have settled: the background of a new card, or
	 * the last picture of a card shown again (its still). Once neither is there, the terminal
	 * shows herdr's live frames.
	 */
	public static final String TERMINAL_SETTLING = "terminal.card.settling";
	public static final String TERMINAL_STILL = "terminal.card.still";

	private WidgetRole() {
	}
}
