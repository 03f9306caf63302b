package ovvi.git;

/**
 * How one git command of the user's ended.
 *
 * @param exit git's exit status
 * @param stdout everything it printed, as it printed it (NUL separators of -z kept)
 * @param stderr the last lines of its errors, joined
 */
public record GitResult(int exit, String stdout, String stderr) {

	public boolean ok() {
		return exit == 0;
	}

	/**
	 * What git said of a failure: its last "fatal:" or "error:" line ({@link GitSyncRun#errorLine}),
	 * else what it printed (a commit with nothing to commit says so on stdout).
	 */
	public String reason() {
		if (!stderr.isBlank()) {
			return GitSyncRun.errorLine(stderr.lines().toList(), exit);
		}
		return stdout.isBlank() ? "git ended with exit status " + exit : stdout.strip();
	}
}
