package ovvi.git;

import java.util.List;
import java.util.Optional;

import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;

/**
 * Git on one machine (this computer or an SSH host): its status runs, a few at a time and each
 * within the time limit, and its one watch. Every {@link GitStatusBoard} of a session on that
 * machine shares it, so a machine has one Perl watch however many pages show its sessions.
 */
public final class GitMachine implements AutoCloseable {

	private final Exec exec;
	private final GitTimings timings;
	private final GitRuns runs;
	private final GitTimer timer = new GitTimer();
	private final MachineWatch watch;

	public GitMachine(Exec exec) {
		this(exec, GitTimings.STANDARD);
	}

	public GitMachine(Exec exec, GitTimings timings) {
		this.exec = exec;
		this.timings = timings;
		this.runs = new GitRuns(exec, timings.runLimit());
		this.watch = new MachineWatch(exec, timings, timer);
	}

	public Exec exec() {
		return exec;
	}

	/**
	 * Whether the machine's last git run found no git there. Its rows then have no git line; the
	 * periodic read asks again, one space at a time, so a git installed later is found.
	 */
	public boolean gitMissing() {
		return runs.gitMissing();
	}

	GitTimings timings() {
		return timings;
	}

	GitTimer timer() {
		return timer;
	}

	MachineWatch watch() {
		return watch;
	}

	/**
	 * The branch at a root; empty when it is no repository, git is missing, or git took too long.
	 * While git is missing only a probe runs.
	 */
	Optional<BranchStatus> status(String root, boolean probe) throws InterruptedException {
		if (runs.run(GitCommands.status(root), probe) instanceof GitOutput.Ended(int exit, String stdout) && exit == 0) {
			return PorcelainV2.parse(List.of(stdout.split("\n")));
		}
		return Optional.empty();
	}

	/** git's own files of a root, or empty when the root is in no repository. */
	Optional<GitFiles> gitFiles(String root) throws InterruptedException {
		if (runs.run(GitCommands.gitDirs(root), false) instanceof GitOutput.Ended(int exit, String stdout) && exit == 0) {
			return GitFiles.parse(root, stdout);
		}
		return Optional.empty();
	}

	/**
	 * Starts Fetch, Pull or Push at a root (git from the login shell's PATH, as for a status).
	 * The caller reads the space again when it ends ({@link GitStatusBoard#readAgain}).
	 *
	 * @throws ExecException git could not start; the message says why
	 */
	public GitSyncRun sync(GitSync sync, String root) throws ExecException, InterruptedException {
		return new GitSyncRun(runs.start(GitCommands.sync(sync, root)));
	}

	/**
	 * Watches one folder of the machine, not the folders under it, with the machine's one Perl
	 * watch: an entry made, renamed or deleted in it is told to {@code changed} (on the watch's
	 * thread) within a check, and so is a watch that was away and may have missed one.
	 */
	public FolderWatch watchFolder(String folder, Runnable changed) {
		MachineWatch.Handle handle = watch.watch(List.of(folder), true, new MachineWatch.Listener() {
			@Override
			public void watching() {
				// the first listing reads the folder as it is: only later changes matter
			}

			@Override
			public void changed() {
				changed.run();
			}
		});
		return handle::close;
	}

	/** Ends the watch and the timer, as the app quits. */
	@Override
	public void close() {
		watch.close();
		timer.close();
	}
}
