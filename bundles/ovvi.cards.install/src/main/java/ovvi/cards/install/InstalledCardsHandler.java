package ovvi.cards.install;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.equinox.p2.ui.ProvisioningUI;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.handlers.HandlerUtil;

/** Help ▸ Installed Cards…: the cards a user installed, to update or uninstall. */
public final class InstalledCardsHandler extends AbstractHandler {

	@Override
	public Object execute(ExecutionEvent event) throws ExecutionException {
		Shell shell = HandlerUtil.getActiveShellChecked(event);
		ProvisioningUI ui = ProvisioningUI.getDefaultUI();
		if (CardProfile.of(ui).isEmpty()) {
			NotInstalledByP2.tell(shell);
		} else {
			UnusedBundles.deletedAfterEachChange(ui);
			new InstalledCardsDialog(shell, ui).open();
		}
		return null;
	}
}
