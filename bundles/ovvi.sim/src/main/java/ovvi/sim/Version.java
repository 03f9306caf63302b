package ovvi.sim;

/** The herdr version the simulator behaves like. */
public final class Version {

    public static final String HERDR = "0.9.5";
    /** herdr's protocol number (0.8.2's, which 0.9.5 speaks on this wire): ping, snapshot, handshake. */
    public static final int PROTOCOL = 20;

    private Version() {
    }
}
