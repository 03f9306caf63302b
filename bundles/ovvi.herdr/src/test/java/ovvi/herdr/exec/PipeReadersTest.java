package ovvi.herdr.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

/**
 * A run's pipes are read by platform threads, so that virtual threads waiting for a child's
 * output park instead of holding a carrier in a native read: a handful of long-lived streams
 * would otherwise stop every other virtual thread on a 2-core machine.
 */
class PipeReadersTest {

	@Test
	void aVirtualThreadWaitingForAChildsOutputIsParkedNotBlockedOnThePipe() throws Exception {
		ProcessRun run = new ProcessRun(RunKind.COMMAND, new ProcessBuilder("sleep", "600").start());
		try {
			Thread reader = Thread.ofVirtual().start(() -> {
				try {
					run.readLine();
				} catch (java.io.IOException ended) {
					// the child was killed
				}
			});
			long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
			while (reader.getState() != Thread.State.WAITING && System.nanoTime() < deadline) {
				Thread.onSpinWait();
			}
			assertEquals(Thread.State.WAITING, reader.getState(), "parked on the run's queue, not in a read of the pipe");

			List<Thread> pipeReaders = Thread.getAllStackTraces().keySet().stream()
					.filter(t -> t.getName().startsWith("ovvi-run-")).toList();
			assertFalse(pipeReaders.isEmpty());
			assertTrue(pipeReaders.stream().noneMatch(Thread::isVirtual), pipeReaders::toString);
			assertTrue(pipeReaders.stream().allMatch(Thread::isDaemon), pipeReaders::toString);
		} finally {
			run.abort();
		}
	}

	@Test
	void theChildsOutputArrivesWholeAndThenTheEnd() throws Exception {
		// about 350 KB: many times the pipe's and the queue's capacity
		String numbers = java.util.stream.IntStream.rangeClosed(1, 60_000).mapToObj(Integer::toString)
				.collect(java.util.stream.Collectors.joining("\n", "", "\n"));
		ProcessRun run = new ProcessRun(RunKind.COMMAND, new ProcessBuilder("seq", "1", "60000").start());
		assertEquals(numbers, run.readAll());
		assertEquals(null, run.readLine());
		assertEquals(0, run.exit().get(10, TimeUnit.SECONDS));
	}
}
