package ovvi.ui.commands;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.ActionContributionItem;
import org.eclipse.jface.action.IContributionItem;
import org.eclipse.jface.action.Separator;
import org.eclipse.ui.actions.CompoundContributionItem;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.menus.IWorkbenchContribution;
import org.eclipse.ui.services.IServiceLocator;

import ovvi.model.Pane;
import ovvi.model.Space;
import ovvi.model.Tab;
import ovvi.model.write.MovePane;
import ovvi.model.write.Write;
import ovvi.ui.pages.Writes;
import ovvi.ui.sessions.SpaceNames;

/**
 * Move Pane to Tab ▸ for the keyboard card: each other tab of the session (those of other spaces
 * named with their space), New Tab in its space, New Space. Built each time the menu opens.
 */
public final class MovePaneToTabMenu extends CompoundContributionItem implements IWorkbenchContribution {

	public static final String NEW_TAB = "New Tab";
	public static final String NEW_SPACE = "New Space";

	private IServiceLocator services;

	@Override
	public void initialize(IServiceLocator serviceLocator) {
		services = serviceLocator;
	}

	@Override
	protected IContributionItem[] getContributionItems() {
		IHandlerService handlers = services == null ? null : services.getService(IHandlerService.class);
		Target target = handlers == null ? null : Target.of(handlers.getCurrentState());
		Pane pane = target == null ? null : target.herdrPane();
		if (pane == null) {
			Action none = new Action("No Pane") {
			};
			none.setEnabled(false);
			return new IContributionItem[] { new ActionContributionItem(none) };
		}
		List<IContributionItem> items = new ArrayList<>();
		for (Space space : target.page().connection().store().spaces()) {
			for (Tab tab : space.tabs()) {
				if (tab != target.tab()) {
					String name = tab.label() == null || tab.label().isBlank() ? String.valueOf(tab.number()) : tab.label();
					String label = space == target.space() ? name : SpaceNames.of(space) + " / " + name;
					items.add(move(target, label, MovePane.toTab(pane.id(), tab)));
				}
			}
		}
		items.add(new Separator());
		items.add(move(target, NEW_TAB, MovePane.toNewTab(pane.id(), target.space().id())));
		items.add(move(target, NEW_SPACE, MovePane.toNewSpace(pane.id())));
		return items.toArray(IContributionItem[]::new);
	}

	private static IContributionItem move(Target target, String label, Write write) {
		// a label's & would be taken as a mnemonic
		return new ActionContributionItem(new Action(label.replace("&", "&&")) {
			@Override
			public void run() {
				Writes.submit(target.window(), target.page(), write);
			}
		});
	}
}
