package ovvi.git;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;
import ovvi.herdr.exec.Run;

/**
 * git on one machine for the commands a user starts from a card (status, diff, stage, commit,
 * branches, Fetch, Pull, Push): git from the login shell's PATH as for the git line, with no
 * terminal prompt, and a machine without git told apart from a command that failed. Arguments go
 * to git as argv, never through a shell string.
 */
public final class GitProgram {

	/** What env and sh say when the program they were to start is not there. */
	private static final int COMMAND_NOT_FOUND = 127;
	/** As long as the seed gives a slow login shell on a second ask. */
	private static final Duration LOOKUP_LIMIT = Duration.ofSeconds(25);

	private final Exec exec;
	private final GitRuns runs;

	public GitProgram(Exec exec) {
		this.exec = exec;
		// the limit is the remote login shell's, asked once where git is; each command here has its own, or none (Fetch)
		this.runs = new GitRuns(exec, LOOKUP_LIMIT);
	}

	public Exec exec() {
		return exec;
	}

	/**
	 * Runs git with these arguments to its end within the time.
	 *
	 * @param stdin what git reads (a commit message, a patch), "" for nothing
	 * @throws GitMissingException the machine has no git
	 * @throws ExecException the machine could not be reached, or git took too long: the message
	 *         says which and names the machine
	 */
	public GitResult run(List<String> args, String stdin, Duration limit) throws ExecException, InterruptedException {
		Run run = start(args);
		try {
			if (!stdin.isEmpty()) {
				run.write(stdin);
			}
		} catch (IOException ended) {
			// git ended before it read all of it (it refused): its exit says why
		}
		run.end();
		GitResult result;
		try {
			String stdout = run.readAllWithin(limit);
			int exit = run.exit().get(limit.toMillis(), TimeUnit.MILLISECONDS);
			result = new GitResult(exit, stdout, String.join("\n", run.stderrTail()).strip());
		} catch (ExecutionException lost) {
			throw new ExecException("The connection to " + exec.target() + " was lost while git " + args.get(0) + " ran.", lost);
		} catch (TimeoutException slow) {
			run.abort();
			throw new ExecException("git " + args.get(0) + " took longer than " + limit.toSeconds() + " s on " + exec.target() + ".");
		} catch (IOException lost) {
			throw new ExecException("The connection to " + exec.target() + " was lost: " + lost.getMessage(), lost);
		}
		if (result.exit() == COMMAND_NOT_FOUND && result.stdout().isEmpty()) {
			throw new GitMissingException(exec.target());
		}
		return result;
	}

	/**
	 * Runs git with a time limit and nothing on its stdin.
	 *
	 * @see #run(List, String, Duration)
	 */
	public GitResult run(List<String> args, Duration limit) throws ExecException, InterruptedException {
		return run(args, "", limit);
	}

	/**
	 * Starts Fetch, Pull or Push at a root, as the space row's menu does, with no time limit: the
	 * caller waits for it or cancels it.
	 */
	public GitSyncRun sync(GitSync sync, String root) throws ExecException, InterruptedException {
		List<String> argv = GitCommands.sync(sync, root);
		return new GitSyncRun(start(argv.subList(1, argv.size())));
	}

	private Run start(List<String> args) throws ExecException, InterruptedException {
		List<String> argv = new ArrayList<>(args.size() + 1);
		argv.add("git");
		argv.addAll(args);
		return runs.start(argv);
	}
}
