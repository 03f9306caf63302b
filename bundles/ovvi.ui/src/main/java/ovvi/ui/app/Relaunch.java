package ovvi.ui.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import ovvi.ui.cli.OvviCommand;

/**
 * A restart of Ovvi (p2's Restart Now, after a card was installed). The launch script runs the JVM
 * itself rather than Eclipse's native launcher, which would start it again on exit code 23, so
 * Ovvi starts the script anew and ends; the script waits for this process to be gone first.
 */
final class Relaunch {

	/** The variable in which the new launch script is told which process to wait for. */
	static final String AFTER = "OVVI_RESTART_AFTER";

	private Relaunch() {
	}

	/** The launch script, where Ovvi was started by one (not in the build's test runtime). */
	static Optional<Path> script() {
		String launcher = System.getProperty(OvviCommand.LAUNCHER_PROPERTY, "");
		return launcher.isEmpty() || !Files.isExecutable(Path.of(launcher)) ? Optional.empty() : Optional.of(Path.of(launcher));
	}

	/** Starts the launch script with no arguments (what was opened comes back with the session). */
	static void start(Path script) throws IOException {
		ProcessBuilder builder = new ProcessBuilder(script.toString()).inheritIO();
		builder.environment().put(AFTER, Long.toString(ProcessHandle.current().pid()));
		builder.start();
	}
}
