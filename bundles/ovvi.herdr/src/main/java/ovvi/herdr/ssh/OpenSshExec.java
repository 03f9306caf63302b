package ovvi.herdr.ssh;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import ovvi.herdr.exec.ExecException;
import ovvi.herdr.exec.ProcessRun;
import ovvi.herdr.exec.Run;
import ovvi.herdr.exec.RunKind;
import ovvi.herdr.exec.SocketOpener;

/**
 * A machine reached through the system's OpenSSH client, for what JSch cannot do: the seed's own
 * design. One master connection per host ({@link ControlMaster}); every run is one {@code ssh}
 * client of it carrying the envelope, killed by its pid as a local run is; herdr's socket is
 * forwarded through the master ({@link ForwardedSockets}). Nobody is asked for a passphrase,
 * password or code: it logs in with the agent's keys and key files without a passphrase.
 */
public final class OpenSshExec extends EnvelopeExec {

	private final SshTarget target;
	private final ControlMaster master;
	private final ForwardedSockets sockets;
	/** The host's ports reached through the master of {@link #portsGeneration}: port → this computer's port. */
	private final Map<Integer, Integer> ports = new HashMap<>();
	private long portsGeneration;

	/**
	 * @throws SshException OpenSSH's client is not installed, or there is no private folder for its sockets
	 */
	public OpenSshExec(SshTarget target, SshSettings settings, HostKeyTrust trust) throws SshException {
		if (settings.sshClient() == null) {
			throw new SshException(SshException.Reason.CONFIG, target + " is to be reached through OpenSSH's ssh, which is not on this"
					+ " computer's PATH: install OpenSSH's client (Debian: openssh-client), or add its folder to PATH", null, null);
		}
		this.target = target;
		this.master = new ControlMaster(target, settings, trust, SocketFolder.of(settings, System.getenv()));
		this.sockets = new ForwardedSockets(master, target.toString());
	}

	@Override
	protected Run start(RunKind kind, String commandLine) throws ExecException {
		master.ensure();
		ProcessBuilder builder = new ProcessBuilder(master.client(List.of("-T"), commandLine));
		try {
			return new ProcessRun(kind, builder.start());
		} catch (IOException e) {
			throw new SshException(SshException.Reason.CONFIG, "OpenSSH's ssh could not start a command on " + target + ": "
					+ e.getMessage(), null, e);
		}
	}

	@Override
	public SocketOpener sockets() {
		return sockets;
	}

	/**
	 * A port forward of the master, one per port and master. ssh takes no port 0 for a forward
	 * through its master, so Ovvi picks a free one, and another if it is taken before ssh binds it.
	 */
	@Override
	public synchronized int localPortTo(int port) throws ExecException {
		long generation = master.ensure();
		master.reach(port);
		if (portsGeneration != generation) {
			ports.clear();
			portsGeneration = generation;
		}
		Integer known = ports.get(port);
		if (known != null) {
			return known;
		}
		IOException taken = null;
		for (int attempt = 0; attempt < 2; attempt++) {
			int local = freePort();
			try {
				master.forward("127.0.0.1:" + local + ":127.0.0.1:" + port);
				ports.put(port, local);
				return local;
			} catch (IOException e) {
				taken = e;
			}
		}
		throw new SshException(SshException.Reason.OTHER, target + " could not forward its port " + port + ": " + taken.getMessage(),
				null, taken);
	}

	private static int freePort() throws ExecException {
		try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
			return socket.getLocalPort();
		} catch (IOException e) {
			throw new ExecException("no free port on this computer: " + e.getMessage(), e);
		}
	}

	/** The master's connection, for tests that watch it end. */
	ControlMaster master() {
		return master;
	}

	@Override
	public String target() {
		return target.toString();
	}

	@Override
	boolean inUse() {
		return master.inUse();
	}

	/** Ends the master by its pid; a later run starts a new one. */
	@Override
	public void close() {
		master.close();
	}
}
