package ovvi.ui.tests;

import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.core.commands.Command;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.handlers.IHandlerService;

/** Runs a command as a key binding would, once it is enabled in the part the user is in. */
final class Commands {

	/** The workbench's notice for a command whose handler said no as it was run. */
	private static final String NOT_ENABLED = "is not enabled";
	private static final int NOTICE_CHECK_MILLIS = 100;

	private Commands() {
	}

	/**
	 * Activates the part and runs the command when its handler says it can; a command that never
	 * becomes enabled fails the test. A handler's enablement is one flag that every evaluation sets,
	 * so one made in another context between the check and the run can still turn it off: the
	 * workbench then opens its modal "not enabled" notice instead, which would hang the test. The
	 * notice is closed and the command run again.
	 */
	static void runIn(IWorkbenchWindow window, IWorkbenchPart part, String commandId) throws Exception {
		Display display = window.getShell().getDisplay();
		Command command = window.getService(ICommandService.class).getCommand(commandId);
		UiWait.until(display, () -> {
			UiWait.focusInto(window.getShell());
			window.getActivePage().activate(part);
			UiWait.until(display, () -> window.getActivePage().getActivePart() == part && command.isEnabled(),
					commandId + " is enabled in " + part.getTitle());
			return ranWithoutNotice(display, () -> {
				try {
					window.getService(IHandlerService.class).executeCommand(commandId, null);
				} catch (Exception failed) {
					throw new AssertionError(commandId + " failed: " + failed.getMessage(), failed);
				}
			});
		}, commandId + " ran in " + part.getTitle());
	}

	/** Runs the command, closing the "not enabled" notice if it opens (its nested loop runs timers); false if it did. */
	private static boolean ranWithoutNotice(Display display, Runnable run) {
		AtomicBoolean notice = new AtomicBoolean();
		Runnable[] watch = new Runnable[1];
		watch[0] = () -> {
			for (Shell shell : display.getShells()) {
				if (shell.isVisible() && Widgets.all(shell, Label.class).stream()
						.anyMatch(label -> label.getText() != null && label.getText().contains(NOT_ENABLED))) {
					notice.set(true);
					shell.close();
				}
			}
			display.timerExec(NOTICE_CHECK_MILLIS, watch[0]);
		};
		display.timerExec(NOTICE_CHECK_MILLIS, watch[0]);
		try {
			run.run();
		} finally {
			display.timerExec(-1, watch[0]);
		}
		return !notice.get();
	}
}
