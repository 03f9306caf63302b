package ovvi.ui.commands;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.ui.ISources;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.IWorkbenchWindow;

import jakarta.inject.Named;

/**
 * An e4 handler of one of Ovvi's commands (fragment.e4xmi): it finds its {@link Target} where the
 * user is, is enabled when that target has what the command needs, and builds the model's write
 * for it. The herdr calls live in the model's writes; a handler only picks their arguments.
 */
abstract class TargetHandler {

	@CanExecute
	public final boolean canExecute(@Optional @Named(ISources.ACTIVE_WORKBENCH_WINDOW_NAME) IWorkbenchWindow window,
			@Optional @Named(ISources.ACTIVE_PART_NAME) IWorkbenchPart part,
			@Optional @Named(ISources.ACTIVE_CURRENT_SELECTION_NAME) Object selection) {
		return canRun(Target.of(window, part, selection));
	}

	@Execute
	public final void execute(@Optional @Named(ISources.ACTIVE_WORKBENCH_WINDOW_NAME) IWorkbenchWindow window,
			@Optional @Named(ISources.ACTIVE_PART_NAME) IWorkbenchPart part,
			@Optional @Named(ISources.ACTIVE_CURRENT_SELECTION_NAME) Object selection) {
		Target target = Target.of(window, part, selection);
		// a key binding can run a command whose enablement was last asked somewhere else
		if (canRun(target)) {
			run(target);
		}
	}

	abstract boolean canRun(Target target);

	abstract void run(Target target);
}
