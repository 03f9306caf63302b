package ovvi.git;

import java.util.Optional;
import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.ISchedulingRule;
import org.eclipse.core.runtime.jobs.Job;

import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;

/**
 * One Fetch, Pull or Push, from a space row or from the Git card: git's latest progress line in
 * the window's progress, no time limit (a network can be slow), cancelled by the user instead. How
 * it ended goes to {@code ended} on the job's thread: empty when git succeeded or the user
 * cancelled, else git's last error line or why git could not start.
 */
public final class GitSyncJob extends Job {

	/** Starts git's run on the caller's machine at the caller's root. */
	@FunctionalInterface
	public interface Start {
		GitSyncRun start() throws ExecException, InterruptedException;
	}

	/**
	 * One git run in a work tree of a machine at a time, whoever started it: two would race for
	 * the repository's locks.
	 */
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

	private final Start start;
	private final Consumer<Optional<String>> ended;
	private volatile GitSyncRun run;

	/** @param what the job's name, as "Fetch in ovvi" */
	public GitSyncJob(String what, Exec machine, String top, Start start, Consumer<Optional<String>> ended) {
		super(what);
		this.start = start;
		this.ended = ended;
		setRule(new SameWorkTree(machine, top));
	}

	@Override
	protected IStatus run(IProgressMonitor monitor) {
		monitor.beginTask(getName(), IProgressMonitor.UNKNOWN);
		Optional<String> failure;
		try {
			run = start.start();
			if (monitor.isCanceled()) {
				run.cancel();
			}
			failure = run.await(monitor::subTask);
		} catch (ExecException cannotStart) {
			failure = Optional.of(cannotStart.getMessage());
		} catch (InterruptedException interrupted) {
			Thread.currentThread().interrupt();
			failure = Optional.empty();
		} finally {
			monitor.done();
		}
		boolean cancelled = monitor.isCanceled() || Thread.currentThread().isInterrupted();
		ended.accept(cancelled ? Optional.empty() : failure);
		return cancelled ? Status.CANCEL_STATUS : Status.OK_STATUS;
	}

	@Override
	protected void canceling() {
		GitSyncRun running = run;
		if (running != null) {
			running.cancel();
		}
	}
}
