package ovvi.model.pacing;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/** The real clock: one daemon timer thread that hands each task to a virtual thread. */
public final class SystemScheduler implements Scheduler {

	public static final SystemScheduler INSTANCE = new SystemScheduler();

	private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(task -> {
		Thread thread = new Thread(task, "ovvi-model-timer");
		thread.setDaemon(true);
		return thread;
	});

	private SystemScheduler() {
	}

	@Override
	public long nanoTime() {
		return System.nanoTime();
	}

	@Override
	public Cancellable after(Duration delay, Runnable task) {
		ScheduledFuture<?> future = timer.schedule(() -> Thread.ofVirtual().start(task), delay.toNanos(), TimeUnit.NANOSECONDS);
		return () -> future.cancel(false);
	}
}
