package ovvi.cards.install;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.equinox.p2.metadata.ILicense;
import org.eclipse.equinox.p2.ui.LicenseManager;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.prefs.BackingStoreException;

/**
 * The licences the user accepted in p2's install and update wizards, kept in Ovvi's preferences so
 * that each is asked once. p2's wizards ask for licences only where a LicenseManager service is
 * registered (the Eclipse SDK's comes with its own p2 UI bundle, which Ovvi does not carry).
 */
@Component(service = LicenseManager.class)
public final class AcceptedLicenses extends LicenseManager {

	private static IEclipsePreferences accepted() {
		return (IEclipsePreferences) InstanceScope.INSTANCE.getNode("ovvi.cards.install").node("acceptedLicenses");
	}

	@Override
	public boolean accept(ILicense license) {
		accepted().putBoolean(license.getUUID(), true);
		return saved();
	}

	@Override
	public boolean reject(ILicense license) {
		accepted().remove(license.getUUID());
		return saved();
	}

	@Override
	public boolean isAccepted(ILicense license) {
		return accepted().getBoolean(license.getUUID(), false);
	}

	@Override
	public boolean hasAcceptedLicenses() {
		try {
			return accepted().keys().length > 0;
		} catch (BackingStoreException e) {
			ILog.of(getClass()).error("The accepted licences could not be read", e);
			return false;
		}
	}

	/** Written at once: an install that follows may end Ovvi (Restart Now). */
	private static boolean saved() {
		try {
			accepted().flush();
			return true;
		} catch (BackingStoreException e) {
			ILog.of(AcceptedLicenses.class).error("The accepted licences could not be saved", e);
			return false;
		}
	}
}
