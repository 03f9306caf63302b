package ovvi.ui.tests;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.eclipse.swt.widgets.Display;

import ovvi.herdr.api.HerdrSession;
import ovvi.testing.SimServer;

/** The simulator's server of a session, started detached (setsid -f) as herdr's launch starts it. */
final class DetachedServer {

	private DetachedServer() {
	}

	/**
	 * Starts the server in this environment with its output in the log, and asks for its readiness
	 * until it answers: its start has no event to wait on from outside.
	 */
	static void start(HerdrSession herdr, Map<String, String> environment, Path log, String... serverArguments)
			throws Exception {
		List<String> argv = new ArrayList<>(List.of("setsid", "-f", SimServer.herdr().toString(), "--session", herdr.name(), "server"));
		argv.addAll(List.of(serverArguments));
		ProcessBuilder builder = new ProcessBuilder(argv);
		builder.environment().clear();
		builder.environment().putAll(environment);
		builder.redirectErrorStream(true).redirectOutput(log.toFile());
		builder.start().waitFor(10, TimeUnit.SECONDS);
		UiWait.until(Display.getCurrent(), () -> {
			try {
				return herdr.info() != null && herdr.info().running();
			} catch (Exception notYet) {
				return false;
			}
		}, "the simulator's server of " + herdr.name() + " runs");
	}
}
