package ovvi.ui.open;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.handlers.HandlerUtil;

/** Open Session… (M1+O, the Sessions view's link): the dialog over the app's machines. */
public final class OpenSessionHandler extends AbstractHandler {

	private static Machines machines;

	@Override
	public Object execute(ExecutionEvent event) {
		Shell shell = HandlerUtil.getActiveShell(event);
		new OpenSessionDialog(shell, machines(shell)).open();
		return null;
	}

	private static synchronized Machines machines(Shell shell) {
		if (machines == null) {
			machines = new Machines(System.getenv(), shell.getDisplay());
		}
		return machines;
	}
}
