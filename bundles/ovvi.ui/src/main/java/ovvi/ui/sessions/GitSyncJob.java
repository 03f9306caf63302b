package ovvi.ui.sessions;

import java.util.Optional;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.ISchedulingRule;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchWindow;

import ovvi.git.GitSync;
import ovvi.git.GitSyncRun;
import ovvi.herdr.exec.ExecException;
import ovvi.model.Space;
import ovvi.ui.pages.Notices;
import ovvi.ui.pages.SessionGit;
import ovvi.ui.pages.SessionPage;

/**
 * One Fetch, Pull or Push of a space: git's latest progress line in the window's progress, git's
 * last error line as the window's notice when it fails, and the space read again when git ends
 * however it ended. The user may cancel it; a second one at the same space waits for the first.
 */
final class GitSyncJob extends Job {

	/** One git run at a space at a time: two would race for the repository's locks. */
	private record SameSpace(SessionGit git, String spaceId) implements ISchedulingRule {
		@Override
		public boolean contains(ISchedulingRule rule) {
			return equals(rule);
		}

		@Override
		public boolean isConflicting(ISchedulingRule rule) {
			return equals(rule);
		}
	}

	private final IWorkbenchWindow window;
	private final Display display;
	private final SessionGit git;
	private final String spaceId;
	private final String what;
	private final GitSync sync;
	private volatile GitSyncRun run;

	GitSyncJob(IWorkbenchWindow window, SessionPage page, Space space, GitSync sync) {
		super(sync.label() + " " + SpaceNames.of(space));
		this.window = window;
		this.display = window.getShell().getDisplay();
		this.git = page.git();
		this.spaceId = space.id();
		this.what = sync.label() + " in " + SpaceNames.of(space);
		this.sync = sync;
		setRule(new SameSpace(git, spaceId));
	}

	@Override
	protected IStatus run(IProgressMonitor monitor) {
		monitor.beginTask(what, IProgressMonitor.UNKNOWN);
		Optional<String> failure;
		try {
			run = git.sync(sync, spaceId);
			if (monitor.isCanceled()) {
				run.cancel();
			}
			failure = run.await(monitor::subTask);
		} catch (ExecException | IllegalArgumentException cannotStart) {
			failure = Optional.of(cannotStart.getMessage());
		} catch (InterruptedException interrupted) {
			Thread.currentThread().interrupt();
			return Status.CANCEL_STATUS;
		} finally {
			git.readAgain(spaceId);
			monitor.done();
		}
		if (monitor.isCanceled()) {
			return Status.CANCEL_STATUS;
		}
		tell(failure);
		return Status.OK_STATUS;
	}

	@Override
	protected void canceling() {
		GitSyncRun running = run;
		if (running != null) {
			running.cancel();
		}
	}

	/** git's error line as the window's notice; a run that worked clears the last one, as a write does. */
	private void tell(Optional<String> failure) {
		if (display.isDisposed()) {
			return;
		}
		display.asyncExec(() -> {
			Shell shell = window.getShell();
			if (shell == null || shell.isDisposed()) {
				return;
			}
			failure.ifPresentOrElse(line -> Notices.show(window, what + " failed: " + line), () -> Notices.clear(window));
		});
	}
}
