package ovvi.ui;

import ovvi.cards.WidgetRole;

/** The roles of the workbench's own widgets, under {@link WidgetRole#KEY}. */
public final class UiIds {

	public static final String KEY = WidgetRole.KEY;

	public static final String SESSIONS_EMPTY_MESSAGE = "sessions.empty.message";
	public static final String SESSIONS_OPEN_LINK = "sessions.empty.open";
	public static final String SIDEBAR_TREE = "sidebar.tree";
	public static final String SIDEBAR_RENAME = "sidebar.rename";
	public static final String AGENTS_TABLE = "agents.table";

	public static final String TAB_PROBLEM = "tab.problem";
	public static final String TAB_DEMO = "tab.demo";
	/** "Controlled in another window" over a tab of a window that watches its session, and its Take Back. */
	public static final String CONTROL_CAPSULE = "tab.control";
	public static final String CONTROL_TAKE_BACK = "tab.control.takeBack";
	public static final String CARD_AREA = "tab.cards";
	public static final String CARD = "tab.card";
	public static final String CARD_TITLE = "tab.card.title";
	public static final String CARD_CHOOSER = "tab.card.chooser";
	public static final String CARD_DIVIDER = "tab.card.divider";
	/** Where a card dragged over the cards would go: a band along an edge of a card, or a frame round it (a swap). */
	public static final String CARD_DROP_MARK = "tab.card.dropMark";

	public static final String HOST_KEY_HOST = "hostKey.host";
	public static final String HOST_KEY_TYPE = "hostKey.type";
	public static final String HOST_KEY_FINGERPRINT = "hostKey.fingerprint";
	public static final String HOST_KEY_WARNING = "hostKey.changedWarning";
	public static final String HOST_KEY_REFUSE = "hostKey.refuse";
	public static final String HOST_KEY_TRUST_ONCE = "hostKey.trustOnce";
	public static final String HOST_KEY_TRUST_AND_REMEMBER = "hostKey.trustAndRemember";
	public static final String SSH_PROMPT_TEXT = "sshPrompt.text";
	public static final String SSH_PROMPT_ANSWER = "sshPrompt.answer";
	public static final String SSH_PROMPT_OK = "sshPrompt.ok";
	public static final String SSH_PROMPT_CANCEL = "sshPrompt.cancel";

	public static final String PREFERENCES_BALANCE_SPLITS = "preferences.balanceSplits";
	public static final String PREFERENCES_TERMINAL_FONT = "preferences.terminalFont";
	public static final String PREFERENCES_INSTALL_COMMAND = "preferences.installCommand";

	public static final String INSTALL_TITLE = "install.title";
	public static final String INSTALL_MESSAGE = "install.message";
	public static final String INSTALL_COMMAND = "install.command";
	public static final String INSTALL_BUTTON = "install.install";
	public static final String INSTALL_DEMO_BUTTON = "install.demo";
	public static final String INSTALL_DEMO_PROBLEM = "install.demoProblem";
	public static final String INSTALL_LAST_LINE = "install.lastLine";
	public static final String INSTALL_OUTPUT = "install.output";
	public static final String INSTALL_REASON = "install.reason";
	public static final String INSTALL_TRY_AGAIN = "install.tryAgain";

	public static final String OPEN_MACHINE = "open.machine";
	public static final String OPEN_LIST = "open.list";
	public static final String OPEN_TARGET_ERROR = "open.targetError";
	public static final String OPEN_TRANSPORT = "open.transport";
	public static final String OPEN_SESSIONS = "open.sessions";
	public static final String OPEN_STATUS = "open.status";
	public static final String OPEN_RETRY = "open.retry";
	public static final String OPEN_NAME = "open.name";
	public static final String OPEN_OPEN = "open.open";
	public static final String OPEN_STOP = "open.stop";
	public static final String OPEN_DELETE = "open.delete";

	private UiIds() {
	}
}
