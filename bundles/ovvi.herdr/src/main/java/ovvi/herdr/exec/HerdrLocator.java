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
 * A machine that cannot be reached has given no answer: every caller gets the transport's reason,
 * and the next call asks again.
 *
 * @param <X> what a lookup throws when the shell cannot be run at all (over SSH: the host cannot be
 *        reached); this computer's shell always answers, so its locator throws no such exception
 */
public final class HerdrLocator<X extends Exception> {

	/** One login-shell lookup: herdr's absolute path, or null when the shell finds none. */
	@FunctionalInterface
	public interface Lookup<X extends Exception> {
		String find(Duration timeout) throws X, TimeoutException, InterruptedException;
	}

	/**
	 * The login shell's lookup on every machine. The second command finds a herdr that its
	 * installer put in ~/.local/bin when the shell's PATH lacks that folder.
	 */
	public static final String LOOKUP = "command -v herdr || command -v \"$HOME/.local/bin/herdr\"";

	static final Duration LOOKUP_TIMEOUT = Duration.ofSeconds(25);
	static final Duration MISSING_RETRY = Duration.ofSeconds(30);

	private final Lookup<X> lookup;
	private final Predicate<String> stillThere;
	private final LongSupplier nanoTime;

	private boolean answered;
	private String path;
	private long lastAskNanos;
	private CompletableFuture<String> inFlight;

	public HerdrLocator(Lookup<X> lookup, Predicate<String> stillThere, LongSupplier nanoTime) {
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

	/** @throws X the lookup could not run: its reason, never a missing herdr */
	public String herdr() throws X, InterruptedException {
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
			try {
				String found = lookUp();
				synchronized (this) {
					answered = true;
					path = found;
					inFlight = null;
				}
				pending.complete(found);
				return found;
			} catch (Throwable e) {
				synchronized (this) {
					inFlight = null;
				}
				pending.completeExceptionally(e);
				throw e;
			}
		}
		return awaitOthers(pending);
	}

	/** Another caller's lookup: its answer, or the same exception, so its kind (an SshException's reason) reaches every caller. */
	@SuppressWarnings("unchecked")
	private String awaitOthers(CompletableFuture<String> pending) throws X, InterruptedException {
		try {
			return pending.get();
		} catch (ExecutionException e) {
			return switch (e.getCause()) {
			// the caller running the lookup was interrupted, not this one: this one asks again
			case InterruptedException elsewhere -> herdr();
			case RuntimeException bug -> throw bug;
			case Error error -> throw error;
			// only the lookup's own X is left: find() declares nothing else
			case Throwable unreachable -> throw (X) unreachable;
			};
		}
	}

	/** herdr's path in the lookup's output: its last line, if absolute, since an rc file may print first. */
	public static String pathIn(String output) {
		String[] lines = output.strip().split("\n");
		String last = lines[lines.length - 1].strip();
		return last.startsWith("/") ? last : null;
	}

	private String lookUp() throws X, InterruptedException {
		try {
			return lookup.find(LOOKUP_TIMEOUT);
		} catch (TimeoutException e) {
			// A shell slower than 25 s is no answer: herdr counts as missing until the next ask.
			return null;
		}
	}
}
