package ovvi.ui.commands;

import java.util.List;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.ui.ISources;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.IWorkbenchWindow;

import jakarta.inject.Named;
import ovvi.model.Tab;
import ovvi.model.write.CloseTabs;
import ovvi.ui.tab.TabClose;

/**
 * Close Other Tabs and Close Tabs to the Right of the target tab ({@value #PARAMETER}: {@code others}
 * or {@code right}). The model asks first when a program runs in them. Close of one tab is the
 * platform's command ({@link CloseTabHandler}).
 */
public final class CloseTabsHandler {

	/** The id of the command's parameter: which tabs close. */
	public static final String PARAMETER = "ovvi.ui.closeTabs.which";

	@CanExecute
	public boolean canExecute(@Optional @Named(ISources.ACTIVE_WORKBENCH_WINDOW_NAME) IWorkbenchWindow window,
			@Optional @Named(ISources.ACTIVE_PART_NAME) IWorkbenchPart part,
			@Optional @Named(ISources.ACTIVE_CURRENT_SELECTION_NAME) Object selection, @Named(PARAMETER) String which) {
		return close(Target.of(window, part, selection), which) != null;
	}

	@Execute
	public void execute(@Optional @Named(ISources.ACTIVE_WORKBENCH_WINDOW_NAME) IWorkbenchWindow window,
			@Optional @Named(ISources.ACTIVE_PART_NAME) IWorkbenchPart part,
			@Optional @Named(ISources.ACTIVE_CURRENT_SELECTION_NAME) Object selection, @Named(PARAMETER) String which) {
		Target target = Target.of(window, part, selection);
		CloseTabs close = close(target, which);
		// a key binding can run a command whose enablement was last asked somewhere else
		if (close != null) {
			TabClose.close(target.window(), target.page(), close);
		}
	}

	/** The write that closes those tabs, or null when there are none. */
	private static CloseTabs close(Target target, String which) {
		if (target.tab() == null || target.space() == null) {
			return null;
		}
		List<Tab> bar = target.space().tabs();
		return switch (which) {
		case "others" -> bar.size() > 1 ? CloseTabs.others(bar, target.tab()) : null;
		case "right" -> bar.indexOf(target.tab()) < bar.size() - 1 ? CloseTabs.toTheRight(bar, target.tab()) : null;
		default -> throw new IllegalArgumentException(PARAMETER + " is others or right, not \"" + which + "\"");
		};
	}
}
