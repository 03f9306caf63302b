package ovvi.herdr.api;

import java.nio.charset.StandardCharsets;

/**
 * herdr's rule for session names (its session.rs validate_name), checked before a name given on
 * Ovvi's command line starts anything; the words are herdr's own.
 */
public final class SessionNames {

	/** The name herdr gives its default session. */
	public static final String DEFAULT = "default";
	private static final int MAX_BYTES = 64;

	private SessionNames() {
	}

	/** @return null when herdr takes the name, else herdr's reason */
	public static String problem(String name) {
		if (name.isEmpty()) {
			return "session name cannot be empty";
		}
		if (name.getBytes(StandardCharsets.UTF_8).length > MAX_BYTES) {
			return "session name cannot be longer than " + MAX_BYTES + " bytes";
		}
		if (name.equals(".") || name.equals("..")) {
			return "session name cannot be . or ..";
		}
		boolean allowed = name.chars().allMatch(c -> c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
				|| c >= '0' && c <= '9' || c == '.' || c == '_' || c == '-');
		return allowed ? null : "session name may only contain ASCII letters, numbers, '.', '_' and '-'";
	}
}
