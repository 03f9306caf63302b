package ovvi.cards.explorer;

import org.eclipse.swt.widgets.Composite;
import org.osgi.service.component.annotations.Component;

import ovvi.cards.Card;
import ovvi.cards.CardContext;
import ovvi.cards.CardFactory;
import ovvi.cards.PlaceCards;

/** A file the explorer opened: {@code ovvi:image#<iid> <file>}. */
@Component(service = CardFactory.class)
public final class ImageCardFactory implements CardFactory {

	public static final String PLUGIN = PlaceCards.IMAGE;

	@Override
	public String plugin() {
		return PLUGIN;
	}

	@Override
	public String name() {
		return Messages.ImageCardFactory_name;
	}

	@Override
	public boolean chosen() {
		// it shows a file the explorer opens: a pane has none to give it
		return false;
	}

	@Override
	public Card create(Composite parent, CardContext context) {
		return new ImageCard(parent, context);
	}
}
