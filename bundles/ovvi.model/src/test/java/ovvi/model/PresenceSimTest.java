package ovvi.model;

import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import ovvi.testing.SimServer;

/** A connection's own presence in its session, read back with herdr's answers. */
class PresenceSimTest {

	@RegisterExtension
	static final SimServer SIM = new SimServer();

	@Test
	void aConnectionMarksItsSpacesOpenAndThePanesInViewShownAndClearsThemWhenItCloses() throws Exception {
		SimHerdr sim = new SimHerdr(SIM);
		List<String> made = sim.newSpace();
		sim.connection.connect();
		try {
			SimHerdr.awaitThat("ovvi-open on " + made.get(0), () -> "1".equals(sim.spaceToken(made.get(0), "ovvi-open")));
			List<String> later = sim.newSpace();
			SimHerdr.awaitThat("ovvi-open on the new space " + later.get(0), () -> "1".equals(sim.spaceToken(later.get(0), "ovvi-open")));
			sim.connection.presence().inView(Set.of(made.get(2)));
			SimHerdr.awaitThat("ovvi-shown on " + made.get(2), () -> "1".equals(sim.paneToken(made.get(2), "ovvi-shown")));
		} finally {
			sim.connection.close();
		}
		sim.connection.closed().get(5, TimeUnit.SECONDS);
		assertNull(sim.spaceToken(made.get(0), "ovvi-open"));
		assertNull(sim.paneToken(made.get(2), "ovvi-shown"));
	}
}
