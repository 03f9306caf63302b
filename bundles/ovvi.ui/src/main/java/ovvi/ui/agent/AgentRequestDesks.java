package ovvi.ui.agent;

import java.time.Instant;
import java.util.HashSet;
import java.util.Set;

import org.eclipse.core.runtime.ILog;
import org.eclipse.ui.PlatformUI;

import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;
import ovvi.herdr.exec.VirtualThreads;
import ovvi.model.HostConnection;
import ovvi.model.requests.AgentDesktop;
import ovvi.model.requests.CommandInstall;
import ovvi.model.requests.RequestDesk;

/**
 * The app's side of agent requests: the first time a session of a machine is opened, the ovvi
 * command goes onto that machine (when missing or older); each open session gets a desk that
 * answers its requests. Refusals go to Ovvi's log.
 */
public final class AgentRequestDesks {

	private static final ILog LOG = ILog.of(AgentRequestDesks.class);
	private static final Set<Exec> INSTALLED = new HashSet<>();

	private AgentRequestDesks() {
	}

	/** Starts answering the session's requests; close the desk when the session is let go. */
	public static RequestDesk open(HostConnection connection) {
		installOnce(connection.herdr().exec());
		AgentDesktop desktop = new DesktopAgentActions(PlatformUI.getWorkbench());
		return RequestDesk.open(connection, desktop, (where, reason) -> LOG.warn(where + ": " + reason));
	}

	private static void installOnce(Exec machine) {
		synchronized (INSTALLED) {
			if (!INSTALLED.add(machine)) {
				return;
			}
		}
		VirtualThreads.EXECUTOR.execute(() -> {
			try {
				CommandInstall.onto(machine, Instant.now());
			} catch (ExecException | RuntimeException e) {
				// the next session opened on the machine tries again
				synchronized (INSTALLED) {
					INSTALLED.remove(machine);
				}
				LOG.warn(e.getMessage(), e);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
		});
	}
}
