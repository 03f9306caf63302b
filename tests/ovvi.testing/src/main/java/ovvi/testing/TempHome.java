package ovvi.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashMap;
import java.util.Map;

/** A throwaway HOME and XDG_CONFIG_HOME, so no test touches the user's real ones. */
public final class TempHome {

	private TempHome() {
	}

	/** An environment for a child: this process's, with HOME and XDG_CONFIG_HOME inside {@code home}. */
	public static Map<String, String> environment(Path home, String shell) {
		Map<String, String> env = new HashMap<>(System.getenv());
		env.put("HOME", home.toString());
		env.put("XDG_CONFIG_HOME", home.resolve(".config").toString());
		env.put("SHELL", shell);
		env.put("PATH", "/usr/local/bin:/usr/bin:/bin");
		return env;
	}

	public static Path writeScript(Path file, String content) throws IOException {
		Files.createDirectories(file.getParent());
		Files.writeString(file, content);
		Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwx------"));
		return file;
	}
}
