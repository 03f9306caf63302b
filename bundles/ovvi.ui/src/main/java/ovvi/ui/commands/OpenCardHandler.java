package ovvi.ui.commands;

import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExecutableExtension;

import ovvi.cards.CardCatalog;
import ovvi.cards.CardFactory;
import ovvi.cards.CardLabel;
import ovvi.cards.Opening;
import ovvi.model.write.ReplacePane;
import ovvi.model.write.Write;
import ovvi.ui.pages.Writes;
import ovvi.ui.tab.CardChooser;
import ovvi.ui.tab.CardOpener;

/**
 * Open Card Here… (the card chooser: Terminal, Browser and every installed card) and Open Browser
 * Here (plugin.xml names the plugin after the class). A plugin card takes the keyboard card's
 * place as the seed's writes table says: a new tab with the labeled placeholder pane, moved
 * beside the old pane, which then closes. Terminal is Open Terminal Here.
 */
public final class OpenCardHandler extends TargetHandler implements IExecutableExtension {

	/** The plugin to open, or null to ask with the chooser. */
	private String plugin;

	@Override
	public void setInitializationData(IConfigurationElement config, String propertyName, Object data) {
		plugin = data instanceof String name && !name.isBlank() ? name : null;
	}

	@Override
	boolean canRun(Target target) {
		return target.herdrPane() != null;
	}

	@Override
	void run(Target target) {
		CardCatalog catalog = target.window().getService(CardCatalog.class);
		String chosen = plugin != null ? plugin : CardChooser.choose(target.window().getShell(), catalog.chooser());
		if (chosen != null) {
			Writes.submit(target.window(), target.page(), write(target, chosen));
		}
	}

	private static Write write(Target target, String chosen) {
		return chosen.equals(CardFactory.TERMINAL) ? ReplacePane.terminal(target.herdrPane())
				: CardOpener.write(target.herdrPane(), CardLabel.fresh(chosen, ""), Opening.INSTEAD);
	}
}
