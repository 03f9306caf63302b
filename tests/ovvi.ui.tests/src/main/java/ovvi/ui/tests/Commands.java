package ovvi.ui.tests;

import org.eclipse.core.commands.Command;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.handlers.IHandlerService;

/** Runs a command as a key binding would, once it is enabled in the part the user is in. */
final class Commands {

	private Commands() {
	}

	/**
	 * Activates the part and runs the command when its handler says it can. Running a disabled
	 * command opens the workbench's modal "not available" dialog, which would hang the test; a
	 * command that never becomes enabled fails it instead.
	 */
	static void runIn(IWorkbenchWindow window, IWorkbenchPart part, String commandId) throws Exception {
		Display display = window.getShell().getDisplay();
		UiWait.focusInto(window.getShell());
		window.getActivePage().activate(part);
		Command command = window.getService(ICommandService.class).getCommand(commandId);
		UiWait.until(display, () -> window.getActivePage().getActivePart() == part && command.isEnabled(),
				commandId + " is enabled in " + part.getTitle());
		window.getService(IHandlerService.class).executeCommand(commandId, null);
	}
}
