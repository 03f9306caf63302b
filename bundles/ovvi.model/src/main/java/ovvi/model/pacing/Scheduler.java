package ovvi.model.pacing;

import java.time.Duration;

/**
 * Time as the model sees it: the real clock in the app, a hand-moved one in tests, so pacing
 * is tested exactly and without sleeps.
 */
public interface Scheduler {

	long nanoTime();

	/** Runs {@code task} once after {@code delay}; the result cancels it. */
	Cancellable after(Duration delay, Runnable task);

	interface Cancellable {
		void cancel();
	}
}
