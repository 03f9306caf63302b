package ovvi.model.requests;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import ovvi.herdr.api.HerdrSession;
import ovvi.testing.SimServer;
import ovvi.testing.TempHome;

/**
 * Runs the installed ovvi command in a real shell of a simulator pane, typed as a user would,
 * with its output and exit status in files of the pane's home, which the test reads.
 */
final class CommandInPanes {

	/** What one run printed and its exit status. */
	record Ran(int status, String output) {
	}

	private static final AtomicInteger RUNS = new AtomicInteger();
	private final HerdrSession herdr;
	private final Path home;

	CommandInPanes(HerdrSession herdr, Path home) {
		this.herdr = herdr;
		this.home = home;
	}

	/** herdr where the pane's command finds it without PATH: ~/.local/bin, as herdr's installer puts it. */
	static void herdrInLocalBin(Path home) throws Exception {
		TempHome.writeScript(home.resolve(".local/bin/herdr"), "#!/bin/sh\nexec '" + SimServer.herdr() + "' \"$@\"\n");
	}

	/** Types "ovvi <arguments>" (already shell words) into the pane and waits for it to exit (60 s at most). */
	Ran run(String paneId, String arguments) throws Exception {
		return runLine(paneId, "\"$HOME/.cache/ovvi/bin/ovvi\" " + arguments);
	}

	/** Types a command line whose last command is the ovvi command. */
	Ran runLine(String paneId, String line) throws Exception {
		int n = RUNS.incrementAndGet();
		Path output = home.resolve("ovvi-out-" + n);
		Path status = home.resolve("ovvi-status-" + n);
		JsonArray enter = new JsonArray();
		enter.add("enter");
		JsonObject params = new JsonObject();
		params.addProperty("pane_id", paneId);
		params.addProperty("text", line + " > \"$HOME/ovvi-out-" + n + "\" 2>&1; echo $? > \"$HOME/ovvi-status-" + n + ".tmp\"; mv \"$HOME/ovvi-status-" + n
				+ ".tmp\" \"$HOME/ovvi-status-" + n + "\"");
		params.add("keys", enter);
		herdr.call("pane.send_input", params);
		// the shell's exit status has no event: its file is looked for every 50 ms
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
		while (!Files.exists(status)) {
			if (System.nanoTime() > deadline) {
				throw new AssertionError("the ovvi command did not end within 60 s: " + line);
			}
			LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(50));
		}
		return new Ran(Integer.parseInt(Files.readString(status).strip()), Files.readString(output));
	}
}
