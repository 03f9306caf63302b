package ovvi.herdr.exec;

import java.io.IOException;

/** Opens a connection to a unix socket on the machine: directly here, through SSH elsewhere. */
public interface SocketOpener {

	/**
	 * A new connection. A caller that must not wait long bounds the wait itself: over SSH a login
	 * may come first.
	 *
	 * @throws ExecException the machine itself cannot be reached (SSH)
	 * @throws IOException the socket refused the connection
	 */
	ApiConnection open(String socketPath) throws IOException;

	/**
	 * Changes whenever the way to the machine is made anew (a new SSH connection), after which
	 * socket paths are asked for again.
	 */
	long generation();

	/**
	 * Whether a connection that opens has reached the socket. A forward through OpenSSH's client
	 * opens at once and reaches the machine's socket afterwards: when that fails, the connection
	 * closes without a byte, and the caller asks herdr why ({@code HerdrSession}).
	 */
	default boolean confirmsConnections() {
		return true;
	}
}
