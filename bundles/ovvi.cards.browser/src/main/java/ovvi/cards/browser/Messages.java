package ovvi.cards.browser;

import org.eclipse.osgi.util.NLS;

/** The user-visible texts of Ovvi's browser card, from messages.properties; the ones with {0} go through NLS.bind. */
public final class Messages extends NLS {

	public static String BrowserCardFactory_name;
	public static String BrowserCard_noWebKit;
	public static String BrowserCard_back;
	public static String BrowserCard_forward;
	public static String BrowserCard_reload;
	public static String BrowserCard_stop;
	public static String BrowserCard_address;
	public static String BrowserCard_zoomOut;
	public static String BrowserCard_zoomIn;
	public static String BrowserCard_find;
	public static String BrowserCard_next;
	public static String BrowserCard_findNext;
	public static String BrowserCard_closeFind;
	public static String BrowserCard_downloading;
	public static String BrowserCard_downloaded;
	public static String BrowserCard_downloadFailed;
	public static String BrowserCard_unreachable;
	public static String BrowserCard_notOnPage;
	public static String Addresses_empty;
	public static String Addresses_notAnAddress;
	public static String Addresses_noScheme;
	public static String Addresses_invalid;
	public static String PageDialogs_pageSays;
	public static String PageDialogs_hostSays;
	public static String WebKitDownloads_unnamed;
	public static String WebKitDownloads_folderRefused;

	static {
		NLS.initializeMessages(Messages.class.getPackageName() + ".messages", Messages.class);
	}

	private Messages() {
	}
}
