package ovvi.git;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;
import ovvi.herdr.exec.Run;

/**
 * Runs git on one machine with a time limit, a few at a time: an SSH connection serves only so
 * many sessions at once (sshd's MaxSessions is 10), and fifty spaces read together would take them all.
 */
final class GitRuns {

	/** What sh says when a remote machine has no git on its PATH. */
	private static final int COMMAND_NOT_FOUND = 127;
	static final int AT_ONCE = 4;

	private final Exec exec;
	private final Duration limit;
	private final Semaphore slots = new Semaphore(AT_ONCE, true);
	private final Executor readers = command -> Thread.ofVirtual().name("ovvi-git-read").start(command);
	/** Whether the last run that told found no git; until a probe finds one, nothing else runs. */
	private volatile boolean missing;
	/** A remote machine's git, as its login shell named it; null until asked, and again when it is gone. */
	private volatile String remoteGit;

	GitRuns(Exec exec, Duration limit) {
		this.exec = exec;
		this.limit = limit;
	}

	/** Whether the last run found no git on the machine. */
	boolean gitMissing() {
		return missing;
	}

	/** Runs git, unless it is known to be missing: then only a probe runs, so a machine without git is asked seldom. */
	GitOutput run(List<String> argv, boolean probe) throws InterruptedException {
		slots.acquire();
		try {
			if (missing && !probe) {
				return new GitOutput.GitMissing();
			}
			GitOutput output = exec.isRemote() ? runRemote(argv) : runNow(argv);
			if (output instanceof GitOutput.GitMissing) {
				missing = true;
			} else if (!(output instanceof GitOutput.Failed)) {
				missing = false;
			}
			return output;
		} finally {
			slots.release();
		}
	}

	/** On a remote machine git runs by the path its login shell gives, asked once. */
	private GitOutput runRemote(List<String> argv) throws InterruptedException {
		GitOutput lookup = remoteGit();
		if (!(lookup instanceof GitOutput.Ended(int found, String git))) {
			return lookup;
		}
		List<String> command = new ArrayList<>(argv);
		command.set(0, git);
		GitOutput output = runNow(command);
		if (output instanceof GitOutput.GitMissing) {
			remoteGit = null; // moved or removed: the next probe asks the login shell again
		}
		return output;
	}

	/**
	 * A remote machine's git as its login shell names it, asked once: {@code Ended(0, path)}, or
	 * why there is none (no git, a dropped connection, a slow shell).
	 */
	private GitOutput remoteGit() throws InterruptedException {
		String git = remoteGit;
		if (git != null) {
			return new GitOutput.Ended(0, git);
		}
		GitOutput answer = runNow(GitCommands.REMOTE_LOOKUP);
		if (!(answer instanceof GitOutput.Ended(int exit, String stdout))) {
			return answer;
		}
		git = lastAbsoluteLine(stdout);
		if (git == null) {
			return new GitOutput.GitMissing();
		}
		remoteGit = git;
		return new GitOutput.Ended(0, git);
	}

	/**
	 * Starts a git run the user asked for (Fetch, Pull, Push): no time limit and no slot of the
	 * status runs, since the network may take minutes; the caller waits for it or aborts it.
	 *
	 * @throws GitMissingException the machine has no git
	 * @throws ExecException git could not start; the message says why
	 */
	Run start(List<String> argv) throws ExecException, InterruptedException {
		List<String> command = new ArrayList<>(argv);
		if (exec.isRemote()) {
			GitOutput git = remoteGit();
			if (git instanceof GitOutput.GitMissing) {
				throw new GitMissingException(exec.target());
			}
			if (!(git instanceof GitOutput.Ended(int found, String path))) {
				throw new ExecException("git's path could not be asked on " + exec.target());
			}
			command.set(0, path);
		}
		return exec.run(GitCommands.withoutPrompts(command));
	}

	/** An rc file may print before the answer, so only the last line counts, and only an absolute path. */
	private static String lastAbsoluteLine(String output) {
		String[] lines = output.strip().split("\n");
		String last = lines[lines.length - 1].strip();
		return last.startsWith("/") ? last : null;
	}

	private GitOutput runNow(List<String> argv) throws InterruptedException {
		Run run;
		try {
			run = exec.run(argv);
		} catch (IllegalArgumentException e) {
			// a root holding a NUL byte is no folder: nothing was started
			return new GitOutput.Failed();
		} catch (ExecException e) {
			// This computer looks git up on the PATH before anything starts; a remote failure to
			// start is the connection's.
			return exec.isRemote() ? new GitOutput.Failed() : new GitOutput.GitMissing();
		}
		run.end();
		long deadline = System.nanoTime() + limit.toNanos();
		CompletableFuture<String> stdout = CompletableFuture.supplyAsync(() -> {
			try {
				return run.readAll();
			} catch (IOException e) {
				throw new java.io.UncheckedIOException(e);
			}
		}, readers);
		try {
			String output = stdout.get(remaining(deadline), TimeUnit.NANOSECONDS);
			int exit = run.exit().get(remaining(deadline), TimeUnit.NANOSECONDS);
			if (exit == COMMAND_NOT_FOUND && exec.isRemote()) {
				return new GitOutput.GitMissing();
			}
			return new GitOutput.Ended(exit, output);
		} catch (TimeoutException e) {
			run.abort();
			return new GitOutput.TimedOut();
		} catch (ExecutionException e) {
			run.abort();
			return new GitOutput.Failed();
		} catch (InterruptedException e) {
			run.abort();
			throw e;
		}
	}

	private static long remaining(long deadline) {
		return Math.max(0, deadline - System.nanoTime());
	}
}
