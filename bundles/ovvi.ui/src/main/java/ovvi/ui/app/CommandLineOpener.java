package ovvi.ui.app;

import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchWindow;

import ovvi.herdr.api.HerdrNotInstalled;
import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.api.SessionNames;
import ovvi.model.write.NewSpace;
import ovvi.model.write.Sessions;
import ovvi.ui.Messages;
import ovvi.ui.cli.OpenTarget;
import ovvi.ui.open.Machines;
import ovvi.ui.pages.Machine;
import ovvi.ui.pages.Notices;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.WindowPages;
import ovvi.ui.pages.Writes;

/**
 * Opens what {@code ovvi ARGUMENT} named, at start or handed over by a later command: the window
 * comes forward; a session becomes a page (started when it is stopped, or offering Install herdr
 * when its machine has none); a folder becomes a new
 * space in the session in view when that session is on this computer, else in this computer's
 * default session. A failure is a notice in the window with herdr's reason.
 */
final class CommandLineOpener implements Consumer<OpenTarget> {

	private final IWorkbench workbench;

	CommandLineOpener(IWorkbench workbench) {
		this.workbench = workbench;
	}

	/** Any thread: the work is done on the UI thread and in Jobs. */
	@Override
	public void accept(OpenTarget target) {
		Display display = workbench.getDisplay();
		if (!display.isDisposed()) {
			display.asyncExec(() -> open(target));
		}
	}

	private void open(OpenTarget target) {
		IWorkbenchWindow window = window();
		if (window == null) {
			return;
		}
		Shell shell = window.getShell();
		shell.setMinimized(false);
		shell.forceActive();
		switch (target) {
		case OpenTarget.Window forward -> {
			// coming forward is all it asks
		}
		case OpenTarget.Session session -> openSession(window, Machine.THIS_COMPUTER, session.name());
		case OpenTarget.Remote remote -> openSession(window, remote.host(), remote.session());
		case OpenTarget.Folder folder -> newSpace(window, folder.path().toString());
		}
	}

	/**
	 * A new space at a folder of this computer: in the window's session in view when that session
	 * is on this computer, else in this computer's default session (a command line's folder, a
	 * folder dropped on the window).
	 *
	 * @return completes on the UI thread once the window showed the outcome, exceptionally when
	 *         the session did not open or the write failed (a notice says why)
	 */
	static CompletableFuture<?> newSpace(IWorkbenchWindow window, String folder) {
		NewSpace space = NewSpace.folder(folder);
		SessionPage inView = WindowPages.of(window).inView();
		if (inView != null && isThisComputer(inView.machine())) {
			return Writes.submit(window, inView, space);
		}
		return openSession(window, Machine.THIS_COMPUTER, SessionNames.DEFAULT).thenCompose(page -> Writes.submit(window, page, space));
	}

	private static boolean isThisComputer(Machine machine) {
		return machine.label().equals(Machine.THIS_COMPUTER) && !machine.demo();
	}

	/**
	 * As Open Session… does: starts the session when it is stopped, then makes it the window's
	 * page in view.
	 *
	 * @return the page, on the UI thread; exceptionally when it did not open (a notice says why)
	 */
	static CompletableFuture<SessionPage> openSession(IWorkbenchWindow window, String machineName, String session) {
		CompletableFuture<SessionPage> opened = new CompletableFuture<>();
		Display display = window.getShell().getDisplay();
		Machines machines = window.getWorkbench().getService(Machines.class);
		Job.create(NLS.bind(Messages.Open_opening, session, machineName), monitor -> {
			try {
				HerdrSession herdr = machines.session(machineName, session);
				try {
					Sessions.open(herdr);
				} catch (HerdrNotInstalled missing) {
					// the page opens with Install herdr, and goes on to the session once herdr is there
				}
				Machine machine = new Machine(machineName, herdr.exec(), false);
				display.asyncExec(() -> {
					if (window.getShell() != null && !window.getShell().isDisposed()) {
						opened.complete(WindowPages.of(window).open(machine, herdr));
					} else {
						opened.cancel(false);
					}
				});
			} catch (InterruptedException stopped) {
				Thread.currentThread().interrupt();
				opened.cancel(false);
				return Status.CANCEL_STATUS;
			} catch (Exception failed) {
				display.asyncExec(() -> {
					if (window.getShell() != null && !window.getShell().isDisposed()) {
						Notices.show(window, NLS.bind(Messages.Open_cannot, new Object[] { session, machineName, failed.getMessage() }));
					}
					opened.completeExceptionally(failed);
				});
			}
			return Status.OK_STATUS;
		}).schedule();
		return opened;
	}

	private IWorkbenchWindow window() {
		IWorkbenchWindow active = workbench.getActiveWorkbenchWindow();
		if (active != null) {
			return active;
		}
		IWorkbenchWindow[] windows = workbench.getWorkbenchWindows();
		return windows.length == 0 ? null : windows[0];
	}
}
