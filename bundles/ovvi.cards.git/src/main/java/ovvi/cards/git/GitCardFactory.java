package ovvi.cards.git;

import org.eclipse.swt.widgets.Composite;
import org.osgi.service.component.annotations.Component;

import ovvi.cards.Card;
import ovvi.cards.CardContext;
import ovvi.cards.CardFactory;

/** A repository of the pane's machine in a pane: {@code ovvi:git#<iid> <root>}. */
@Component(service = CardFactory.class)
public final class GitCardFactory implements CardFactory {

	public static final String PLUGIN = "git";

	@Override
	public String plugin() {
		return PLUGIN;
	}

	@Override
	public String name() {
		return Messages.GitCardFactory_name;
	}

	@Override
	public Card create(Composite parent, CardContext context) {
		return new GitCard(parent, context);
	}
}
