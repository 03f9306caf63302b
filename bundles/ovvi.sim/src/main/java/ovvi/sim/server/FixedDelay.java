package ovvi.sim.server;

import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Runs a task again a fixed delay after its previous run ended, so runs never overlap however long
 * one takes. Each run is on a virtual thread: the shared timer (connection deadlines, saves) never
 * waits for a slow one. It stops once the timer is shut down.
 */
final class FixedDelay {

	private final ScheduledExecutorService timer;
	private final long delayMs;
	private final Runnable task;

	private FixedDelay(ScheduledExecutorService timer, long delayMs, Runnable task) {
		this.timer = timer;
		this.delayMs = delayMs;
		this.task = task;
	}

	static void start(ScheduledExecutorService timer, long delayMs, Runnable task) {
		new FixedDelay(timer, delayMs, task).scheduleNext();
	}

	private void scheduleNext() {
		try {
			timer.schedule(() -> Thread.ofVirtual().start(this::runThenScheduleNext), delayMs, TimeUnit.MILLISECONDS);
		} catch (RejectedExecutionException stopped) {
			// the server run stopped: no more runs
		}
	}

	private void runThenScheduleNext() {
		try {
			task.run();
		} finally {
			scheduleNext();
		}
	}
}
