package ovvi.ui.open;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import ovvi.herdr.api.HerdrNotInstalled;
import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.api.HerdrUnreachable;
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
			// the page of any session there offers Install herdr
			throw new ListingFailed("herdr is not installed on " + machine.target()
					+ " (its login shell finds none): open a session there, and its page installs herdr");
		} catch (HerdrUnreachable e) {
			// an unreachable machine comes with the transport's reason (SSH's), not as a missing herdr
			throw new ListingFailed(e.getMessage());
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

	static final class ListingFailed extends Exception {
		private static final long serialVersionUID = 1L;

		ListingFailed(String reason) {
			super(reason);
		}
	}
}
