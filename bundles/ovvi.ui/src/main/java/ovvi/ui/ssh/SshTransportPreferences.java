package ovvi.ui.ssh;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.osgi.service.prefs.BackingStoreException;

import ovvi.herdr.ssh.HostTransports;
import ovvi.herdr.ssh.SshMachine;
import ovvi.herdr.ssh.SshTarget;
import ovvi.ui.preferences.OvviPreferences;

/**
 * The SSH transport the user chose for each host, in Eclipse's preferences: instance scope, node
 * {@code ovvi.ui/sshTransports}, the target as {@link SshTarget} writes it mapped to
 * {@link SshMachine.Transport}'s name. The transport layer reads it at each of a host's new
 * connections ({@link HostTransports}).
 */
public final class SshTransportPreferences implements HostTransports {

	public static final String NODE = "sshTransports";

	private static final ILog LOG = ILog.of(SshTransportPreferences.class);

	private final IEclipsePreferences node = (IEclipsePreferences) InstanceScope.INSTANCE.getNode(OvviPreferences.QUALIFIER).node(NODE);

	@Override
	public String stored(String key) {
		return node.get(key, null);
	}

	/** Stores the choice for the target from now on; its next connection goes the chosen way. */
	public void choose(SshTarget target, SshMachine.Transport transport) {
		node.put(target.toString(), transport.name());
		try {
			node.flush();
		} catch (BackingStoreException e) {
			// the choice holds for this run still
			LOG.error("The SSH transport chosen for " + target + " could not be saved: " + e.getMessage(), e);
		}
	}
}
