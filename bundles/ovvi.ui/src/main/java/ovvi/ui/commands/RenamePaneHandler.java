package ovvi.ui.commands;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.InputDialog;

import ovvi.cards.CardLabel;
import ovvi.model.Pane;
import ovvi.model.write.Rename;
import ovvi.ui.Messages;
import ovvi.ui.pages.Writes;

/**
 * Rename Pane: the keyboard card's name in herdr (its label), which its title shows; an empty
 * name clears it. A card other than a terminal keeps its pane's label: the label names the card.
 */
public final class RenamePaneHandler extends TargetHandler {

	/** The dialog's title, which tests find it by. */
	public static final String TITLE = Messages.RenamePane_title;

	@Override
	boolean canRun(Target target) {
		Pane pane = target.herdrPane();
		return pane != null && CardLabel.parse(pane.label()).isEmpty();
	}

	@Override
	void run(Target target) {
		Pane pane = target.herdrPane();
		String current = pane.label() == null ? "" : pane.label();
		InputDialog ask = new InputDialog(target.window().getShell(), TITLE, Messages.RenamePane_question, current, null);
		if (ask.open() != IDialogConstants.OK_ID) {
			return;
		}
		String label = ask.getValue().strip();
		if (!label.equals(current)) {
			Writes.submit(target.window(), target.page(), Rename.pane(pane.id(), label));
		}
	}
}
