package ovvi.herdr.exec;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** The end-of-run policy shared by local and remote runs; subclasses supply the mechanics. */
public abstract class AbstractRun implements Run {

    /** How long a terminal stream may outlive the close of its stdin. */
    static final long KILL_AFTER_END_MILLIS = 1000;
    private static final int STDERR_LINES = 50;
    /** How long an exit waits for the last of stderr. */
    private static final long STDERR_GRACE_MILLIS = 1000;

    private final RunKind kind;
    private final Deque<String> stderr = new ArrayDeque<>();
    private final CompletableFuture<Void> stderrDrained = new CompletableFuture<>();

    protected AbstractRun(RunKind kind) {
        this.kind = kind;
    }

    /** Closes the child's stdin; safe to call more than once. */
    protected abstract void closeStdin();

    /** SIGKILL to the child's own pid, never its process group. */
    protected abstract void kill();

    @Override
    public final void end() {
        closeStdin();
        if (kind.killedAfterEnd) {
            CompletableFuture.delayedExecutor(KILL_AFTER_END_MILLIS, TimeUnit.MILLISECONDS).execute(() -> {
                if (!exit().isDone()) {
                    kill();
                }
            });
        }
    }

    @Override
    public final void abort() {
        closeStdin();
        if (kind.killedOnAbort) {
            kill();
        }
    }

    @Override
    public final OptionalInt exitStatus() {
        CompletableFuture<Integer> exit = exit();
        return exit.isDone() && !exit.isCompletedExceptionally() ? OptionalInt.of(exit.join()) : OptionalInt.empty();
    }

    /** Keeps the last lines of stderr; call once, on a thread of its own. */
    protected final void drainStderr(InputStream err) {
        try (BufferedReader lines = new BufferedReader(
                new InputStreamReader(err, StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                addStderrLine(line);
            }
        } catch (IOException e) {
            addStderrLine("(stderr could not be read: " + e.getMessage() + ")");
        } finally {
            stderrDrained.complete(null);
        }
    }

    /**
     * The exit, once stderr has been read too, so that a reason written just before the exit is in
     * {@link #stderrTail()}. A daemon the command left behind may hold stderr open, hence the bound.
     */
    protected final CompletableFuture<Integer> afterStderr(CompletableFuture<Integer> ended) {
        return ended.thenCompose(status -> stderrDrained.copy()
                .completeOnTimeout(null, STDERR_GRACE_MILLIS, TimeUnit.MILLISECONDS)
                .thenApply(drained -> status));
    }

    private void addStderrLine(String line) {
        synchronized (stderr) {
            if (stderr.size() == STDERR_LINES) {
                stderr.removeFirst();
            }
            stderr.addLast(line);
        }
    }

    @Override
    public final List<String> stderrTail() {
        synchronized (stderr) {
            return List.copyOf(stderr);
        }
    }
}
