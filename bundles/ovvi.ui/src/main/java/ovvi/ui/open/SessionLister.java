package ovvi.ui.open;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import ovvi.herdr.api.HerdrNotInstalled;
import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.api.SessionInfo;
import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;
import ovvi.herdr.exec.Run;

/** The sessions of one machine, running and stopped, as {@code herdr session list --json} lists them. */
final class SessionLister {

	static final Duration TIMEOUT = Duration.ofSeconds(10);

	private SessionLister() {
	}

	/** @throws ListingFailed with herdr's or SSH's reason, for the dialog to show with Retry */
	static Map<String, SessionInfo> list(Exec machine) throws ListingFailed, InterruptedException {
		List<String> argv;
		try {
			// the transport builds herdr's command line; any session name will do for a listing
			argv = new HerdrSession(machine, "default").argv("session", "list", "--json");
		} catch (HerdrNotInstalled e) {
			throw new ListingFailed(connectionProblem(machine).orElse(e.getMessage()));
		}
		try {
			Run run = machine.run(argv);
			run.end();
			String listing = run.readAll();
			if (!run.awaitExit(TIMEOUT)) {
				run.abort();
				throw new ListingFailed("herdr session list did not finish within " + TIMEOUT.toSeconds() + " s on " + machine.target());
			}
			int status = run.exitStatus().orElse(-1);
			if (status != 0) {
				throw new ListingFailed("herdr session list failed on " + machine.target() + " (exit " + status + "): "
						+ String.join(" ", run.stderrTail()));
			}
			return SessionInfo.parseList(listing);
		} catch (ExecException e) {
			throw new ListingFailed(e.getMessage());
		} catch (IOException e) {
			throw new ListingFailed("herdr session list could not be read on " + machine.target() + ": " + e.getMessage());
		} catch (RuntimeException badJson) {
			throw new ListingFailed("herdr session list on " + machine.target() + " printed no session list herdr's way: " + badJson.getMessage());
		}
	}

	/**
	 * The transport's herdr lookup over SSH reads a failed connection as "no herdr"; a command
	 * tells the two apart and brings SSH's own reason (unreachable, login refused, host key).
	 */
	private static Optional<String> connectionProblem(Exec machine) throws InterruptedException {
		if (!machine.isRemote()) {
			return Optional.empty();
		}
		try {
			Run probe = machine.run(List.of("true"));
			probe.end();
			probe.awaitExit(TIMEOUT);
			return Optional.empty();
		} catch (ExecException e) {
			return Optional.of(e.getMessage());
		}
	}

	static final class ListingFailed extends Exception {
		private static final long serialVersionUID = 1L;

		ListingFailed(String reason) {
			super(reason);
		}
	}
}
