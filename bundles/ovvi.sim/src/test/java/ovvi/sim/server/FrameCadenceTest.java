package ovvi.sim.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** herdr's render pacing: the first change after a quiet spell goes at once, then one frame per 16 ms. */
class FrameCadenceTest {

	private static long ms(long millis) {
		return TimeUnit.MILLISECONDS.toNanos(millis);
	}

	@Test
	void theFirstFrameGoesAtOnce() {
		assertEquals(0, new FrameCadence().nanosUntilDue(ms(5)));
	}

	@Test
	void aChangeSoonAfterAFrameWaitsForTheRestOf16Ms() {
		FrameCadence cadence = new FrameCadence();
		cadence.framed(ms(1000));
		assertEquals(ms(11), cadence.nanosUntilDue(ms(1005)));
		assertEquals(0, cadence.nanosUntilDue(ms(1016)));
	}

	/** What a fixed 16 ms tick would not do: a keystroke's echo after a pause is not held to the next tick. */
	@Test
	void aChangeAfterAQuietSpellGoesAtOnce() {
		FrameCadence cadence = new FrameCadence();
		cadence.framed(ms(1000));
		assertEquals(0, cadence.nanosUntilDue(ms(1090)));
	}
}
