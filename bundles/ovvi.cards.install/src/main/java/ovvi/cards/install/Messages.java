package ovvi.cards.install;

import org.eclipse.osgi.util.NLS;

/** The user-visible texts of Ovvi's card installation, from messages.properties; the ones with {0} go through NLS.bind. */
public final class Messages extends NLS {

	public static String InstalledCardsDialog_title;
	public static String InstalledCardsDialog_empty;
	public static String InstalledCardsDialog_name;
	public static String InstalledCardsDialog_version;
	public static String InstalledCardsDialog_provider;
	public static String InstalledCardsDialog_update;
	public static String InstalledCardsDialog_uninstall;
	public static String InstalledCardsDialog_updateTitle;
	public static String InstalledCardsDialog_updateFailed;
	public static String InstalledCardsDialog_uninstallTitle;
	public static String InstalledCardsDialog_uninstallFailed;
	public static String NotInstalledByP2_title;
	public static String NotInstalledByP2_text;

	static {
		NLS.initializeMessages(Messages.class.getPackageName() + ".messages", Messages.class);
	}

	private Messages() {
	}
}
