package ovvi.herdr.exec;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** The end-of-run policy shared by local and remote runs; subclasses supply the mechanics. */
public abstract class AbstractRun implements Run {

    /** How long a terminal stream may outlive the close of its stdin. */
    static final long KILL_AFTER_END_MILLIS = 1000;
    private static final int STDERR_LINES = 50;
    /** How long an exited child's last stderr lines may take to arrive after its exit. */
    private static final long STDERR_GRACE_MILLIS = 1000;

    private final RunKind kind;
    private final Deque<String> stderr = new ArrayDeque<>();
    private final CompletableFuture<Void> stderrAtEnd = new CompletableFuture<>();

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

    /** The drain calls this once the child's stderr is at its end. */
    protected final void stderrEnded() {
        stderrAtEnd.complete(null);
    }

    protected final void addStderrLine(String line) {
        synchronized (stderr) {
            if (stderr.size() == STDERR_LINES) {
                stderr.removeFirst();
            }
            stderr.addLast(line);
        }
    }

    @Override
    public final List<String> stderrTail() {
        // the exit can be seen before the drain has read the last lines (herdr's reason)
        if (exit().isDone()) {
            try {
                stderrAtEnd.get(STDERR_GRACE_MILLIS, TimeUnit.MILLISECONDS);
            } catch (TimeoutException | ExecutionException stillOpen) {
                // a grandchild may hold stderr open: take what has arrived
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
            }
        }
        synchronized (stderr) {
            return List.copyOf(stderr);
        }
    }
}
