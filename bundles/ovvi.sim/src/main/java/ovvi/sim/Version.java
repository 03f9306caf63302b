package ovvi.sim;

/** The herdr version the simulator behaves like. */
public final class Version {

    public static final String HERDR = "0.9.5";

    private Version() {
    }
}
