package ovvi.ui.tab;

import java.util.function.Supplier;

import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.ISelectionChangedListener;
import org.eclipse.jface.viewers.ISelectionProvider;
import org.eclipse.jface.viewers.StructuredSelection;

import ovvi.cards.Card;
import ovvi.model.Pane;

/**
 * What the card's context menu is about: the keyboard card (a right-click on a title strip makes
 * its card the keyboard card before the menu shows), as the menu's selection. Card bundles
 * contribute to {@code popup:ovvi.ui.card} the Eclipse way: their items show where
 * {@code activeMenuSelection} holds their card class, and their handlers read the card from it.
 */
final class CardMenuSelection implements ISelectionProvider {

	private final Supplier<TabCards> cards;

	CardMenuSelection(Supplier<TabCards> cards) {
		this.cards = cards;
	}

	@Override
	public ISelection getSelection() {
		TabCards shown = cards.get();
		Pane pane = shown == null ? null : shown.keyboardPane();
		Card card = pane == null ? null : shown.card(pane);
		return card == null ? StructuredSelection.EMPTY : new StructuredSelection(card);
	}

	@Override
	public void setSelection(ISelection selection) {
		// the keyboard card is chosen by clicks and keys, not by the menu
	}

	@Override
	public void addSelectionChangedListener(ISelectionChangedListener listener) {
		// read when the menu shows: nobody needs to hear of changes
	}

	@Override
	public void removeSelectionChangedListener(ISelectionChangedListener listener) {
		// as above
	}
}
