package ovvi.sim.server;

/** herdr's id numbering: bijective base 32 over an alphabet without I, L, O, U (PROTOCOL.md §3). */
public final class Ids {

	private static final String ALPHABET = "123456789ABCDEFGHJKMNPQRSTVWXYZ0";

	private Ids() {
	}

	public static String number(long n) {
		if (n < 1) {
			throw new IllegalArgumentException("ids start at 1: " + n);
		}
		StringBuilder out = new StringBuilder();
		while (n > 0) {
			long digit = (n - 1) % 32;
			out.append(ALPHABET.charAt((int) digit));
			n = (n - 1) / 32;
		}
		return out.reverse().toString();
	}

	public static String workspace(long n) {
		return "w" + number(n);
	}

	public static String tab(String workspaceId, long n) {
		return workspaceId + ":t" + number(n);
	}

	public static String pane(String workspaceId, long n) {
		return workspaceId + ":p" + number(n);
	}
}
