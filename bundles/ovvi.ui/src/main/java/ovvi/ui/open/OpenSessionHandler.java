package ovvi.ui.open;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.ISources;
import org.eclipse.ui.IWorkbenchWindow;

import jakarta.inject.Named;
import ovvi.ui.pages.WindowPages;

/** Open Session… (M1+O, the Sessions view's link): the dialog over the app's machines; an opened session becomes a page of the window. */
public final class OpenSessionHandler {

	@Execute
	public void execute(@Named(ISources.ACTIVE_WORKBENCH_WINDOW_NAME) IWorkbenchWindow window, Machines machines) {
		Shell shell = window.getShell();
		new OpenSessionDialog(shell, machines, (machine, herdr) -> WindowPages.of(window).open(machine, herdr)).open();
	}
}
