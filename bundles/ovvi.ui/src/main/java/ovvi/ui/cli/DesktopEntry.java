package ovvi.ui.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Ovvi in the desktop's applications, as the freedesktop.org Desktop Entry specification has it:
 * {@code applications/ovvi.desktop} and the icon in the hicolor theme, under the user's data folder.
 * The entry runs the launch script with the folder or file the desktop gives it.
 */
public final class DesktopEntry {

	/** Where the entry and the icon went. */
	record Installed(Path entry, Path icon) {
	}

	/** The icon's file beside the launch script, and its name in the theme. */
	static final String ICON_FILE = "ovvi.svg";

	private DesktopEntry() {
	}

	/**
	 * @param launcher the launch script, absolute
	 * @param dataHome {@code $XDG_DATA_HOME}, or {@code ~/.local/share}
	 */
	static Installed install(Path launcher, Path dataHome) throws IOException {
		if (!launcher.isAbsolute() || !Files.isExecutable(launcher)) {
			throw new IOException("the launch script " + launcher + " is not an executable file");
		}
		Path icon = dataHome.resolve("icons/hicolor/scalable/apps").resolve(ICON_FILE);
		Files.createDirectories(icon.getParent());
		Files.copy(launcher.resolveSibling(ICON_FILE), icon, StandardCopyOption.REPLACE_EXISTING);
		Path entry = dataHome.resolve("applications/ovvi.desktop");
		Files.createDirectories(entry.getParent());
		Path temporary = Files.createTempFile(entry.getParent(), ".ovvi", ".desktop");
		Files.writeString(temporary, text(launcher), StandardCharsets.UTF_8);
		Files.move(temporary, entry, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
		return new Installed(entry, icon);
	}

	static String text(Path launcher) throws IOException {
		return """
				[Desktop Entry]
				Type=Application
				Name=Ovvi
				GenericName=herdr Client
				Comment=The sessions, spaces and live terminals of herdr, the terminal multiplexer for coding agents
				Exec=%s %%f
				Icon=ovvi
				Terminal=false
				Categories=Development;Utility;
				MimeType=inode/directory;
				StartupNotify=true
				""".formatted(execArgument(launcher.toString()));
	}

	/**
	 * The path as one quoted argument of Exec: inside double quotes {@code "}, {@code `}, {@code $}
	 * and {@code \} take a backslash, a field code's {@code %} is doubled, and the value's own
	 * escaping then doubles every backslash.
	 */
	public static String execArgument(String path) throws IOException {
		if (path.chars().anyMatch(Character::isISOControl)) {
			throw new IOException("the launch script's path has a control character, which a desktop entry cannot hold: " + path);
		}
		StringBuilder quoted = new StringBuilder("\"");
		for (char c : path.toCharArray()) {
			if (c == '"' || c == '`' || c == '$' || c == '\\') {
				quoted.append('\\');
			}
			quoted.append(c == '%' ? "%%" : String.valueOf(c));
		}
		return quoted.append('"').toString().replace("\\", "\\\\");
	}
}
