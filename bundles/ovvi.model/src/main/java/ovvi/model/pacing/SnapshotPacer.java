package ovvi.model.pacing;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * When a session's snapshot is read. At most one read is in flight. An event, or the app's own
 * write, starts a read at once if none is in flight; otherwise it sets "read again", and the
 * read that ends with it set starts one more, 250 ms after the one before started at the
 * earliest, unless the app's own write asked (then at once). A read takes 20–130 ms, so it
 * batches the events that come during it, and the 250 ms keep a hundred agents' changes from
 * becoming reads back to back. The health check reads every 30 s, so a missed event is caught.
 *
 * <p>A write that must see herdr's state now asks for {@link #fresh()}: a read like any other, so
 * reads stay one at a time and are applied in the order they started.
 *
 * @param <T> what a read gives (the snapshot)
 */
public final class SnapshotPacer<T> {

	public static final Duration SPACING = Duration.ofMillis(250);
	public static final Duration HEALTH = Duration.ofSeconds(30);

	private final Scheduler scheduler;
	private final Executor reads;
	private final Callable<T> read;

	private boolean inFlight;
	private boolean readAgain;
	private boolean ownWriteAsked;
	private long lastStart;
	private Scheduler.Cancellable spaced;
	private Scheduler.Cancellable health;
	private boolean stopped;
	/** Callers of {@link #fresh()} waiting for a read that starts after they asked. */
	private List<CompletableFuture<T>> waitingForNext = new ArrayList<>();

	/**
	 * @param reads where a read runs (virtual threads in the app)
	 * @param read one blocking snapshot read; it reports its own failures, and throws them for
	 *        {@link #fresh()}'s callers
	 */
	public SnapshotPacer(Scheduler scheduler, Executor reads, Callable<T> read) {
		this.scheduler = scheduler;
		this.reads = reads;
		this.read = read;
	}

	/** Something changed in herdr (an event line, a reopened stream). */
	public synchronized void event() {
		request(false);
	}

	/** The app's own write ended: its result is read at once. */
	public synchronized void ownWrite() {
		request(true);
	}

	/**
	 * The result of a read that starts after this call: at once when none is in flight, else
	 * right after the one in flight (which may not have seen what the caller just did).
	 */
	public synchronized CompletableFuture<T> fresh() {
		CompletableFuture<T> result = new CompletableFuture<>();
		if (stopped) {
			result.completeExceptionally(new CancellationException("the session's connection is closed"));
			return result;
		}
		waitingForNext.add(result);
		request(true);
		return result;
	}

	/** Starts the 30 s health reads. */
	public synchronized void startHealthCheck() {
		if (health == null && !stopped) {
			health = scheduler.after(HEALTH, this::healthRead);
		}
	}

	/** No more reads; callers still waiting for one get a cancellation. */
	public synchronized void stop() {
		stopped = true;
		if (health != null) {
			health.cancel();
		}
		if (spaced != null) {
			spaced.cancel();
		}
		waitingForNext.forEach(waiter -> waiter.completeExceptionally(new CancellationException("the session's connection is closed")));
		waitingForNext.clear();
	}

	private synchronized void healthRead() {
		if (stopped) {
			return;
		}
		health = scheduler.after(HEALTH, this::healthRead);
		request(false);
	}

	private void request(boolean ownWrite) {
		if (stopped) {
			return;
		}
		if (inFlight) {
			readAgain = true;
			ownWriteAsked |= ownWrite;
		} else if (spaced == null) {
			start();
		} else if (ownWrite) {
			spaced.cancel();
			spaced = null;
			start();
		}
	}

	private void start() {
		inFlight = true;
		lastStart = scheduler.nanoTime();
		List<CompletableFuture<T>> waiters = waitingForNext;
		waitingForNext = new ArrayList<>();
		reads.execute(() -> {
			try {
				T value = read.call();
				waiters.forEach(waiter -> waiter.complete(value));
			} catch (Exception e) {
				waiters.forEach(waiter -> waiter.completeExceptionally(e));
			} finally {
				finished();
			}
		});
	}

	private synchronized void finished() {
		inFlight = false;
		if (!readAgain || stopped) {
			return;
		}
		readAgain = false;
		boolean own = ownWriteAsked;
		ownWriteAsked = false;
		long wait = lastStart + SPACING.toNanos() - scheduler.nanoTime();
		if (own || wait <= 0) {
			start();
		} else {
			spaced = scheduler.after(Duration.ofNanos(wait), this::due);
		}
	}

	private synchronized void due() {
		spaced = null;
		if (!inFlight && !stopped) {
			start();
		}
	}
}
