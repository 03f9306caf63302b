package ovvi.model.write;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;

import ovvi.herdr.api.HerdrException;

/**
 * A session's writes, one at a time, in the order they were asked for, on one virtual thread. A
 * failed write completes its future with a {@link WriteFailure} and the next one runs.
 */
public final class WriteQueue implements AutoCloseable {

    private final ExecutorService thread = Executors.newSingleThreadExecutor(Thread.ofVirtual().name("ovvi-writes-", 0).factory());
    private final Supplier<WriteContext> contexts;
    private final Runnable afterEach;

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
        thread.execute(() -> {
            try {
                result.complete(write.run(context));
            } catch (HerdrException e) {
                result.completeExceptionally(WriteFailure.of(context.host(), e, context.whereItGotTo()));
            } catch (RuntimeException e) {
                result.completeExceptionally(e);
            } catch (InterruptedException e) {
                result.cancel(false);
                Thread.currentThread().interrupt();
            } finally {
                afterEach.run();
            }
        });
        return result;
    }

    @Override
    public void close() {
        thread.shutdownNow();
    }
}
