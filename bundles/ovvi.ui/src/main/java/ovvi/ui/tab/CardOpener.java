package ovvi.ui.tab;

import org.eclipse.ui.IWorkbenchWindow;

import ovvi.cards.CardLabel;
import ovvi.cards.Opening;
import ovvi.cards.Placeholder;
import ovvi.model.Pane;
import ovvi.model.write.MoveCard;
import ovvi.model.write.OpenCard;
import ovvi.model.write.Write;
import ovvi.ui.Messages;
import ovvi.ui.pages.Notices;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.Writes;

/** A card's open of a place, as the herdr writes the seed's table gives (failures show as every write's), and a card's notices. */
public final class CardOpener implements PaneCard.Opener {

	private final IWorkbenchWindow window;
	private final SessionPage page;

	CardOpener(IWorkbenchWindow window, SessionPage page) {
		this.window = window;
		this.page = page;
	}

	@Override
	public void open(Pane from, CardLabel label, Opening where) {
		Writes.submit(window, page, write(from, label, where));
	}

	@Override
	public void notice(String text) {
		if (text == null) {
			Notices.clear(window);
		} else {
			Notices.show(window, text);
		}
	}

	/** The herdr writes of opening the label from the pane. */
	public static Write write(Pane from, CardLabel label, Opening where) {
		return switch (where) {
		case REPLACE -> new MoveCard(from.id(), label.text());
		case NEW_TAB -> open(Messages.CardOpener_newTab, from, label, OpenCard.Where.TAB_AFTER, false);
		case BACKGROUND_TAB -> open(Messages.CardOpener_newTab, from, label, OpenCard.Where.TAB_AFTER, true);
		case SIDE -> open(Messages.CardOpener_side, from, label, OpenCard.Where.BESIDE, false);
		case INSTEAD -> open(Messages.CardOpener_here, from, label, OpenCard.Where.INSTEAD, false);
		};
	}

	private static OpenCard open(String action, Pane from, CardLabel label, OpenCard.Where where, boolean background) {
		return new OpenCard(action, from.id(), label.text(), Placeholder.argv(label), where, background);
	}
}
