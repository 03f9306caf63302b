package ovvi.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;

import org.junit.jupiter.api.Test;

import ovvi.model.pacing.ManualScheduler;
import ovvi.model.write.Outcome;
import ovvi.model.write.PresenceToken;

class PresenceTest {

	private final ManualScheduler clock = new ManualScheduler();
	private final List<String> written = new ArrayList<>();
	private final Presence presence = new Presence(write -> {
		PresenceToken token = (PresenceToken) write;
		written.add(token.token() + " " + token.id() + "=" + token.value());
		return CompletableFuture.completedFuture(Outcome.DONE);
	}, clock, false);

	@Test
	void marksPanesInViewAndSpacesAtOnceAndAgainEvery10sThenClears() {
		presence.inView(Set.of("w1:p1"));
		presence.openSpaces(Set.of("w1"));
		assertEquals(List.of("ovvi-shown w1:p1=1", "ovvi-open w1=1"), written);
		written.clear();
		presence.inView(Set.of("w1:p2"));
		assertEquals(List.of("ovvi-shown w1:p1=null", "ovvi-shown w1:p2=1"), written);
		written.clear();
		clock.advance(Duration.ofMillis(9_999));
		assertEquals(List.of(), written);
		clock.advance(Duration.ofMillis(1));
		assertEquals(List.of("ovvi-shown w1:p2=1", "ovvi-open w1=1"), written, "ovvi-shown first, ovvi-open after it");
		written.clear();
		presence.clear();
		assertEquals(List.of("ovvi-shown w1:p2=null", "ovvi-open w1=null"), written);
		written.clear();
		clock.advance(Duration.ofSeconds(60));
		presence.inView(Set.of("w1:p3"));
		presence.openSpaces(Set.of("w2"));
		clock.advance(Duration.ofSeconds(60));
		assertEquals(List.of(), written, "cleared with its connection: nothing more is marked");
	}
}
