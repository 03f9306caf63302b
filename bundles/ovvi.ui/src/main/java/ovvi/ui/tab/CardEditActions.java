package ovvi.ui.tab;

import java.util.function.Consumer;
import java.util.function.Supplier;

import org.eclipse.jface.action.Action;
import org.eclipse.ui.IActionBars;
import org.eclipse.ui.IWorkbenchCommandConstants;
import org.eclipse.ui.actions.ActionFactory;

import ovvi.cards.Card;

/** Edit ▸ Copy, Paste, Select All and Find, and Save (Ctrl+S), of a tab: they act on its keyboard card. */
final class CardEditActions {

	private CardEditActions() {
	}

	static void install(IActionBars bars, Supplier<Card> keyboardCard) {
		bars.setGlobalActionHandler(ActionFactory.COPY.getId(), action(keyboardCard, Card::copy));
		bars.setGlobalActionHandler(ActionFactory.PASTE.getId(), action(keyboardCard, Card::paste));
		bars.setGlobalActionHandler(ActionFactory.SELECT_ALL.getId(), action(keyboardCard, Card::selectAll));
		bars.setGlobalActionHandler(ActionFactory.FIND.getId(), action(keyboardCard, Card::find));
		Action save = action(keyboardCard, Card::save);
		// without its command Ctrl+S never reached this action (unlike Copy's), as ExplorerCardTest found
		save.setActionDefinitionId(IWorkbenchCommandConstants.FILE_SAVE);
		bars.setGlobalActionHandler(ActionFactory.SAVE.getId(), save);
		bars.updateActionBars();
	}

	private static Action action(Supplier<Card> keyboardCard, Consumer<Card> edit) {
		return new Action() {
			@Override
			public void run() {
				Card card = keyboardCard.get();
				if (card != null) {
					edit.accept(card);
				}
			}
		};
	}
}
