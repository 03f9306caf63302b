package ovvi.model.pacing;

import java.time.Duration;
import java.util.concurrent.Executor;

/**
 * When a session's snapshot is read. At most one read is in flight. An event, or the app's own
 * write, starts a read at once if none is in flight; otherwise it sets "read again", and the
 * read that ends with it set starts one more, 250 ms after the one before started at the
 * earliest, unless the app's own write asked (then at once). A read takes 20–130 ms, so it
 * batches the events that come during it, and the 250 ms keep a hundred agents' changes from
 * becoming reads back to back. The health check reads every 30 s, so a missed event is caught.
 */
public final class SnapshotPacer {

    public static final Duration SPACING = Duration.ofMillis(250);
    public static final Duration HEALTH = Duration.ofSeconds(30);

    private final Scheduler scheduler;
    private final Executor reads;
    private final Runnable read;

    private boolean inFlight;
    private boolean readAgain;
    private boolean ownWriteAsked;
    private long lastStart;
    private Scheduler.Cancellable waiting;
    private Scheduler.Cancellable health;
    private boolean stopped;

    /**
     * @param reads where a read runs (virtual threads in the app)
     * @param read one blocking snapshot read; its failures are its own to report
     */
    public SnapshotPacer(Scheduler scheduler, Executor reads, Runnable read) {
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

    /** Starts the 30 s health reads. */
    public synchronized void startHealthCheck() {
        if (health == null && !stopped) {
            health = scheduler.after(HEALTH, this::healthRead);
        }
    }

    public synchronized void stop() {
        stopped = true;
        if (health != null) {
            health.cancel();
        }
        if (waiting != null) {
            waiting.cancel();
        }
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
        } else if (waiting == null) {
            start();
        } else if (ownWrite) {
            waiting.cancel();
            waiting = null;
            start();
        }
    }

    private void start() {
        inFlight = true;
        lastStart = scheduler.nanoTime();
        reads.execute(() -> {
            try {
                read.run();
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
            waiting = scheduler.after(Duration.ofNanos(wait), this::due);
        }
    }

    private synchronized void due() {
        waiting = null;
        if (!inFlight && !stopped) {
            start();
        }
    }
}
