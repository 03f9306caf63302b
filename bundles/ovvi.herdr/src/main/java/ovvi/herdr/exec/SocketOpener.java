package ovvi.herdr.exec;

import java.io.IOException;
import java.time.Duration;


/** Opens a connection to a unix socket on the machine: directly here, through SSH elsewhere. */
public interface SocketOpener {

    /**
     * @throws ExecException the machine itself cannot be reached (SSH)
     * @throws IOException the socket refused the connection
     */
    ApiConnection open(String socketPath, Duration timeout) throws IOException;

    /**
     * Changes whenever the way to the machine is made anew (a new SSH connection), after which
     * socket paths are asked for again.
     */
    long generation();
}
