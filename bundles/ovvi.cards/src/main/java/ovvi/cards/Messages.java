package ovvi.cards;

import org.eclipse.osgi.util.NLS;

/**
 * The user-visible texts of the card API's own cards, from messages.properties; the ones with {0}
 * go through NLS.bind. Not public: the package is the API card bundles build on, and these texts
 * are not part of it (NLS fills the fields of a class that is not public too).
 */
final class Messages extends NLS {

	public static String MissingCard_text;
	public static String MissingCard_textAt;
	public static String Placeholder_says;
	public static String Placeholder_saysAt;

	static {
		NLS.initializeMessages(Messages.class.getPackageName() + ".messages", Messages.class);
	}

	private Messages() {
	}
}
