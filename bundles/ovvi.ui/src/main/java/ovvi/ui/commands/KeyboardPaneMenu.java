package ovvi.ui.commands;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.ActionContributionItem;
import org.eclipse.jface.action.IContributionItem;
import org.eclipse.ui.actions.CompoundContributionItem;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.menus.IWorkbenchContribution;
import org.eclipse.ui.services.IServiceLocator;

import ovvi.model.Pane;
import ovvi.ui.Messages;

/** A submenu about the keyboard card's pane, built each time it opens; "No Pane" without one. */
abstract class KeyboardPaneMenu extends CompoundContributionItem implements IWorkbenchContribution {

	private IServiceLocator services;

	@Override
	public final void initialize(IServiceLocator serviceLocator) {
		services = serviceLocator;
	}

	@Override
	protected final IContributionItem[] getContributionItems() {
		IHandlerService handlers = services == null ? null : services.getService(IHandlerService.class);
		Target target = handlers == null ? null : Target.of(handlers.getCurrentState());
		Pane pane = target == null ? null : target.herdrPane();
		return pane == null ? new IContributionItem[] { disabled(Messages.KeyboardPane_none) } : items(target, pane);
	}

	abstract IContributionItem[] items(Target target, Pane pane);

	static IContributionItem disabled(String label) {
		Action action = new Action(label) {
		};
		action.setEnabled(false);
		return new ActionContributionItem(action);
	}
}
