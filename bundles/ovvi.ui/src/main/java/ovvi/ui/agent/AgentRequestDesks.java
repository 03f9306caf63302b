package ovvi.ui.agent;

import java.time.Instant;
import java.util.HashSet;
import java.util.Set;

import org.eclipse.core.runtime.ILog;
import org.eclipse.ui.PlatformUI;
import org.osgi.service.component.annotations.Component;

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
 * answers its requests. Refusals go to Ovvi's log. An OSGi service, which {@link
 * ovvi.ui.pages.Connections} uses.
 */
@Component(service = AgentRequestDesks.class)
public final class AgentRequestDesks {

	private static final ILog LOG = ILog.of(AgentRequestDesks.class);
	/** The machines the command went onto, or is going onto, in this run. */
	private final Set<Exec> installed = new HashSet<>();

	/** Starts answering the session's requests; close the desk when the session is let go. */
	public RequestDesk open(HostConnection connection) {
		installOnce(connection.herdr().exec());
		AgentDesktop desktop = new DesktopAgentActions(PlatformUI.getWorkbench());
		return RequestDesk.open(connection, desktop, (where, reason) -> LOG.warn(where + ": " + reason));
	}

	private void installOnce(Exec machine) {
		synchronized (installed) {
			if (!installed.add(machine)) {
				return;
			}
		}
		VirtualThreads.EXECUTOR.execute(() -> {
			try {
				CommandInstall.onto(machine, Instant.now());
			} catch (ExecException | RuntimeException e) {
				// the next session opened on the machine tries again
				synchronized (installed) {
					installed.remove(machine);
				}
				LOG.warn(e.getMessage(), e);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
		});
	}
}
