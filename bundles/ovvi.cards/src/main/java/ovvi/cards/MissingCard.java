package ovvi.cards;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

/**
 * The card of a pane whose label names a plugin no installed bundle contributes: it says which,
 * and leaves the pane as it is (its label, its program), so the card shows once the bundle is
 * installed.
 */
public final class MissingCard implements Card {

	/** The role of the card's message ({@link WidgetRole}). */
	public static final String ROLE = "card.missing";

	private final Label message;

	public MissingCard(Composite parent, CardContext context, String plugin) {
		message = new Label(parent, SWT.CENTER | SWT.WRAP);
		message.setData(WidgetRole.KEY, ROLE);
		message.setText(text(plugin, context.place()));
		message.addListener(SWT.MouseDown, event -> context.keyboardIn());
	}

	static String text(String plugin, String place) {
		return "This pane is a " + plugin + " card" + (place.isEmpty() ? "" : " (" + place + ")")
				+ ", and no installed bundle contributes " + plugin + " cards.\nInstall the bundle that does (ovvi.cards." + plugin
				+ ") to see it here; the pane stays as it is.";
	}

	@Override
	public void focus() {
		message.setFocus();
	}

	@Override
	public void dispose() {
		message.dispose();
	}
}
