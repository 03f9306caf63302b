package ovvi.herdr.exec;

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

    private final RunKind kind;
    private final Deque<String> stderr = new ArrayDeque<>();

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
        synchronized (stderr) {
            return List.copyOf(stderr);
        }
    }
}
