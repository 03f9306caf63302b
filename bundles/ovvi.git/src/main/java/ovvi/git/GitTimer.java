package ovvi.git;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The one timer thread of a machine's git work. Once the machine is closed nothing more is
 * scheduled: a rev-parse or a watch that ends after the close asks for nothing.
 */
final class GitTimer implements AutoCloseable {

	/** A scheduled task, to cancel. */
	interface Task {
		void cancel();
	}

	private static final Task NONE = () -> {};

	private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(
			Thread.ofPlatform().daemon().name("ovvi-git-timer").factory());

	Task after(Duration delay, Runnable task) {
		try {
			return cancelling(timer.schedule(task, delay.toMillis(), TimeUnit.MILLISECONDS));
		} catch (RejectedExecutionException closed) {
			return NONE;
		}
	}

	Task every(Duration period, Runnable task) {
		try {
			long millis = period.toMillis();
			return cancelling(timer.scheduleAtFixedRate(task, millis, millis, TimeUnit.MILLISECONDS));
		} catch (RejectedExecutionException closed) {
			return NONE;
		}
	}

	private static Task cancelling(Future<?> future) {
		return () -> future.cancel(false);
	}

	@Override
	public void close() {
		timer.shutdownNow();
	}
}
