package ovvi.ui.commands;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.ui.ISources;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.IWorkbenchWindow;

import jakarta.inject.Named;
import ovvi.cards.CardCatalog;
import ovvi.cards.CardFactory;
import ovvi.cards.CardLabel;
import ovvi.cards.Opening;
import ovvi.model.write.ReplacePane;
import ovvi.model.write.Write;
import ovvi.ui.pages.Writes;
import ovvi.ui.tab.CardChooser;
import ovvi.ui.tab.CardOpener;

/**
 * Open Card Here… (the card chooser: Terminal, Browser and every installed card) and, with the
 * plugin as {@value #PARAMETER}, Open Browser Here. A plugin card takes the keyboard card's place
 * as the seed's writes table says: a new tab with the labeled placeholder pane, moved beside the
 * old pane, which then closes. Terminal is Open Terminal Here.
 */
public final class OpenCardHandler {

	/** The id of the command's optional parameter: the card's plugin; without it the user chooses. */
	public static final String PARAMETER = "ovvi.ui.card";

	@CanExecute
	public boolean canExecute(@Optional @Named(ISources.ACTIVE_WORKBENCH_WINDOW_NAME) IWorkbenchWindow window,
			@Optional @Named(ISources.ACTIVE_PART_NAME) IWorkbenchPart part,
			@Optional @Named(ISources.ACTIVE_CURRENT_SELECTION_NAME) Object selection) {
		return Target.of(window, part, selection).herdrPane() != null;
	}

	@Execute
	public void execute(@Optional @Named(ISources.ACTIVE_WORKBENCH_WINDOW_NAME) IWorkbenchWindow window,
			@Optional @Named(ISources.ACTIVE_PART_NAME) IWorkbenchPart part,
			@Optional @Named(ISources.ACTIVE_CURRENT_SELECTION_NAME) Object selection,
			@Optional @Named(PARAMETER) String plugin) {
		Target target = Target.of(window, part, selection);
		// a key binding can run a command whose enablement was last asked somewhere else
		if (target.herdrPane() == null) {
			return;
		}
		CardCatalog catalog = target.window().getService(CardCatalog.class);
		String chosen = plugin != null && !plugin.isBlank() ? plugin
				: CardChooser.choose(target.window().getShell(), catalog.chooser());
		if (chosen != null) {
			Writes.submit(target.window(), target.page(), write(target, chosen));
		}
	}

	private static Write write(Target target, String chosen) {
		return chosen.equals(CardFactory.TERMINAL) ? ReplacePane.terminal(target.herdrPane())
				: CardOpener.write(target.herdrPane(), CardLabel.fresh(chosen, ""), Opening.INSTEAD);
	}
}
