package ovvi.model;

import java.util.Locale;

/** herdr's agent status of a pane, a tab or a space. A value herdr adds later reads as UNKNOWN. */
public enum AgentStatus {
	IDLE, WORKING, BLOCKED, DONE, UNKNOWN;

	public static AgentStatus of(String value) {
		if (value == null) {
			return UNKNOWN;
		}
		try {
			return valueOf(value.toUpperCase(Locale.ROOT));
		} catch (IllegalArgumentException newerHerdr) {
			return UNKNOWN;
		}
	}
}
