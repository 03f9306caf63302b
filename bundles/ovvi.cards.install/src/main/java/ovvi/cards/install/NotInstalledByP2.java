package ovvi.cards.install;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;

/** What the card dialogs say in an Ovvi that p2 did not install, which has nothing to install into. */
final class NotInstalledByP2 {

	private NotInstalledByP2() {
	}

	static void tell(Shell shell) {
		MessageDialog.openInformation(shell, Messages.NotInstalledByP2_title, Messages.NotInstalledByP2_text);
	}
}
