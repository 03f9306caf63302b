package ovvi.product.tests;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/** The lines a running product wrote so far, for a test to await one of them. */
final class OutputLines {

	private final List<String> lines = new ArrayList<>();
	private boolean ended;

	synchronized void add(String line) {
		lines.add(line);
		notifyAll();
	}

	synchronized void end() {
		ended = true;
		notifyAll();
	}

	/** Every line written so far, to tell in a failure what the product said. */
	synchronized List<String> soFar() {
		return List.copyOf(lines);
	}

	/** The first line that matches, written already or within {@code wait}; fails when none comes. */
	synchronized String await(Pattern pattern, Duration wait) throws InterruptedException {
		long deadline = System.nanoTime() + wait.toNanos();
		for (int seen = 0;; seen++) {
			while (seen == lines.size()) {
				long left = deadline - System.nanoTime();
				if (ended || left <= 0) {
					throw new AssertionError("no line matching " + pattern + (ended ? " before the output ended" : " within " + wait)
							+ "; the lines: " + lines);
				}
				wait(Math.max(1, left / 1_000_000));
			}
			if (pattern.matcher(lines.get(seen)).matches()) {
				return lines.get(seen);
			}
		}
	}
}
