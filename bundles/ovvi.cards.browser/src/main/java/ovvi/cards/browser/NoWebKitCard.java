package ovvi.cards.browser;

import org.eclipse.swt.SWT;
import org.eclipse.swt.SWTError;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

import ovvi.cards.Card;
import ovvi.cards.WidgetRole;

/** The browser card on a computer without WebKitGTK: what to install; every other card works as before. */
final class NoWebKitCard implements Card {

	private final Label message;

	NoWebKitCard(Composite parent, SWTError why) {
		message = new Label(parent, SWT.CENTER | SWT.WRAP);
		message.setData(WidgetRole.KEY, BrowserCard.MESSAGE_ROLE);
		message.setText(text(why.getMessage()));
	}

	static String text(String reason) {
		return "Web pages need WebKitGTK 4.1, which this computer does not have.\nInstall it (Debian and Ubuntu: sudo apt install "
				+ "libwebkit2gtk-4.1-0; Fedora: sudo dnf install webkit2gtk4.1), then open the card again.\n(" + reason + ")";
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
