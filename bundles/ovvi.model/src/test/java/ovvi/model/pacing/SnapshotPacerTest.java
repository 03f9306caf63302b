package ovvi.model.pacing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

import org.junit.jupiter.api.Test;

/**
 * The pacing rules with a hand-moved clock: a read "takes" as long as the test lets it (it ends
 * when the test finishes it), so every figure is exact.
 */
class SnapshotPacerTest {

	private final ManualScheduler clock = new ManualScheduler();
	/** Reads started and not yet finished, in order. */
	private final Deque<Runnable> running = new ArrayDeque<>();
	private final List<Long> starts = new ArrayList<>();
	private int finished;
	private boolean failing;
	private final SnapshotPacer<String> pacer = new SnapshotPacer<>(clock, task -> {
		starts.add(clock.millis());
		running.add(task);
	}, () -> {
		finished++;
		if (failing) {
			throw new IllegalStateException("read " + finished + " failed");
		}
		return "read " + finished;
	});

	private void finishRead() {
		running.removeFirst().run();
	}

	private void ms(long millis) {
		clock.advance(Duration.ofMillis(millis));
	}

	@Test
	void anEventStartsAReadAtOnceWhenNoneIsInFlight() {
		pacer.event();
		assertEquals(List.of(0L), starts);
		ms(40);
		finishRead();
		ms(500);
		pacer.event();
		assertEquals(List.of(0L, 540L), starts);
	}

	@Test
	void atMostOneReadIsInFlightAndEventsDuringItMakeOneMore250msAfterItsStart() {
		pacer.event();
		ms(10);
		pacer.event();
		pacer.event();
		ms(50);
		assertEquals(1, running.size());
		finishRead();
		assertEquals(List.of(0L), starts, "the next read waits for 250 ms after the one before started");
		ms(189);
		assertEquals(List.of(0L), starts);
		ms(1);
		assertEquals(List.of(0L, 250L), starts);
		finishRead();
		ms(1000);
		assertEquals(List.of(0L, 250L), starts, "nothing asked again: no more reads");
	}

	@Test
	void aReadThatTookLongerThan250msStartsTheNextAtOnce() {
		pacer.event();
		ms(100);
		pacer.event();
		ms(200);
		finishRead();
		assertEquals(List.of(0L, 300L), starts);
	}

	@Test
	void theAppsOwnWriteIsReadAtOnceEvenWhileAReadWaits() {
		pacer.event();
		ms(10);
		pacer.event();
		ms(20);
		finishRead();
		ms(30);
		pacer.ownWrite();
		assertEquals(List.of(0L, 60L), starts, "the waiting read starts now");
		pacer.ownWrite();
		ms(20);
		finishRead();
		assertEquals(List.of(0L, 60L, 80L), starts, "a write during a read: the next read at once");
	}

	@Test
	void aStormOf100EventsInOneSecondGivesReadsAtLeast250msApart() {
		for (int i = 0; i < 100; i++) {
			pacer.event();
			ms(10);
			// each read takes 60 ms of the clock
			if (!running.isEmpty() && clock.millis() - starts.get(starts.size() - 1) >= 60) {
				finishRead();
			}
		}
		ms(2000);
		while (!running.isEmpty()) {
			finishRead();
			ms(2000);
		}
		for (int i = 1; i < starts.size(); i++) {
			assertTrue(starts.get(i) - starts.get(i - 1) >= 250, "reads at " + starts);
		}
		assertTrue(starts.size() >= 4 && starts.size() <= 5, "reads at " + starts);
	}

	@Test
	void theHealthCheckReadsEvery30s() {
		pacer.startHealthCheck();
		ms(29_999);
		assertEquals(List.of(), starts);
		ms(1);
		finishRead();
		ms(30_000);
		assertEquals(List.of(30_000L, 60_000L), starts);
		finishRead();
		pacer.stop();
		ms(60_000);
		assertEquals(2, starts.size());
	}

	@Test
	void aFreshReadIsOneThatStartsAfterTheCallNotTheOneInFlight() {
		pacer.event();
		ms(10);
		CompletableFuture<String> fresh = pacer.fresh();
		ms(20);
		finishRead();
		assertFalse(fresh.isDone(), "the read in flight started before the call");
		assertEquals(List.of(0L, 30L), starts, "the next read starts at once, as for an own write");
		finishRead();
		assertEquals("read 2", fresh.join());
	}

	@Test
	void aFreshReadStartsAtOnceWhenNoneIsInFlightEvenWhileOneWaitsForItsSpacing() {
		pacer.event();
		ms(10);
		pacer.event();
		ms(20);
		finishRead();
		CompletableFuture<String> fresh = pacer.fresh();
		assertEquals(List.of(0L, 30L), starts);
		finishRead();
		assertEquals("read 2", fresh.join());
		ms(1000);
		assertEquals(List.of(0L, 30L), starts, "the spaced read was the same read: none more");
	}

	@Test
	void aFailedReadFailsItsWaitersAndStopCancelsTheRest() {
		failing = true;
		CompletableFuture<String> first = pacer.fresh();
		CompletableFuture<String> second = pacer.fresh();
		finishRead();
		CompletionException failed = assertThrows(CompletionException.class, first::join);
		assertInstanceOf(IllegalStateException.class, failed.getCause());
		assertFalse(second.isDone(), "asked while the first read was in flight: it waits for the next");
		finishRead();
		assertThrows(CompletionException.class, second::join);
		pacer.event();
		CompletableFuture<String> waiting = pacer.fresh();
		pacer.stop();
		assertThrows(CancellationException.class, waiting::join);
		assertThrows(CancellationException.class, () -> pacer.fresh().join());
	}
}
