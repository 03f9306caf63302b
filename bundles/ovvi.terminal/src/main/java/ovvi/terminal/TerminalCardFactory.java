package ovvi.terminal;

import org.eclipse.swt.widgets.Composite;
import org.osgi.service.component.annotations.Component;

import ovvi.cards.Card;
import ovvi.cards.CardContext;
import ovvi.cards.CardFactory;

/** The terminal: the card of every pane whose label names no other card. */
@Component(service = CardFactory.class)
public final class TerminalCardFactory implements CardFactory {

	@Override
	public String plugin() {
		return TERMINAL;
	}

	@Override
	public String name() {
		return "Terminal";
	}

	@Override
	public Card create(Composite parent, CardContext context) {
		return new TerminalPaneCard(parent, context);
	}
}
