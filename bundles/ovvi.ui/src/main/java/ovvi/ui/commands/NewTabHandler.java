package ovvi.ui.commands;

import ovvi.model.Pane;
import ovvi.model.write.NewTab;
import ovvi.ui.pages.Writes;
import ovvi.ui.tab.TabTrack;
import ovvi.ui.tab.TabPart;

/**
 * New Tab (and a space row's New Tab in Space): a tab in the target space, in the folder of the
 * keyboard card of the tab used last there ({@link NewTab#in}).
 */
public final class NewTabHandler extends TargetHandler {

	@Override
	boolean canRun(Target target) {
		return target.space() != null;
	}

	@Override
	void run(Target target) {
		Writes.submit(target.window(), target.page(), NewTab.in(target.space(), target.page().history(), tab -> {
			// the keyboard card the window shows or keeps for the tab, else its first pane
			TabPart part = TabTrack.of(target.window()).part(tab);
			Pane card = part == null || part.cards() == null ? null : part.cards().keyboardPane();
			return card != null ? card : tab.panes().stream().findFirst().orElse(null);
		}));
	}
}
