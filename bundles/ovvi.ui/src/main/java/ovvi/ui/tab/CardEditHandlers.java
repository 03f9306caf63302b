package ovvi.ui.tab;

import java.util.function.Consumer;
import java.util.function.Supplier;

import org.eclipse.e4.core.commands.EHandlerService;
import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.ui.IWorkbenchCommandConstants;

import ovvi.cards.Card;

/**
 * Edit ▸ Copy, Paste, Select All and Find, and Save (Ctrl+S), of a tab: handlers in its part's
 * context, so they take those commands while the part is active and act on its keyboard card.
 */
final class CardEditHandlers {

	private CardEditHandlers() {
	}

	/** @param handlers the handler service of the tab part's context */
	static void activate(EHandlerService handlers, Supplier<Card> keyboardCard) {
		handlers.activateHandler(IWorkbenchCommandConstants.EDIT_COPY, new CardEdit(keyboardCard, Card::copy));
		handlers.activateHandler(IWorkbenchCommandConstants.EDIT_PASTE, new CardEdit(keyboardCard, Card::paste));
		handlers.activateHandler(IWorkbenchCommandConstants.EDIT_SELECT_ALL, new CardEdit(keyboardCard, Card::selectAll));
		handlers.activateHandler(IWorkbenchCommandConstants.EDIT_FIND_AND_REPLACE, new CardEdit(keyboardCard, Card::find));
		handlers.activateHandler(IWorkbenchCommandConstants.FILE_SAVE, new CardEdit(keyboardCard, Card::save));
	}

	/** One edit of the keyboard card; there is none while the tab has no card. */
	public static final class CardEdit {

		private final Supplier<Card> keyboardCard;
		private final Consumer<Card> edit;

		CardEdit(Supplier<Card> keyboardCard, Consumer<Card> edit) {
			this.keyboardCard = keyboardCard;
			this.edit = edit;
		}

		@CanExecute
		public boolean canExecute() {
			return keyboardCard.get() != null;
		}

		@Execute
		public void execute() {
			Card card = keyboardCard.get();
			if (card != null) {
				edit.accept(card);
			}
		}
	}
}
