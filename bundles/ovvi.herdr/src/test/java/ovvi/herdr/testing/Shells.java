package ovvi.herdr.testing;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The login shells the envelope must pass through; the tests need each one installed. */
public final class Shells {

	public static final List<String> LOGIN_SHELLS = List.of("/bin/bash", "/bin/dash", "/usr/bin/zsh", "/usr/bin/fish");

	private Shells() {
	}

	public static String require(String shell) {
		if (!Files.isExecutable(Path.of(shell))) {
			throw new IllegalStateException(shell + " is missing: apt-get install -y zsh fish");
		}
		return shell;
	}
}
