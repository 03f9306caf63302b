package ovvi.terminal;

import org.eclipse.osgi.util.NLS;

/** The user-visible texts of Ovvi's terminal card, from messages.properties; the ones with {0} go through NLS.bind. */
public final class Messages extends NLS {

	public static String Find_hint;
	public static String Find_matchCase;
	public static String Find_older;
	public static String Find_newer;
	public static String Find_close;
	public static String Find_reading;
	public static String Find_searched;
	public static String Find_none;
	public static String Find_nth;
	public static String Terminal_inputIgnored;
	public static String Terminal_scrolledBackLine;
	public static String Terminal_scrolledBackLines;
	public static String Terminal_takeBack;
	public static String Terminal_retry;
	public static String Terminal_inUseElsewhere;
	public static String Terminal_inAnotherWindow;
	public static String Terminal_keysLost;
	public static String Paste_lines;
	public static String Paste_title;
	public static String Paste_question;
	public static String Paste_paste;
	public static String Paste_cancel;

	static {
		NLS.initializeMessages(Messages.class.getPackageName() + ".messages", Messages.class);
	}

	private Messages() {
	}
}
