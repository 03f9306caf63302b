package ovvi.ui;

/**
 * Names under which widgets carry their role ({@code widget.getData(KEY)}), so tests and
 * accessibility tools find them without depending on labels or layout.
 */
public final class UiIds {

	public static final String KEY = "ovvi.id";

	public static final String SESSIONS_EMPTY_MESSAGE = "sessions.empty.message";
	public static final String SESSIONS_OPEN_LINK = "sessions.empty.open";

	private UiIds() {
	}
}
