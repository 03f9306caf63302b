package ovvi.herdr.exec;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeoutException;
import java.util.function.LongSupplier;
import java.util.function.Predicate;

/**
 * Where herdr is on one machine, as its login shell says. herdr installs to ~/.local/bin, which
 * only the user's shell config puts on PATH, so only that shell can tell.
 *
 * <p>One lookup runs at a time and every caller waits for it. A machine without herdr (or whose
 * herdr file is gone) is asked again at most every 30 s, so a herdr installed later is found.
 */
public final class HerdrLocator {

    /** One login-shell lookup: herdr's absolute path, or null when the shell finds none. */
    @FunctionalInterface
    public interface Lookup {
        String find(Duration timeout) throws TimeoutException, InterruptedException;
    }

    static final Duration LOOKUP_TIMEOUT = Duration.ofSeconds(25);
    static final Duration MISSING_RETRY = Duration.ofSeconds(30);

    private final Lookup lookup;
    private final Predicate<String> stillThere;
    private final LongSupplier nanoTime;

    private boolean answered;
    private String path;
    private long lastAskNanos;
    private CompletableFuture<String> inFlight;

    public HerdrLocator(Lookup lookup, Predicate<String> stillThere, LongSupplier nanoTime) {
        this.lookup = lookup;
        this.stillThere = stillThere;
        this.nanoTime = nanoTime;
    }

    /** Records the answer of a lookup made elsewhere (this computer's start-up shell run). */
    public synchronized void answered(String herdrPath) {
        answered = true;
        path = herdrPath;
        lastAskNanos = nanoTime.getAsLong();
    }

    public synchronized void forget() {
        answered = false;
        path = null;
    }

    public String herdr() throws InterruptedException {
        CompletableFuture<String> pending;
        boolean mine = false;
        synchronized (this) {
            if (inFlight != null) {
                pending = inFlight;
            } else if (answered && path != null && stillThere.test(path)) {
                return path;
            } else if (answered && nanoTime.getAsLong() - lastAskNanos < MISSING_RETRY.toNanos()) {
                return null;
            } else {
                pending = inFlight = new CompletableFuture<>();
                lastAskNanos = nanoTime.getAsLong();
                mine = true;
            }
        }
        if (mine) {
            String found = null;
            try {
                found = lookup.find(LOOKUP_TIMEOUT);
            } catch (TimeoutException e) {
                // A shell slower than 25 s is no answer: herdr counts as missing until the next ask.
            } finally {
                synchronized (this) {
                    answered = true;
                    path = found;
                    inFlight = null;
                }
                pending.complete(found);
            }
            return found;
        }
        try {
            return pending.get();
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        }
    }
}
