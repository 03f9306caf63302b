package ovvi.model.write;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import ovvi.herdr.api.HerdrException;
import ovvi.herdr.api.HerdrSession;
import ovvi.model.SimHerdr;
import ovvi.model.snapshot.Snapshot;
import ovvi.testing.SimServer;

/** Open Session's start, Stop and Delete against the simulator's CLI. */
class SessionsSimTest {

	@RegisterExtension
	static final SimServer SIM = new SimServer();

	@Test
	void aNewSessionStartsWithOneSpaceThenStopsAndIsDeleted() throws Exception {
		HerdrSession other = new HerdrSession(new SimHerdr(SIM).herdr.exec(), "ovvi-model-second");
		try {
			Snapshot opened = Sessions.open(other);
			assertEquals(1, opened.spaces().size(), "a server the app started gets its first space");
			assertEquals(1, Sessions.open(other).spaces().size(), "a running session is left as it is");
			HerdrException refused = assertThrows(HerdrException.class, () -> Sessions.delete(other), "only a stopped session is deleted");
			assertTrue(refused.getMessage().contains("delete"), refused.getMessage());
		} finally {
			Sessions.stop(other);
		}
		assertTrue(other.info() == null || !other.info().running());
		Sessions.delete(other);
		assertNull(other.info());
	}
}
