package ovvi.ui;

import ovvi.cards.WidgetRole;

/** The roles of the workbench's own widgets, under {@link WidgetRole#KEY}. */
public final class UiIds {

	public static final String KEY = WidgetRole.KEY;

	public static final String SESSIONS_EMPTY_MESSAGE = "sessions.empty.message";
	public static final String SESSIONS_OPEN_LINK = "sessions.empty.open";

	private UiIds() {
	}
}
