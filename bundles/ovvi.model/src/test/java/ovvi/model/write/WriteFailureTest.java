package ovvi.model.write;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import ovvi.herdr.api.HerdrErrorReply;
import ovvi.herdr.api.HerdrTimeout;

/** What the user reads when a write fails. */
class WriteFailureTest {

	@Test
	void herdrsRefusalWithTheHostAndWhereTheWriteGotTo() {
		WriteFailure failure = WriteFailure.of("This Mac (session default)",
				new HerdrErrorReply("pane.move", "pane_not_found", "pane not found"), "The pane is now in a tab of its own (w1:t4)");
		assertEquals("herdr refused: pane not found (pane_not_found) on This Mac (session default). "
				+ "The pane is now in a tab of its own (w1:t4).", failure.getMessage());
	}

	@Test
	void aWriteThatTimedOutMayStillHappen() {
		WriteFailure failure = WriteFailure.of("build-box (session default)",
				new HerdrTimeout("build-box", "tab.close", HerdrTimeout.Kind.WRITE, true, Duration.ofSeconds(10)), null);
		assertEquals("timeout", failure.code());
		assertEquals("herdr did not answer tab.close on build-box (session default); it may still happen.", failure.getMessage());
	}
}
