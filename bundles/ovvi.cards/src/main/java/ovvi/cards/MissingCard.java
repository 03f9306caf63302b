package ovvi.cards;

import org.eclipse.swt.widgets.Composite;

/**
 * The card of a pane whose label names a plugin no installed bundle contributes: it says which,
 * and leaves the pane as it is (its label, its program), so the card shows once the bundle is
 * installed.
 */
public final class MissingCard extends MessageCard {

	/** The role of the card's message ({@link WidgetRole}). */
	public static final String ROLE = "card.missing";

	public MissingCard(Composite parent, CardContext context, String plugin) {
		super(parent, context, ROLE, text(plugin, context.place()));
	}

	static String text(String plugin, String place) {
		return "This pane is a " + plugin + " card" + (place.isEmpty() ? "" : " (" + place + ")")
				+ ", and no installed bundle contributes " + plugin + " cards.\nInstall the bundle that does (ovvi.cards." + plugin
				+ ") to see it here; the pane stays as it is.";
	}
}
