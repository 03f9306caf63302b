package ovvi.cards;

/**
 * The data key under which Ovvi's widgets carry their role ({@code widget.getData(KEY)}), so that
 * tests and accessibility tools find a widget by what it is for, not by its label or place.
 */
public final class WidgetRole {

	public static final String KEY = "ovvi.id";

	private WidgetRole() {
	}
}
