package ovvi.herdr.exec;

/**
 * A port on this computer's loopback (127.0.0.1) that reaches a port of a machine: over SSH each
 * connection to it is carried to the machine; on this computer it is the port itself.
 */
public interface LocalPort extends AutoCloseable {

    /** The port on 127.0.0.1 to connect to. */
    int port();

    /** Stops listening and ends the connections through it; nothing to do for this computer's own port. */
    @Override
    void close();

    /** This computer's own port: nothing is forwarded. */
    static LocalPort itself(int port) {
        return new LocalPort() {
            @Override
            public int port() {
                return port;
            }

            @Override
            public void close() {
            }
        };
    }
}
