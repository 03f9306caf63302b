package ovvi.model.pacing;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** A clock the test moves by hand; due tasks run on the test's thread as it moves. */
public final class ManualScheduler implements Scheduler {

	private long now;
	private final List<Task> tasks = new ArrayList<>();

	private final class Task implements Cancellable {
		final long due;
		final Runnable run;

		Task(long due, Runnable run) {
			this.due = due;
			this.run = run;
		}

		@Override
		public void cancel() {
			tasks.remove(this);
		}
	}

	@Override
	public long nanoTime() {
		return now;
	}

	@Override
	public Cancellable after(Duration delay, Runnable task) {
		Task scheduled = new Task(now + delay.toNanos(), task);
		tasks.add(scheduled);
		return scheduled;
	}

	public void advance(Duration by) {
		long until = now + by.toNanos();
		while (true) {
			Task next = tasks.stream().filter(t -> t.due <= until).min(Comparator.comparingLong(t -> t.due)).orElse(null);
			if (next == null) {
				break;
			}
			tasks.remove(next);
			now = next.due;
			next.run.run();
		}
		now = until;
	}

	long millis() {
		return now / 1_000_000;
	}
}
