package ovvi.sim;

/** The herdr version the simulator behaves like: the newest release whose source is readable. */
public final class Version {

	public static final String HERDR = "0.9.3";
	/** herdr 0.9.x's protocol number: ping, snapshot, handshake. */
	public static final int PROTOCOL = 22;
	/** ping's capabilities.endpoint_protocol_generation (herdr's src/protocol/endpoint.rs). */
	public static final int ENDPOINT_PROTOCOL_GENERATION = 1;

	private Version() {
	}
}
