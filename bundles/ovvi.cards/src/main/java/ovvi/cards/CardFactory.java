package ovvi.cards;

import org.eclipse.swt.widgets.Composite;

/**
 * One kind of card, registered as an OSGi service (declared with DS annotations) by the bundle
 * that contributes it. A pane shows the card whose {@link #plugin()} its label names
 * ({@link CardLabel}); a pane without a card label is a terminal. A factory registered while Ovvi
 * runs (a bundle installed from the update site) shows up in the card chooser and in the panes
 * that named it, with no restart.
 */
public interface CardFactory {

	/** The terminal's plugin name: the card of every pane whose label names no card. */
	String TERMINAL = "terminal";

	/** The name in the pane's label: "terminal", "browser", "explorer". */
	String plugin();

	/** The name in the card chooser: "Terminal", "Browser". */
	String name();

	/**
	 * Whether the card chooser offers the card. A card that only shows what another card opened (a
	 * file of the explorer's) has nothing to show in a pane of its own.
	 */
	default boolean chosen() {
		return true;
	}

	/**
	 * The card's widgets, made in the parent (a composite with a fill layout that the card has to
	 * itself), on the UI thread.
	 */
	Card create(Composite parent, CardContext context);
}
