package ovvi.ui.sessions;

import java.util.Locale;
import java.util.Optional;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExecutableExtension;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.ISources;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.HandlerUtil;

import ovvi.git.GitSync;
import ovvi.model.Space;
import ovvi.ui.pages.Notices;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.WindowPages;

/**
 * Fetch, Pull or Push in a space row's menu (plugin.xml names which after the class, as
 * {@code GitSyncHandler:fetch}): enabled for a space with a git line ({@link GitLineTester}), it
 * runs git as a job ({@link ovvi.git.GitSyncJob}), which reads the space again when git ends, and
 * shows git's error line as the window's notice.
 */
public final class GitSyncHandler extends AbstractHandler implements IExecutableExtension {

	private GitSync sync;

	/** The selected space row of the sidebar, with its window and page. */
	private record Row(IWorkbenchWindow window, SessionPage page, Space space) {
	}

	@Override
	public void setInitializationData(IConfigurationElement config, String property, Object data) {
		if (!(data instanceof String name)) {
			throw new IllegalArgumentException("GitSyncHandler needs fetch, pull or push after its class name in plugin.xml");
		}
		try {
			sync = GitSync.valueOf(name.strip().toUpperCase(Locale.ROOT));
		} catch (IllegalArgumentException unknown) {
			throw new IllegalArgumentException("GitSyncHandler knows fetch, pull and push, not \"" + name + "\"", unknown);
		}
	}

	@Override
	public Object execute(ExecutionEvent event) {
		Row row = row(event.getApplicationContext());
		// asked again: the row or its line may have gone since the menu showed
		if (row == null) {
			return null;
		}
		IWorkbenchWindow window = row.window();
		String what = sync.label() + " in " + SpaceNames.of(row.space());
		try {
			row.page().git().syncJob(sync, row.space().id(), what, failure -> tell(window, what, failure)).schedule();
		} catch (IllegalArgumentException noFolder) {
			tell(window, what, Optional.of(noFolder.getMessage()));
		}
		return null;
	}

	/** git's error line as the window's notice; a run that worked clears the last one, as a write does. */
	private static void tell(IWorkbenchWindow window, String what, Optional<String> failure) {
		Display display = window.getWorkbench().getDisplay();
		if (display.isDisposed()) {
			return;
		}
		display.asyncExec(() -> {
			Shell shell = window.getShell();
			if (shell != null && !shell.isDisposed()) {
				failure.ifPresentOrElse(line -> Notices.show(window, what + " failed: " + line), () -> Notices.clear(window));
			}
		});
	}

	/** The space of the row whose menu shows (else the selected row), when it has a git line; else null. */
	private static Row row(Object context) {
		Object menuSelection = HandlerUtil.getVariable(context, ISources.ACTIVE_MENU_SELECTION_NAME);
		Object selection = menuSelection instanceof IStructuredSelection ? menuSelection
				: HandlerUtil.getVariable(context, ISources.ACTIVE_CURRENT_SELECTION_NAME);
		if (!(HandlerUtil.getVariable(context, ISources.ACTIVE_WORKBENCH_WINDOW_NAME) instanceof IWorkbenchWindow window)
				|| !(selection instanceof IStructuredSelection rows) || !(rows.getFirstElement() instanceof Space space)) {
			return null;
		}
		SessionPage page = WindowPages.of(window).pageOf(space);
		return page != null && page.git().line(space.id()).isPresent() ? new Row(window, page, space) : null;
	}
}
