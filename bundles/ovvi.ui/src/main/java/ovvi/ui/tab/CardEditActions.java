package ovvi.ui.tab;

import java.util.function.Consumer;
import java.util.function.Supplier;

import org.eclipse.jface.action.Action;
import org.eclipse.ui.IActionBars;
import org.eclipse.ui.actions.ActionFactory;

import ovvi.cards.Card;

/** Edit ▸ Copy, Paste, Select All and Find of a tab: they act on its keyboard card. */
final class CardEditActions {

	private CardEditActions() {
	}

	static void install(IActionBars bars, Supplier<Card> keyboardCard) {
		bars.setGlobalActionHandler(ActionFactory.COPY.getId(), action(keyboardCard, Card::copy));
		bars.setGlobalActionHandler(ActionFactory.PASTE.getId(), action(keyboardCard, Card::paste));
		bars.setGlobalActionHandler(ActionFactory.SELECT_ALL.getId(), action(keyboardCard, Card::selectAll));
		bars.setGlobalActionHandler(ActionFactory.FIND.getId(), action(keyboardCard, Card::find));
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
