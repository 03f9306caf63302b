package ovvi.cards.git;

import java.util.Optional;
import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.ISchedulingRule;
import org.eclipse.core.runtime.jobs.Job;

import ovvi.git.GitProgram;
import ovvi.git.GitSync;
import ovvi.git.GitSyncRun;
import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;

/**
 * One Fetch, Pull or Push from the card, as the space row's: git's {@link GitSyncRun} with its
 * latest progress line in the window's progress, no time limit, cancelled by the user; how it
 * ended goes to {@code ended}: empty when git succeeded, else git's error line.
 */
final class SyncJob extends Job {

	/** One Fetch, Pull or Push in a work tree at a time: two would race for its locks. */
	private record SameWorkTree(Exec machine, String top) implements ISchedulingRule {
		@Override
		public boolean contains(ISchedulingRule rule) {
			return equals(rule);
		}

		@Override
		public boolean isConflicting(ISchedulingRule rule) {
			return equals(rule);
		}
	}

	private final GitProgram git;
	private final GitSync sync;
	private final String top;
	private final Consumer<Optional<String>> ended;
	private volatile GitSyncRun run;

	SyncJob(GitProgram git, GitSync sync, String top, Consumer<Optional<String>> ended) {
		super(sync.label() + " in " + top);
		this.git = git;
		this.sync = sync;
		this.top = top;
		this.ended = ended;
		setRule(new SameWorkTree(git.exec(), top));
	}

	@Override
	protected IStatus run(IProgressMonitor monitor) {
		monitor.beginTask(getName(), IProgressMonitor.UNKNOWN);
		Optional<String> failure;
		try {
			run = git.sync(sync, top);
			if (monitor.isCanceled()) {
				run.cancel();
			}
			failure = run.await(monitor::subTask);
		} catch (ExecException cannotStart) {
			failure = Optional.of(cannotStart.getMessage());
		} catch (InterruptedException interrupted) {
			Thread.currentThread().interrupt();
			failure = Optional.of("interrupted");
		} finally {
			monitor.done();
		}
		ended.accept(monitor.isCanceled() ? Optional.empty() : failure);
		return monitor.isCanceled() ? Status.CANCEL_STATUS : Status.OK_STATUS;
	}

	@Override
	protected void canceling() {
		GitSyncRun running = run;
		if (running != null) {
			running.cancel();
		}
	}
}
