package ovvi.ui.commands;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.ActionContributionItem;
import org.eclipse.jface.action.IContributionItem;
import org.eclipse.jface.action.Separator;

import ovvi.model.Pane;
import ovvi.model.Space;
import ovvi.model.Tab;
import ovvi.model.write.MovePane;
import ovvi.model.write.Write;
import ovvi.ui.Messages;
import ovvi.ui.pages.Writes;
import ovvi.ui.sessions.SpaceNames;
import ovvi.ui.sessions.TabNames;

/**
 * Move Pane to Tab ▸ for the keyboard card: each other tab of the session (those of other spaces
 * named with their space), New Tab in its space, New Space. Built each time the menu opens.
 */
public final class MovePaneToTabMenu extends KeyboardPaneMenu {

	public static final String NEW_TAB = Messages.MovePane_newTab;
	public static final String NEW_SPACE = Messages.MovePane_newSpace;

	@Override
	IContributionItem[] items(Target target, Pane pane) {
		List<IContributionItem> items = new ArrayList<>();
		for (Space space : target.page().connection().store().spaces()) {
			for (Tab tab : space.tabs()) {
				if (tab != target.tab()) {
					String name = TabNames.of(tab);
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
