package ovvi.ui.sessions;

import java.util.Locale;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.ISources;
import org.eclipse.ui.IWorkbenchWindow;

import jakarta.inject.Named;
import ovvi.git.GitSync;
import ovvi.model.Space;
import ovvi.ui.Messages;
import ovvi.ui.pages.Notices;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.WindowPages;

/**
 * Fetch, Pull or Push ({@value #PARAMETER}) in a space row's menu: enabled for a space with a git
 * line, it runs git as a job ({@link ovvi.git.GitSyncJob}), which reads the space again when git
 * ends, and shows git's error line as the window's notice.
 */
public final class GitSyncHandler {

	/** The id of the command's parameter: fetch, pull or push. */
	public static final String PARAMETER = "ovvi.ui.git.operation";

	/** The selected space row of the sidebar, with its window and page. */
	private record Row(IWorkbenchWindow window, SessionPage page, Space space) {
	}

	@CanExecute
	public boolean canExecute(@Optional @Named(ISources.ACTIVE_WORKBENCH_WINDOW_NAME) IWorkbenchWindow window,
			@Optional @Named(ISources.ACTIVE_MENU_SELECTION_NAME) Object menuSelection,
			@Optional @Named(ISources.ACTIVE_CURRENT_SELECTION_NAME) Object selection) {
		return row(window, menuSelection, selection) != null;
	}

	@Execute
	public void execute(@Optional @Named(ISources.ACTIVE_WORKBENCH_WINDOW_NAME) IWorkbenchWindow window,
			@Optional @Named(ISources.ACTIVE_MENU_SELECTION_NAME) Object menuSelection,
			@Optional @Named(ISources.ACTIVE_CURRENT_SELECTION_NAME) Object selection, @Named(PARAMETER) String operation) {
		GitSync sync = parse(operation);
		Row row = row(window, menuSelection, selection);
		// asked again: the row or its line may have gone since the menu showed
		if (row == null) {
			return;
		}
		String what = NLS.bind(Messages.GitSync_what, sync.label(), SpaceNames.of(row.space()));
		try {
			row.page().git().syncJob(sync, row.space().id(), what, failure -> tell(window, what, failure)).schedule();
		} catch (IllegalArgumentException noFolder) {
			tell(window, what, java.util.Optional.of(noFolder.getMessage()));
		}
	}

	private static GitSync parse(String operation) {
		try {
			return GitSync.valueOf(operation.strip().toUpperCase(Locale.ROOT));
		} catch (IllegalArgumentException unknown) {
			throw new IllegalArgumentException(PARAMETER + " is fetch, pull or push, not \"" + operation + "\"", unknown);
		}
	}

	/** git's error line as the window's notice; a run that worked clears the last one, as a write does. */
	private static void tell(IWorkbenchWindow window, String what, java.util.Optional<String> failure) {
		Display display = window.getWorkbench().getDisplay();
		if (display.isDisposed()) {
			return;
		}
		display.asyncExec(() -> {
			Shell shell = window.getShell();
			if (shell != null && !shell.isDisposed()) {
				failure.ifPresentOrElse(line -> Notices.show(window, NLS.bind(Messages.Action_failed, what, line)), () -> Notices.clear(window));
			}
		});
	}

	/** The space of the row whose menu shows (else the selected row), when it has a git line; else null. */
	private static Row row(IWorkbenchWindow window, Object menuSelection, Object selection) {
		Object shown = menuSelection instanceof IStructuredSelection ? menuSelection : selection;
		if (window == null || !(shown instanceof IStructuredSelection rows) || !(rows.getFirstElement() instanceof Space space)) {
			return null;
		}
		SessionPage page = WindowPages.of(window).pageOf(space);
		return page != null && page.git().line(space.id()).isPresent() ? new Row(window, page, space) : null;
	}
}
