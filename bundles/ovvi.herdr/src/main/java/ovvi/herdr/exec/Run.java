package ovvi.herdr.exec;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;

/** One running command: its stdout as lines, a writer to its stdin, and its exit. */
public interface Run {

	/** The next line of stdout, or null at its end. Blocks. */
	String readLine() throws IOException;

	/** The rest of stdout as it is, to its end. Blocks. */
	String readAll() throws IOException;

	/**
	 * The rest of stdout, if it ends within the time. A run that takes longer, or whose caller is
	 * interrupted while waiting, is aborted ({@link #abort()}).
	 */
	default String readAllWithin(Duration timeout) throws IOException, TimeoutException, InterruptedException {
		Future<String> reader = VirtualThreads.EXECUTOR.submit(this::readAll);
		try {
			return reader.get(timeout.toNanos(), TimeUnit.NANOSECONDS);
		} catch (ExecutionException e) {
			throw e.getCause() instanceof IOException broken ? broken : new IOException(e.getCause());
		} catch (TimeoutException | InterruptedException e) {
			abort();
			throw e;
		}
	}

	/** Writes text to stdin and flushes it. */
	void write(String text) throws IOException;

	/** Writes one line to stdin and flushes it. */
	default void writeLine(String line) throws IOException {
		write(line + "\n");
	}

	/** Completes with the exit status when the command has ended (-1 when killed or unknown). */
	CompletableFuture<Integer> exit();

	/** The exit status if the command has ended. */
	OptionalInt exitStatus();

	/** The last lines the command wrote to stderr. */
	List<String> stderrTail();

	/** Hears each line the command writes to stderr from now on, on the thread that reads it. */
	void onStderrLine(Consumer<String> listener);

	/**
	 * Ends the run by closing its stdin. A terminal stream still running about a second later is
	 * killed by its pid.
	 */
	void end();

	/**
	 * The stream dropped or the caller timed out: kills at once, except a run inside the follower
	 * wrapper, which only has its stdin closed.
	 */
	void abort();

	/** Waits for the exit; returns false if it did not come in time. */
	default boolean awaitExit(Duration timeout) throws InterruptedException {
		try {
			exit().get(timeout.toMillis(), TimeUnit.MILLISECONDS);
			return true;
		} catch (TimeoutException e) {
			return false;
		} catch (ExecutionException e) {
			return true;
		}
	}
}
