package ovvi.cards;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Where this computer's user keeps downloads: the desktop's XDG download folder
 * ({@code XDG_DOWNLOAD_DIR} in {@code $XDG_CONFIG_HOME/user-dirs.dirs}, as file managers and
 * browsers read it), else {@code ~/Downloads}. Read at each download, so a folder the user moves
 * is followed without a restart.
 */
public final class DownloadsFolder {

	private static final String KEY = "XDG_DOWNLOAD_DIR=";

	private DownloadsFolder() {
	}

	/** This user's download folder. */
	public static Path ofThisUser() {
		return of(System.getenv(), Path.of(System.getProperty("user.home")));
	}

	/** The download folder that {@code env} and {@code home} give. */
	public static Path of(Map<String, String> env, Path home) {
		String configHome = env.get("XDG_CONFIG_HOME");
		// the spec ignores a relative XDG_CONFIG_HOME
		Path config = configHome != null && configHome.startsWith("/") ? Path.of(configHome) : home.resolve(".config");
		List<String> lines;
		try {
			lines = Files.readAllLines(config.resolve("user-dirs.dirs"));
		} catch (IOException | RuntimeException none) {
			// no file, or not text: the desktop's own default
			return home.resolve("Downloads");
		}
		for (String line : lines) {
			String folder = folder(line.strip(), home);
			if (folder != null) {
				return Path.of(folder);
			}
		}
		return home.resolve("Downloads");
	}

	/**
	 * The folder of an {@code XDG_DOWNLOAD_DIR="$HOME/..."} or {@code ="/..."} line, or null for
	 * other lines. xdg-user-dirs writes only these two forms; {@code "$HOME/"} alone switches the
	 * folder off, and Ovvi then keeps to ~/Downloads.
	 */
	private static String folder(String line, Path home) {
		if (!line.startsWith(KEY)) {
			return null;
		}
		String value = line.substring(KEY.length());
		if (value.length() < 2 || !value.startsWith("\"") || !value.endsWith("\"")) {
			return null;
		}
		value = value.substring(1, value.length() - 1).replace("\\\"", "\"").replace("\\\\", "\\");
		if (value.startsWith("$HOME/") && value.length() > "$HOME/".length()) {
			return home.resolve(value.substring("$HOME/".length())).toString();
		}
		return value.startsWith("/") && value.length() > 1 ? value : null;
	}

	/** "notes.txt", then "notes (2).txt", "notes (3).txt": the first name {@code folder} has no file of. */
	public static Path freeName(Path folder, String name) {
		for (int copy = 1;; copy++) {
			Path candidate = folder.resolve(copy == 1 ? name : numbered(name, copy));
			if (!Files.exists(candidate, LinkOption.NOFOLLOW_LINKS)) {
				return candidate;
			}
		}
	}

	/** "notes (2).txt", "archive (2)" */
	public static String numbered(String name, int copy) {
		int dot = name.lastIndexOf('.');
		return dot > 0 ? name.substring(0, dot) + " (" + copy + ")" + name.substring(dot) : name + " (" + copy + ")";
	}
}
