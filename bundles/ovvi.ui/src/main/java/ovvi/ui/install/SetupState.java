package ovvi.ui.install;

import java.util.List;

import ovvi.herdr.api.HerdrSession;

/** What the Install herdr page shows for one machine. */
public sealed interface SetupState {

	/** The login shell is being asked for herdr. */
	record Checking() implements SetupState {
	}

	/**
	 * The machine has no herdr: the install command and the way to a demo.
	 *
	 * @param demoProblem why the demo session is not there (it failed to start, or this installation has no simulator), or null
	 */
	record Missing(String installCommand, boolean demoAvailable, String demoProblem) implements SetupState {
	}

	/** The installer runs; its last line, colours removed. */
	record Installing(String lastLine) implements SetupState {
	}

	/** "herdr did not install": the installer's last lines and the reason. */
	record Failed(List<String> lastLines, String reason) implements SetupState {
	}

	/** herdr is on the machine, at this path. */
	record Found(String herdrPath) implements SetupState {
	}

	/** herdr is on a page's machine, at this path: the page's session is started and read until it answers. */
	record Connecting(String herdrPath) implements SetupState {
	}

	/** The demo session's server is being started. */
	record DemoStarting() implements SetupState {
	}

	/**
	 * The simulator runs the demo session.
	 *
	 * @param contentsProblem what the demo lacks because making its spaces failed part-way, or null
	 */
	record DemoRunning(HerdrSession session, String contentsProblem) implements SetupState {
	}
}
