package ovvi.ui.open;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.eclipse.osgi.util.NLS;

import ovvi.herdr.api.HerdrNotInstalled;
import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.api.HerdrUnreachable;
import ovvi.herdr.api.SessionInfo;
import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;
import ovvi.herdr.exec.Run;
import ovvi.ui.Messages;

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
			throw new ListingFailed(NLS.bind(Messages.SessionLister_noHerdr, machine.target()));
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
				throw new ListingFailed(NLS.bind(Messages.SessionLister_timeout, TIMEOUT.toSeconds(), machine.target()));
			}
			int status = run.exitStatus().orElse(-1);
			if (status != 0) {
				throw new ListingFailed(NLS.bind(Messages.SessionLister_failed,
						new Object[] { machine.target(), status, String.join(" ", run.stderrTail()) }));
			}
			return SessionInfo.parseList(listing);
		} catch (ExecException e) {
			throw new ListingFailed(e.getMessage());
		} catch (IOException e) {
			throw new ListingFailed(NLS.bind(Messages.SessionLister_unreadable, machine.target(), e.getMessage()));
		} catch (RuntimeException badJson) {
			throw new ListingFailed(NLS.bind(Messages.SessionLister_notAList, machine.target(), badJson.getMessage()));
		}
	}

	static final class ListingFailed extends Exception {
		private static final long serialVersionUID = 1L;

		ListingFailed(String reason) {
			super(reason);
		}
	}
}
