package ovvi.cards;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

/** A card that says one thing instead of showing its pane (a missing bundle, a missing library). */
public class MessageCard implements Card {

	private final Label message;

	/** @param role the message's role ({@link WidgetRole}) */
	public MessageCard(Composite parent, CardContext context, String role, String text) {
		message = new Label(parent, SWT.CENTER | SWT.WRAP);
		message.setData(WidgetRole.KEY, role);
		message.setText(text);
		// a click makes it the keyboard card, as a click in any card does
		message.addListener(SWT.MouseDown, event -> context.keyboardIn());
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
