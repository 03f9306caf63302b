package ovvi.cards.markdown;

import org.eclipse.swt.widgets.Composite;
import org.osgi.service.component.annotations.Component;

import ovvi.cards.Card;
import ovvi.cards.CardContext;
import ovvi.cards.CardFactory;

/**
 * A Markdown file rendered in a pane: {@code ovvi:markdown#<iid> <file>}, or the pane folder's
 * README.md for a card chosen with no file. A sample of a card installed from an update site: it
 * is not in the product.
 */
@Component(service = CardFactory.class)
public final class MarkdownCardFactory implements CardFactory {

	public static final String PLUGIN = "markdown";

	@Override
	public String plugin() {
		return PLUGIN;
	}

	@Override
	public String name() {
		return "Markdown";
	}

	@Override
	public Card create(Composite parent, CardContext context) {
		return MarkdownCard.create(parent, context);
	}
}
