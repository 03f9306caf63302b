package ovvi.ui.commands;

import java.util.List;
import java.util.Locale;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.ui.ISources;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.IWorkbenchWindow;

import jakarta.inject.Named;
import ovvi.model.Direction;

/**
 * An e4 handler of a command with a direction ({@value #PARAMETER}: left, right, up or down), which
 * each menu item and key binding of plugin.xml passes: Split Right and Split Down are one command.
 */
public abstract class DirectionHandler {

	/** The id of the commands' direction parameter. */
	public static final String PARAMETER = "ovvi.ui.direction";

	@CanExecute
	public final boolean canExecute(@Optional @Named(ISources.ACTIVE_WORKBENCH_WINDOW_NAME) IWorkbenchWindow window,
			@Optional @Named(ISources.ACTIVE_PART_NAME) IWorkbenchPart part,
			@Optional @Named(ISources.ACTIVE_CURRENT_SELECTION_NAME) Object selection, @Named(PARAMETER) String direction) {
		return canRun(Target.of(window, part, selection), parse(direction));
	}

	@Execute
	public final void execute(@Optional @Named(ISources.ACTIVE_WORKBENCH_WINDOW_NAME) IWorkbenchWindow window,
			@Optional @Named(ISources.ACTIVE_PART_NAME) IWorkbenchPart part,
			@Optional @Named(ISources.ACTIVE_CURRENT_SELECTION_NAME) Object selection, @Named(PARAMETER) String direction) {
		Target target = Target.of(window, part, selection);
		Direction way = parse(direction);
		// a key binding can run a command whose enablement was last asked somewhere else
		if (canRun(target, way)) {
			run(target, way);
		}
	}

	abstract boolean canRun(Target target, Direction direction);

	abstract void run(Target target, Direction direction);

	private static Direction parse(String name) {
		try {
			return Direction.valueOf(name.strip().toUpperCase(Locale.ROOT));
		} catch (IllegalArgumentException unknown) {
			throw new IllegalArgumentException(PARAMETER + " is left, right, up or down, not \"" + name + "\"", unknown);
		}
	}

	/** Whether the item has a neighbour in the list to trade places with: after it, or before it. */
	static boolean canStep(List<?> list, Object item, boolean forward) {
		int at = list.indexOf(item);
		return forward ? at >= 0 && at < list.size() - 1 : at > 0;
	}
}
