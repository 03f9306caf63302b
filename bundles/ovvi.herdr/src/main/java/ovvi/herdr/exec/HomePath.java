package ovvi.herdr.exec;

/**
 * A path inside the home folder, relative to it. Paths go to a machine relative to home and the
 * command there adds $HOME, so they work whatever the working folder.
 */
public record HomePath(String relative) {

	public HomePath {
		if (relative.isEmpty() || relative.startsWith("/") || relative.indexOf('\0') >= 0) {
			throw new IllegalArgumentException("not a path relative to the home folder: " + relative);
		}
		for (String part : relative.split("/")) {
			if (part.equals("..")) {
				throw new IllegalArgumentException("a home path may not leave the home folder: " + relative);
			}
		}
	}

	/** The home-relative form of an absolute path under home, or null when it is elsewhere. */
	public static HomePath under(String home, String absolute) {
		String prefix = home.endsWith("/") ? home : home + "/";
		return absolute.startsWith(prefix) && absolute.length() > prefix.length()
				? new HomePath(absolute.substring(prefix.length()))
				: null;
	}
}
