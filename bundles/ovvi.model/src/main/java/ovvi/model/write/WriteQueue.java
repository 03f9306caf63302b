package ovvi.model.write;

import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Supplier;

import ovvi.herdr.api.HerdrException;

/**
 * A session's writes, one at a time, in the order they were asked for, on one virtual thread. A
 * failed write completes its future with a {@link WriteFailure} and the next one runs. Closing
 * the queue ends every write not done yet with a cancellation, so no caller waits forever.
 */
public final class WriteQueue implements AutoCloseable {

	private final ExecutorService thread = Executors.newSingleThreadExecutor(Thread.ofVirtual().name("ovvi-writes-", 0).factory());
	private final Supplier<WriteContext> contexts;
	private final Runnable afterEach;
	private final Set<CompletableFuture<Outcome>> notDone = ConcurrentHashMap.newKeySet();

	/**
	 * @param afterEach runs after every write, done or failed: the app reads the snapshot at once
	 */
	public WriteQueue(Supplier<WriteContext> contexts, Runnable afterEach) {
		this.contexts = contexts;
		this.afterEach = afterEach;
	}

	/** Shows the write's stand-ins now and queues its calls. */
	public CompletableFuture<Outcome> submit(Write write) {
		WriteContext context = contexts.get();
		write.show(context);
		CompletableFuture<Outcome> result = new CompletableFuture<>();
		notDone.add(result);
		result.whenComplete((outcome, failure) -> notDone.remove(result));
		try {
			thread.execute(() -> run(write, context, result));
		} catch (RejectedExecutionException closed) {
			result.completeExceptionally(closedBefore(write));
		}
		return result;
	}

	private void run(Write write, WriteContext context, CompletableFuture<Outcome> result) {
		try {
			Outcome outcome = write.run(context);
			write.settle(context, outcome).whenComplete((settled, failure) -> {
				if (failure == null) {
					result.complete(settled);
				} else {
					result.completeExceptionally(failure);
				}
			});
		} catch (HerdrException e) {
			result.completeExceptionally(WriteFailure.of(context.host(), e, context.whereItGotTo()));
		} catch (RuntimeException e) {
			result.completeExceptionally(e);
		} catch (InterruptedException e) {
			result.completeExceptionally(closedBefore(write));
			Thread.currentThread().interrupt();
		} finally {
			afterEach.run();
		}
	}

	private static CancellationException closedBefore(Write write) {
		return new CancellationException("the session's connection closed before " + write.action() + " was done");
	}

	/** Stops the queue: the write that runs is interrupted, and every write not done yet is cancelled. */
	@Override
	public void close() {
		thread.shutdownNow();
		for (CompletableFuture<Outcome> write : notDone) {
			write.completeExceptionally(new CancellationException("the session's connection closed before the write was done"));
		}
	}
}
