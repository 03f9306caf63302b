package ovvi.git;

import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;

import ovvi.herdr.exec.Run;

/**
 * One Fetch, Pull or Push while it runs. It has no time limit (a network can be slow); the user
 * may cancel it instead.
 */
public final class GitSyncRun {

	/** How often the progress line is looked at while git runs: for the eye only. */
	private static final long PROGRESS_MILLIS = 250;

	private final Run run;

	GitSyncRun(Run run) {
		this.run = run;
		run.end(); // git asks nothing on stdin
		// git pull writes a diffstat to stdout; a pipe nobody reads would hold git back once full
		Thread.ofVirtual().name("ovvi-git-sync-out").start(() -> {
			try {
				run.readAll();
			} catch (IOException gone) {
				// the run ended or was aborted: nothing more to read
			}
		});
	}

	/**
	 * Waits for git's end.
	 *
	 * @param progress hears git's latest line of progress every so often while it runs
	 * @return empty when git succeeded, else why not: git's last error line
	 */
	public Optional<String> await(Consumer<String> progress) throws InterruptedException {
		while (true) {
			try {
				int exit = run.exit().get(PROGRESS_MILLIS, TimeUnit.MILLISECONDS);
				return exit == 0 ? Optional.empty() : Optional.of(errorLine(run.stderrTail(), exit));
			} catch (TimeoutException running) {
				List<String> tail = run.stderrTail();
				if (!tail.isEmpty()) {
					progress.accept(tail.getLast());
				}
			} catch (ExecutionException lost) {
				return Optional.of("git's run was lost: " + lost.getCause().getMessage());
			}
		}
	}

	/** Ends git now, as the user cancels. */
	public void cancel() {
		run.abort();
	}

	/**
	 * What to tell of a failure: git's last "fatal:" or "error:" line (a refused push ends with
	 * hints after its error), else its first line (a message without a prefix, such as a pull
	 * with no upstream, states the problem first and its advice after), else the exit status.
	 */
	static String errorLine(List<String> stderr, int exit) {
		for (String line : stderr.reversed()) {
			if (line.startsWith("fatal:") || line.startsWith("error:")) {
				return line;
			}
		}
		for (String line : stderr) {
			if (!line.isBlank()) {
				return line.strip();
			}
		}
		return "git ended with exit status " + exit;
	}
}
