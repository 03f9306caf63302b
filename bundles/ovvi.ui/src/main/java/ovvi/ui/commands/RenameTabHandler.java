package ovvi.ui.commands;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.InputDialog;

import ovvi.cards.Card;
import ovvi.model.write.Rename;
import ovvi.ui.Messages;
import ovvi.ui.pages.Writes;

/**
 * Rename (F2) in a tab part: what the keyboard card has selected when it renames things of its own
 * (the explorer's files), else the tab's name in a small dialog. An empty or unchanged name sends
 * nothing. The tab part's descriptor gives its parts this handler (fragment.e4xmi).
 */
public final class RenameTabHandler extends TargetHandler {

	@Override
	boolean canRun(Target target) {
		return target.tab() != null && target.space() != null;
	}

	@Override
	void run(Target target) {
		Card card = target.part() == null || target.pane() == null ? null : target.part().cards().card(target.pane());
		if (card != null && card.rename() || target.tab().isStandIn()) {
			return;
		}
		String current = target.tab().label() == null ? "" : target.tab().label();
		InputDialog ask = new InputDialog(target.window().getShell(), Messages.RenameTab_title, Messages.RenameTab_question, current, null);
		if (ask.open() != IDialogConstants.OK_ID) {
			return;
		}
		String label = ask.getValue().strip();
		if (!label.isEmpty() && !label.equals(current)) {
			Writes.submit(target.window(), target.page(), Rename.tab(target.tab().id(), label, target.tab().label()));
		}
	}
}
