package ovvi.herdr.api;

import java.time.Duration;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/** One daemon thread that fires the timeouts of every request; a fired timeout only closes a connection. */
final class Timers {

	private static final ScheduledThreadPoolExecutor TIMER = new ScheduledThreadPoolExecutor(1, runnable -> {
		Thread thread = new Thread(runnable, "ovvi-herdr-timeouts");
		thread.setDaemon(true);
		return thread;
	});

	static {
		TIMER.setRemoveOnCancelPolicy(true);
	}

	private Timers() {
	}

	static ScheduledFuture<?> after(Duration delay, Runnable action) {
		return TIMER.schedule(action, delay.toNanos(), TimeUnit.NANOSECONDS);
	}
}
