package ovvi.ui.commands;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.ui.IWorkbenchPart;

import ovvi.cards.Card;
import ovvi.model.write.Rename;
import ovvi.ui.Messages;
import ovvi.ui.pages.Writes;
import ovvi.ui.sessions.SessionsView;
import ovvi.ui.tab.TabView;

/**
 * Rename (F2): in the sidebar, the selected space's or tab's name in place; in a tab part, what
 * the keyboard card has selected when it renames things of its own (the explorer's files), else
 * the tab's name in a small dialog. An empty or unchanged name sends nothing.
 */
public final class RenameHandler extends PlatformCommandHandler {

	@Override
	boolean canRun(Target target) {
		return target.space() != null;
	}

	@Override
	void run(Target target) {
		IWorkbenchPart active = target.window().getActivePage().getActivePart();
		if (active instanceof SessionsView sidebar) {
			sidebar.renameSelected();
			return;
		}
		if (active instanceof TabView tabPart && tabPart.cards().keyboardPane() != null) {
			Card card = tabPart.cards().card(tabPart.cards().keyboardPane());
			if (card != null && card.rename()) {
				return;
			}
		}
		if (target.tab() == null || target.tab().isStandIn()) {
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
