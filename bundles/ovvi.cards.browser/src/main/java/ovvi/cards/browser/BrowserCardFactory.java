package ovvi.cards.browser;

import org.eclipse.swt.widgets.Composite;
import org.osgi.service.component.annotations.Component;

import ovvi.cards.Card;
import ovvi.cards.CardContext;
import ovvi.cards.CardFactory;
import ovvi.cards.PlaceCards;

/** Web pages in a pane: {@code ovvi:browser#<iid> <address>}. */
@Component(service = CardFactory.class)
public final class BrowserCardFactory implements CardFactory {

	public static final String PLUGIN = PlaceCards.BROWSER;

	@Override
	public String plugin() {
		return PLUGIN;
	}

	@Override
	public String name() {
		return Messages.BrowserCardFactory_name;
	}

	@Override
	public Card create(Composite parent, CardContext context) {
		return BrowserCard.create(parent, context);
	}
}
