package ovvi.herdr.exec;

import java.util.List;

/** Checks an argv before anything runs. */
public final class Argv {

	private Argv() {
	}

	/**
	 * No command line can carry a NUL byte (C strings end there), so an argv holding one would run
	 * something else than asked: it is refused before anything starts.
	 */
	public static List<String> check(List<String> argv) {
		if (argv.isEmpty()) {
			throw new IllegalArgumentException("an empty command cannot be run");
		}
		for (int i = 0; i < argv.size(); i++) {
			String element = argv.get(i);
			if (element == null) {
				throw new IllegalArgumentException("argument " + i + " of " + argv.get(0) + " is missing (null); nothing was run");
			}
			if (element.indexOf('\0') >= 0) {
				throw new IllegalArgumentException("argument " + i + " of " + argv.get(0)
						+ " contains a NUL byte, which no command line can carry; nothing was run");
			}
		}
		return List.copyOf(argv);
	}
}
