package ovvi.sim.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class FixedDelayTest {

	@Test
	void aRunLongerThanTheDelayIsNeverOverlappedByTheNext() throws InterruptedException {
		ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
		AtomicInteger running = new AtomicInteger();
		AtomicInteger mostAtOnce = new AtomicInteger();
		List<long[]> runs = new CopyOnWriteArrayList<>();
		CountDownLatch threeRuns = new CountDownLatch(3);
		try {
			FixedDelay.start(timer, 20, () -> {
				long start = System.nanoTime();
				mostAtOnce.accumulateAndGet(running.incrementAndGet(), Math::max);
				try {
					Thread.sleep(100); // the slow work under test: five delays long
				} catch (InterruptedException e) {
					Thread.currentThread().interrupt();
				}
				running.decrementAndGet();
				runs.add(new long[] { start, System.nanoTime() });
				threeRuns.countDown();
			});
			assertTrue(threeRuns.await(10, TimeUnit.SECONDS));
		} finally {
			timer.shutdownNow();
		}
		assertEquals(1, mostAtOnce.get(), "runs never overlap");
		for (int i = 1; i < 3; i++) {
			assertTrue(runs.get(i)[0] - runs.get(i - 1)[1] >= TimeUnit.MILLISECONDS.toNanos(20),
					"the delay counts from the end of the previous run");
		}
	}
}
