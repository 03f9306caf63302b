package ovvi.herdr.ssh;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;

import ovvi.herdr.exec.ApiConnection;
import ovvi.herdr.exec.LocalSockets;
import ovvi.herdr.exec.SocketOpener;

/**
 * A host's unix sockets (herdr's API socket) through OpenSSH's master: one stream-local forward
 * per socket and master ({@code ssh -O forward -L local:remote}), to a 0600 socket beside the
 * master's, which this process connects to with the JDK, so a request costs no process. Each
 * connection is one channel of the master's connection, as a JSch direct-streamlocal channel is.
 */
final class ForwardedSockets implements SocketOpener {

	private static final LocalSockets LOCAL = new LocalSockets();

	private final ControlMaster master;
	private final String target;
	/** Remote socket → local one, for the master of {@link #forwardsGeneration}. */
	private final Map<String, Path> forwards = new HashMap<>();
	private long forwardsGeneration;

	ForwardedSockets(ControlMaster master, String target) {
		this.master = master;
		this.target = target;
	}

	/**
	 * @throws SshException the master could not be started (the host cannot be reached)
	 * @throws IOException the master did not forward the socket, or its forward takes no connection (the
	 *             host's end is not reached yet: see {@link #confirmsConnections()})
	 */
	@Override
	public ApiConnection open(String socketPath) throws IOException {
		if (socketPath.indexOf(':') >= 0) {
			throw new IOException(socketPath + " cannot be forwarded by OpenSSH's ssh, whose -L takes ':' as a separator");
		}
		long generation = master.ensure();
		try {
			return connect(forward(socketPath, generation, false));
		} catch (IOException gone) {
			// the forward went with a master that ended, or its socket file was removed: made once more
			return connect(forward(socketPath, generation, true));
		}
	}

	@Override
	public long generation() {
		return master.generation();
	}

	@Override
	public boolean confirmsConnections() {
		return false;
	}

	private synchronized Path forward(String socketPath, long generation, boolean again) throws IOException {
		if (forwardsGeneration != generation) {
			forwards.clear();
			forwardsGeneration = generation;
		}
		Path known = forwards.get(socketPath);
		if (known != null && !again) {
			return known;
		}
		Path local = Path.of(master.socket() + "-" + hash(socketPath));
		master.forward(local + ":" + socketPath);
		forwards.put(socketPath, local);
		return local;
	}

	private static ApiConnection connect(Path local) throws IOException {
		return LOCAL.open(local.toString());
	}

	/** 8 hex characters of the socket's path: a short name, since sun_path is. */
	private static String hash(String socketPath) {
		try {
			byte[] digest = MessageDigest.getInstance("SHA-256").digest(socketPath.getBytes(StandardCharsets.UTF_8));
			return HexFormat.of().formatHex(digest, 0, 4);
		} catch (NoSuchAlgorithmException e) {
			throw new IllegalStateException(e);
		}
	}
}
