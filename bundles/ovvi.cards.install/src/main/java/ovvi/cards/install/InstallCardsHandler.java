package ovvi.cards.install;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.equinox.p2.ui.ProvisioningUI;
import org.eclipse.ui.handlers.HandlerUtil;

/** Help ▸ Install Cards…: p2's install wizard, where update sites are added and cards chosen. */
public final class InstallCardsHandler extends AbstractHandler {

	@Override
	public Object execute(ExecutionEvent event) throws ExecutionException {
		ProvisioningUI ui = ProvisioningUI.getDefaultUI();
		if (CardProfile.of(ui).isEmpty()) {
			NotInstalledByP2.tell(HandlerUtil.getActiveShellChecked(event));
		} else {
			UnusedBundles.deletedAfterEachChange(ui);
			ui.openInstallWizard(null, null, null);
		}
		return null;
	}
}
