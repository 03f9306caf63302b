package ovvi.model.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import ovvi.model.HostConnection;
import ovvi.model.write.TypeIntoPane;

/**
 * The user's writes: numbered lines typed into a few panes through the model's write queue
 * (pane.send_input with Enter, as Insert Path and Go to Directory do), one pane after the other.
 * Each pane runs {@code tee -a ‹file›}, restored with the pane after a restart, so what reached it
 * survives herdr's death. A line is {@code soak ‹write›.‹attempt›}: a write the client reports
 * as failed is typed again as its next attempt, until one is reported done.
 */
final class SoakWrites {

	private static final Pattern LINE = Pattern.compile("soak (\\d+)\\.(\\d+)");
	/** The user's pace: a line every quarter second, and half a second before typing a failed one again. */
	private static final long PACE_MS = 250;
	private static final long RETRY_MS = 500;

	private final HostConnection connection;
	private final List<String> panes;
	private final List<Path> files;
	private final long startNanos;
	/** The attempt reported done of each write, in order; its pane is write % panes. */
	private final List<Integer> doneAttempt = new ArrayList<>();
	private final List<Long> doneAtNanos = new ArrayList<>();
	private final Map<String, Integer> failedAttempts = new HashMap<>();
	private final Map<String, Integer> failureReasons = new HashMap<>();
	private volatile boolean stop;
	private Thread typist;

	SoakWrites(HostConnection connection, List<String> panes, List<Path> files, long startNanos) {
		this.connection = connection;
		this.panes = panes;
		this.files = files;
		this.startNanos = startNanos;
	}

	void start() {
		typist = Thread.ofVirtual().name("soak-writes").start(this::typeUntilStopped);
	}

	private void typeUntilStopped() {
		try {
			for (int write = 0; !stop; write++) {
				String pane = panes.get(write % panes.size());
				for (int attempt = 1;; attempt++) {
					if (typed(pane, write, attempt)) {
						synchronized (this) {
							doneAttempt.add(attempt);
							doneAtNanos.add(System.nanoTime());
						}
						break;
					}
					synchronized (this) {
						failedAttempts.merge(write + "." + attempt, 1, Integer::sum);
					}
					Thread.sleep(RETRY_MS);
				}
				Thread.sleep(PACE_MS);
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}

	/** Waits for the client's own answer (its calls have their timeouts); 10 minutes only keep a stuck run from hanging. */
	private boolean typed(String pane, int write, int attempt) throws InterruptedException {
		try {
			connection.submit(new TypeIntoPane("Soak write", pane, "soak " + write + "." + attempt, true, false)).get(10, TimeUnit.MINUTES);
			return true;
		} catch (ExecutionException failed) {
			Throwable cause = failed.getCause();
			String reason = cause.getClass().getSimpleName() + ": " + String.valueOf(cause.getMessage());
			synchronized (this) {
				failureReasons.merge(reason.length() > 140 ? reason.substring(0, 140) + "…" : reason, 1, Integer::sum);
			}
			return false;
		} catch (TimeoutException stuck) {
			synchronized (this) {
				failureReasons.merge("no answer from the client within 10 minutes", 1, Integer::sum);
			}
			return false;
		}
	}

	/** Why attempts failed, as the client said, with how often. */
	synchronized Map<String, Integer> failureReasons() {
		return new TreeMap<>(failureReasons);
	}

	/** Stops after the write being typed is reported done. */
	void stop() throws InterruptedException {
		stop = true;
		typist.join();
	}

	synchronized int written() {
		return doneAttempt.size();
	}

	synchronized int failedAttempts() {
		return failedAttempts.size();
	}

	/** The tag each pane's file must end with once everything arrived, or null for a pane not written. */
	synchronized String lastTag(int pane) {
		for (int write = doneAttempt.size() - 1; write >= 0; write--) {
			if (write % panes.size() == pane) {
				return "soak " + write + "." + doneAttempt.get(write);
			}
		}
		return null;
	}

	/** Counts each line of the files against what the client reported. */
	synchronized Count count(List<Long> disruptionsNanos) throws IOException {
		Map<String, Integer> seen = new HashMap<>();
		int garbled = 0;
		for (Path file : files) {
			for (String line : Files.readAllLines(file)) {
				Matcher m = LINE.matcher(line.strip());
				if (m.matches()) {
					seen.merge(m.group(1) + "." + m.group(2), 1, Integer::sum);
				} else if (!line.isBlank()) {
					garbled++;
				}
			}
		}
		List<String> lost = new ArrayList<>();
		int doubled = 0;
		for (int write = 0; write < doneAttempt.size(); write++) {
			int times = seen.getOrDefault(write + "." + doneAttempt.get(write), 0);
			if (times == 0) {
				lost.add(describeLost(write, disruptionsNanos));
			} else if (times > 1) {
				doubled++;
			}
		}
		int failedArrived = 0;
		for (String attempt : failedAttempts.keySet()) {
			int times = seen.getOrDefault(attempt, 0);
			failedArrived += times > 0 ? 1 : 0;
			doubled += times > 1 ? 1 : 0;
		}
		return new Count(doneAttempt.size(), failedAttempts.size(), lost, doubled, failedArrived, garbled);
	}

	/** A lost write with when it was reported done, and how long after the disruption before it. */
	private String describeLost(int write, List<Long> disruptionsNanos) {
		long at = doneAtNanos.get(write);
		long before = disruptionsNanos.stream().filter(d -> d <= at).max(Long::compare).orElse(startNanos);
		long after = disruptionsNanos.stream().filter(d -> d > at).min(Long::compare).orElse(Long.MAX_VALUE);
		return String.format("write %d (done at %.1f s, %.1f s after the disruption before it, %s before the next)", write,
				(at - startNanos) / 1e9, (at - before) / 1e9, after == Long.MAX_VALUE ? "none" : String.format("%.3f s", (after - at) / 1e9));
	}

	/**
	 * @param written writes reported done; @param failedAttempts attempts reported failed (typed again);
	 * @param lost done writes whose line is in no file; @param doubled lines found more than once;
	 * @param failedArrived failed attempts whose line arrived all the same; @param garbled lines that are no tag
	 */
	record Count(int written, int failedAttempts, List<String> lost, int doubled, int failedArrived, int garbled) {
	}
}
