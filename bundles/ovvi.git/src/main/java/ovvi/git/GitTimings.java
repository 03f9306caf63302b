package ovvi.git;

import java.time.Duration;

/**
 * The clock of git status. Tests shorten it; the app uses {@link #STANDARD}.
 *
 * @param watchCheck how often the watch compares the lstat of git's files
 * @param readEvery  how often every space is read, which also covers what no watch sees
 * @param watchRetry how long after a watch ended, or found no repository, it starts again
 * @param runLimit   how long one git run may take before it is ended
 */
public record GitTimings(Duration watchCheck, Duration readEvery, Duration watchRetry, Duration runLimit) {

	public static final GitTimings STANDARD = new GitTimings(
			Duration.ofSeconds(2), Duration.ofSeconds(60), Duration.ofSeconds(60), Duration.ofSeconds(5));

	public GitTimings {
		for (Duration duration : new Duration[] { watchCheck, readEvery, watchRetry, runLimit }) {
			if (duration.isNegative() || duration.isZero()) {
				throw new IllegalArgumentException("every git timing must be positive: " + duration);
			}
		}
	}
}
