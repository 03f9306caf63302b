package ovvi.cards.explorer;

import org.eclipse.swt.widgets.Composite;
import org.osgi.service.component.annotations.Component;

import ovvi.cards.Card;
import ovvi.cards.CardContext;
import ovvi.cards.CardFactory;
import ovvi.cards.PlaceCards;

/** A folder of the pane's machine in a pane: {@code ovvi:explorer#<iid> <folder>/}. */
@Component(service = CardFactory.class)
public final class ExplorerCardFactory implements CardFactory {

	public static final String PLUGIN = PlaceCards.EXPLORER;

	@Override
	public String plugin() {
		return PLUGIN;
	}

	@Override
	public String name() {
		return Messages.ExplorerCardFactory_name;
	}

	@Override
	public Card create(Composite parent, CardContext context) {
		return new ExplorerCard(parent, context);
	}
}
