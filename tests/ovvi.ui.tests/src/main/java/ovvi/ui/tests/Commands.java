package ovvi.ui.tests;

import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;

import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.e4.core.commands.EHandlerService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.handlers.IHandlerService;

import ovvi.ui.tab.TabPart;

/** Runs a command as a key binding would, once it is enabled in the part the user is in. */
final class Commands {

	/** The workbench's notice for a command whose handler said no as it was run. */
	private static final String NOT_ENABLED = "is not enabled";
	private static final int NOTICE_CHECK_MILLIS = 100;

	private Commands() {
	}

	/**
	 * Activates the part and runs the command when its handler says it can; a command that never
	 * becomes enabled fails the test. The handler is asked in the window's active context, as a
	 * key binding asks it; between that and the run the workbench can still find it disabled (a
	 * 3.x handler's enablement is one flag that every evaluation sets): it then opens its modal
	 * "not enabled" notice instead, which would hang the test. The notice is closed and the
	 * command run again.
	 */
	static void runIn(IWorkbenchWindow window, IWorkbenchPart part, String commandId) throws Exception {
		runIn(window, part, commandId, Map.of());
	}

	/** As {@link #runIn(IWorkbenchWindow, IWorkbenchPart, String)}, with the command's parameters (id to value). */
	static void runIn(IWorkbenchWindow window, IWorkbenchPart part, String commandId, Map<String, String> parameters)
			throws Exception {
		runIn(window, () -> window.getActivePage().activate(part), () -> window.getActivePage().getActivePart() == part,
				part.getTitle(), commandId, parameters);
	}

	/** As {@link #runIn(IWorkbenchWindow, IWorkbenchPart, String)}, in a tab part (an e4 part). */
	static void runIn(IWorkbenchWindow window, TabPart part, String commandId) throws Exception {
		runIn(window, part, commandId, Map.of());
	}

	/** As {@link #runIn(IWorkbenchWindow, TabPart, String)}, with the command's parameters (id to value). */
	static void runIn(IWorkbenchWindow window, TabPart part, String commandId, Map<String, String> parameters)
			throws Exception {
		runIn(window, part::activate, () -> window.getService(EPartService.class).getActivePart() == part.model(),
				part.model().getLabel(), commandId, parameters);
	}

	private static void runIn(IWorkbenchWindow window, Runnable activate, BooleanSupplier active, String partName,
			String commandId, Map<String, String> parameters) throws Exception {
		Display display = window.getShell().getDisplay();
		ParameterizedCommand command = ParameterizedCommand.generateCommand(
				window.getService(ICommandService.class).getCommand(commandId), parameters);
		if (command == null) {
			throw new AssertionError(commandId + " has no parameters " + parameters);
		}
		EHandlerService handlers = window.getService(EHandlerService.class);
		UiWait.until(display, () -> {
			UiWait.focusInto(window.getShell());
			activate.run();
			UiWait.until(display, () -> active.getAsBoolean() && handlers.canExecute(command),
					commandId + " is enabled in " + partName);
			return ranWithoutNotice(display, () -> {
				try {
					window.getService(IHandlerService.class).executeCommand(command, null);
				} catch (Exception failed) {
					throw new AssertionError(commandId + " failed: " + failed.getMessage(), failed);
				}
			});
		}, commandId + " ran in " + partName);
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
