package ovvi.cards;

import org.eclipse.osgi.util.NLS;
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
		return place.isEmpty() ? NLS.bind(Messages.MissingCard_text, plugin) : NLS.bind(Messages.MissingCard_textAt, plugin, place);
	}
}
