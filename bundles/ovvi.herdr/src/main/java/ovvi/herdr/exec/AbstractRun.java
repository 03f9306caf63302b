package ovvi.herdr.exec;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * What local and remote runs share: their streams and the end-of-run policy. Subclasses supply
 * the exit and the kill.
 */
public abstract class AbstractRun implements Run {

	/** How long a terminal stream may outlive the close of its stdin. */
	static final long KILL_AFTER_END_MILLIS = 1000;
	private static final int STDERR_LINES = 50;
	/** How long an exit waits for the last of stderr. */
	private static final long STDERR_GRACE_MILLIS = 1000;

	private static final AtomicLong RUNS = new AtomicLong();

	private final RunKind kind;
	private final Deque<String> stderr = new ArrayDeque<>();
	private final List<Consumer<String>> stderrListeners = new CopyOnWriteArrayList<>();
	private final CompletableFuture<Void> stderrDrained = new CompletableFuture<>();
	private BufferedReader stdout;
	private OutputStream stdin;

	protected AbstractRun(RunKind kind) {
		this.kind = kind;
	}

	/**
	 * Takes the child's streams. Its stdout and stderr are read from their pipes by platform
	 * threads ({@link PipeReaders} says why), so callers may read on virtual threads.
	 * Called once, before the run is handed out.
	 */
	protected final void attach(InputStream out, InputStream err, OutputStream in) {
		String name = "ovvi-run-" + RUNS.incrementAndGet();
		this.stdout = new BufferedReader(new InputStreamReader(new PumpedInputStream(out, name + "-out"),
				StandardCharsets.UTF_8));
		this.stdin = in;
		PipeReaders.start(name + "-err", () -> drainStderr(err));
	}

	/** SIGKILL to the child's own pid, never its process group (remote: the channel closes). */
	protected abstract void kill();

	@Override
	public final String readLine() throws IOException {
		return stdout.readLine();
	}

	@Override
	public final String readAll() throws IOException {
		StringBuilder all = new StringBuilder();
		char[] buffer = new char[8192];
		for (int n = stdout.read(buffer); n >= 0; n = stdout.read(buffer)) {
			all.append(buffer, 0, n);
		}
		return all.toString();
	}

	@Override
	public final void write(String text) throws IOException {
		synchronized (stdin) {
			stdin.write(text.getBytes(StandardCharsets.UTF_8));
			stdin.flush();
		}
	}

	private void closeStdin() {
		try {
			stdin.close();
		} catch (IOException e) {
			// The child has gone and its pipe with it: its stdin is as closed as it gets.
		}
	}

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

	private void drainStderr(InputStream err) {
		try (BufferedReader lines = new BufferedReader(new InputStreamReader(err, StandardCharsets.UTF_8))) {
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
		stderrListeners.forEach(listener -> listener.accept(line));
	}

	@Override
	public final void onStderrLine(Consumer<String> listener) {
		stderrListeners.add(listener);
	}

	@Override
	public final List<String> stderrTail() {
		synchronized (stderr) {
			return List.copyOf(stderr);
		}
	}
}
