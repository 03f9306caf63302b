package ovvi.ui.tab;

import java.util.function.Consumer;
import java.util.function.Supplier;

import org.eclipse.jface.action.Action;
import org.eclipse.ui.IActionBars;
import org.eclipse.ui.actions.ActionFactory;

import ovvi.terminal.TerminalCard;

/** Edit ▸ Copy, Paste and Select All of a tab: they act on its keyboard card's terminal. */
final class TerminalEditActions {

	private TerminalEditActions() {
	}

	static void install(IActionBars bars, Supplier<TerminalCard> keyboardCard) {
		bars.setGlobalActionHandler(ActionFactory.COPY.getId(), action(keyboardCard, TerminalCard::copy));
		bars.setGlobalActionHandler(ActionFactory.PASTE.getId(), action(keyboardCard, TerminalCard::paste));
		bars.setGlobalActionHandler(ActionFactory.SELECT_ALL.getId(), action(keyboardCard, TerminalCard::selectAll));
		bars.updateActionBars();
	}

	private static Action action(Supplier<TerminalCard> keyboardCard, Consumer<TerminalCard> edit) {
		return new Action() {
			@Override
			public void run() {
				TerminalCard card = keyboardCard.get();
				if (card != null && !card.control().isDisposed()) {
					edit.accept(card);
				}
			}
		};
	}
}
