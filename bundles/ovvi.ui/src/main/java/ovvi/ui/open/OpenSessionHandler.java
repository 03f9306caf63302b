package ovvi.ui.open;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.HandlerUtil;

import ovvi.ui.pages.WindowPages;

/** Open Session… (M1+O, the Sessions view's link): the dialog over the app's machines; an opened session becomes a page of the window. */
public final class OpenSessionHandler extends AbstractHandler {

	@Override
	public Object execute(ExecutionEvent event) {
		IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindow(event);
		Shell shell = window.getShell();
		new OpenSessionDialog(shell, Machines.app(shell.getDisplay()), (machine, herdr) -> WindowPages.of(window).open(machine, herdr)).open();
		return null;
	}
}
