package ovvi.ui.tests;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.widgets.Display;

/** Command lines typed into a real shell of a simulator pane, as an agent runs the ovvi command there. */
final class OvviInPane {

	/** What a line left: its exit status and what it printed (stdout and stderr). */
	record Ran(int status, String output) {
	}

	private final SimPage sim;
	private int runs;

	OvviInPane(SimPage sim) {
		this.sim = sim;
	}

	/** Types the command line into the pane and waits (running the UI) until the shell says its exit status. */
	Ran run(String paneId, String line) throws Exception {
		int n = ++runs;
		Path status = sim.home.resolve("status-" + n);
		sim.call("pane.send_input", "pane_id", paneId, "text", line + " > \"$HOME/out-" + n + "\" 2>&1; echo $? > \"$HOME/status-" + n
				+ ".tmp\"; mv \"$HOME/status-" + n + ".tmp\" \"$HOME/status-" + n + "\"", "keys", List.of("enter"));
		UiWait.until(Display.getCurrent(), () -> Files.exists(status), "the command in " + paneId + " ends: " + line);
		return new Ran(Integer.parseInt(Files.readString(status).strip()), Files.readString(sim.home.resolve("out-" + n)));
	}

	/** Runs the installed ovvi command with these arguments (already quoted for the shell). */
	Ran ovvi(String paneId, String arguments) throws Exception {
		return run(paneId, "\"$HOME/.cache/ovvi/bin/ovvi\" " + arguments);
	}
}
