package ovvi.model;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import ovvi.testing.SimServer;

/**
 * herdr 0.9.0+ starts a subscription live, with no replay: a snapshot read before the stream was
 * acknowledged could miss a change made between the two. The connection subscribes first and
 * reads the snapshot on the acknowledgement.
 */
class SubscribeFirstSimTest {

	@RegisterExtension
	static final SimServer SIM = new SimServer();

	@Test
	void theFirstSnapshotIsReadOnlyAfterTheSubscriptionWasAcknowledged() throws Exception {
		SimHerdr sim = new SimHerdr(SIM);
		try {
			sim.connection.connect();
			SimHerdr.awaitThat("the first snapshot read", () -> !sim.tap.reads().isEmpty());
			long acknowledged = sim.tap.eventLines().get(0);
			assertTrue(sim.tap.reads().get(0).sent >= acknowledged,
					"the first read went out " + (acknowledged - sim.tap.reads().get(0).sent) / 1000 + " µs before the acknowledgement");
		} finally {
			sim.connection.close();
		}
	}
}
