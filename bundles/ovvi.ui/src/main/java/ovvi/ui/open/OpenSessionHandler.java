package ovvi.ui.open;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.HandlerUtil;

import ovvi.ui.pages.WindowPages;

/** Open Session… (M1+O, the Sessions view's link): the dialog over the app's machines; an opened session becomes a page of the window. */
public final class OpenSessionHandler extends AbstractHandler {

	private static Machines machines;

	@Override
	public Object execute(ExecutionEvent event) {
		IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindow(event);
		Shell shell = window.getShell();
		new OpenSessionDialog(shell, machines(shell), (machine, herdr) -> WindowPages.of(window).open(machine, herdr)).open();
		return null;
	}

	private static synchronized Machines machines(Shell shell) {
		if (machines == null) {
			machines = new Machines(System.getenv(), shell.getDisplay());
		}
		return machines;
	}
}
