package ovvi.ui.tests;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * Where the UI thread is while it is late: every 5 ms, once the last heartbeat is over 50 ms
 * old, the UI thread's stack is sampled, and the deepest frames of Ovvi's, TM's or SWT's widgets
 * code on it are counted (below them lie only the JDK and SWT's native calls). A benchmark's look
 * inside, printed, never asserted.
 */
final class StallSampler implements AutoCloseable {

	private static final long LATE_NANOS = 50_000_000L;
	private static final long EVERY_NANOS = 5_000_000L;
	private static final int FRAMES_KEPT = 7;

	private final Thread ui;
	private final AtomicLong lastBeat;
	private final Map<String, Integer> samples = new ConcurrentHashMap<>();
	private volatile boolean sampling = true;
	private final Thread sampler;

	StallSampler(Thread ui, AtomicLong lastBeat) {
		this.ui = ui;
		this.lastBeat = lastBeat;
		sampler = Thread.ofPlatform().daemon().name("stall-sampler").start(this::sample);
	}

	private void sample() {
		while (sampling) {
			LockSupport.parkNanos(EVERY_NANOS);
			if (System.nanoTime() - lastBeat.get() > LATE_NANOS) {
				samples.merge(where(ui.getStackTrace()), 1, Integer::sum);
			}
		}
	}

	/** The first few frames that are not the JDK's or SWT's internals, innermost first. */
	private static String where(StackTraceElement[] stack) {
		List<String> frames = java.util.Arrays.stream(stack).filter(frame -> !frame.getClassName().startsWith("java.")
				&& !frame.getClassName().startsWith("jdk.") && !frame.getClassName().startsWith("sun.")
				&& !frame.getClassName().startsWith("org.eclipse.swt.internal.")).limit(FRAMES_KEPT)
				.map(frame -> frame.getClassName().replaceFirst(".*\\.", "") + "." + frame.getMethodName() + ":"
						+ frame.getLineNumber())
				.toList();
		String innermost = stack.length == 0 ? "?" : stack[0].getClassName().replaceFirst(".*\\.", "") + "." + stack[0].getMethodName();
		return innermost + " < " + String.join(" < ", frames);
	}

	/** The most sampled places, each with its share of the late samples. */
	List<String> top(int count) {
		int total = samples.values().stream().mapToInt(Integer::intValue).sum();
		return samples.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue(Comparator.reverseOrder()))
				.limit(count).map(entry -> String.format("%3d%% %s", entry.getValue() * 100 / Math.max(1, total), entry.getKey()))
				.toList();
	}

	int total() {
		return samples.values().stream().mapToInt(Integer::intValue).sum();
	}

	@Override
	public void close() throws InterruptedException {
		sampling = false;
		sampler.join();
	}
}
