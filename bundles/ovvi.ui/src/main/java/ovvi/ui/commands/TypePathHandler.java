package ovvi.ui.commands;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.ui.ISources;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.IWorkbenchWindow;

import jakarta.inject.Named;
import ovvi.model.write.TypeIntoPane;
import ovvi.ui.Messages;
import ovvi.ui.pages.Writes;

/**
 * Go to Directory… ({@value #PARAMETER} {@code cd}) and Insert Path… ({@code insert}): a folder or
 * file path typed into the keyboard card's shell, quoted by the model. Go to Directory types only
 * into a shell; with a program running, the model answers busy and the notice says so.
 */
public final class TypePathHandler {

	/** The id of the command's parameter: what the typed path is for. */
	public static final String PARAMETER = "ovvi.ui.typePath.as";

	@CanExecute
	public boolean canExecute(@Optional @Named(ISources.ACTIVE_WORKBENCH_WINDOW_NAME) IWorkbenchWindow window,
			@Optional @Named(ISources.ACTIVE_PART_NAME) IWorkbenchPart part,
			@Optional @Named(ISources.ACTIVE_CURRENT_SELECTION_NAME) Object selection) {
		return Target.of(window, part, selection).herdrPane() != null;
	}

	@Execute
	public void execute(@Optional @Named(ISources.ACTIVE_WORKBENCH_WINDOW_NAME) IWorkbenchWindow window,
			@Optional @Named(ISources.ACTIVE_PART_NAME) IWorkbenchPart part,
			@Optional @Named(ISources.ACTIVE_CURRENT_SELECTION_NAME) Object selection, @Named(PARAMETER) String as) {
		boolean insertOnly = switch (as) {
		case "cd" -> false;
		case "insert" -> true;
		default -> throw new IllegalArgumentException(PARAMETER + " is cd or insert, not \"" + as + "\"");
		};
		Target target = Target.of(window, part, selection);
		// a key binding can run a command whose enablement was last asked somewhere else
		if (target.herdrPane() == null) {
			return;
		}
		String paneId = target.herdrPane().id();
		InputDialog ask = new InputDialog(target.window().getShell(), insertOnly ? Messages.TypePath_insertTitle : Messages.TypePath_cdTitle,
				insertOnly ? Messages.TypePath_insertQuestion : Messages.TypePath_cdQuestion,
				target.herdrPane().liveCwd(), path -> path.isBlank() ? Messages.TypePath_empty : null);
		if (ask.open() != IDialogConstants.OK_ID) {
			return;
		}
		String path = ask.getValue().strip();
		Writes.submit(target.window(), target.page(),
				insertOnly ? TypeIntoPane.insertPath(paneId, path) : TypeIntoPane.goToDirectory(paneId, path));
	}
}
