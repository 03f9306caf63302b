package ovvi.cards;

/** A port on this computer's 127.0.0.1 that reaches a port on the card's machine; the card closes it when done with it. */
public interface MachinePort extends AutoCloseable {

	/** The port on 127.0.0.1 to connect to. */
	int localPort();

	/** Stops listening and ends the connections through it. */
	@Override
	void close();
}
