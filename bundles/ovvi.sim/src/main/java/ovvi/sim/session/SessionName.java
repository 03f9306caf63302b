package ovvi.sim.session;

import java.nio.charset.StandardCharsets;

/** herdr's session name rules (src/session.rs validate_name). */
public final class SessionName {

	public static final String DEFAULT = "default";
	private static final int MAX_LEN = 64;

	private SessionName() {
	}

	/** @return null when valid, else herdr's reason text */
	public static String problem(String name) {
		if (name.isEmpty()) {
			return "session name cannot be empty";
		}
		if (name.getBytes(StandardCharsets.UTF_8).length > MAX_LEN) {
			return "session name cannot be longer than " + MAX_LEN + " bytes";
		}
		if (name.equals(".") || name.equals("..")) {
			return "session name cannot be . or ..";
		}
		for (int i = 0; i < name.length(); i++) {
			char c = name.charAt(i);
			boolean ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
					|| c == '.' || c == '_' || c == '-';
			if (!ok) {
				return "session name may only contain ASCII letters, numbers, '.', '_' and '-'";
			}
		}
		return null;
	}

	public static boolean isValid(String name) {
		return problem(name) == null;
	}
}
