package ovvi.sim.dist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import ovvi.sim.SimFixture;

/**
 * A server started with SIGHUP ignored (under nohup, or by a CI runner that ignores it) gives its
 * panes the default dispositions, as herdr's portable-pty does: closing a pane hangs up its shell
 * and the shell's jobs.
 */
class IgnoredSignalsDistIT {

	private static final long SIGHUP_BIT = 1L; // bit (signal - 1) of /proc/<pid>/status SigIgn

	private SimFixture fx;
	private Process server;

	@BeforeEach
	void startUnderIgnoredHangups() throws IOException {
		fx = new SimFixture();
		server = fx.startLaidOutServer("nohup", "/usr/bin/env", "--ignore-signal=HUP,TERM", "--");
	}

	@AfterEach
	void stop() throws Exception {
		fx.stopLaidOutServer("nohup", server);
		fx.close();
	}

	@Test
	void closingAPaneEndsItsShellAndJobs() throws IOException {
		fx.ok("workspace.create", "cwd", fx.home().toString());
		fx.ok("pane.send_input", "pane_id", "w1:p1", "text", "sleep 300 & echo \"bg\"\"-pid=$!\"", "keys",
				List.of("enter"));
		fx.awaitScreen("w1:p1", "bg-pid=");
		Matcher m = Pattern.compile("bg-pid=(\\d+)").matcher(fx.screen("w1:p1"));
		assertTrue(m.find());
		long job = Long.parseLong(m.group(1));
		long shell = fx.ok("pane.process_info", "pane_id", "w1:p1").getAsJsonObject("process_info").get("shell_pid")
				.getAsLong();
		assertEquals(0, ignoredSignals(job) & SIGHUP_BIT, "the job's SIGHUP is not ignored");

		fx.ok("pane.close", "pane_id", "w1:p1");

		SimFixture.await("the shell and its job gone", 30_000,
				() -> ProcessHandle.of(shell).isEmpty() && ProcessHandle.of(job).map(h -> !h.isAlive()).orElse(true));
	}

	private static long ignoredSignals(long pid) throws IOException {
		for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
			if (line.startsWith("SigIgn:")) {
				return Long.parseUnsignedLong(line.substring("SigIgn:".length()).trim(), 16);
			}
		}
		throw new AssertionError("no SigIgn line for " + pid);
	}
}
