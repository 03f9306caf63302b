package ovvi.ui.commands;

import ovvi.model.write.SwapPanes;
import ovvi.ui.pages.Writes;

/** Move Pane ▸ a direction (plugin.xml names it): the keyboard card trades places with its neighbour; the keyboard stays with it. */
public final class MovePaneHandler extends DirectionHandler {

	@Override
	boolean canRun(Target target) {
		return target.herdrPane() != null && target.tab().panes().size() > 1;
	}

	@Override
	void run(Target target) {
		Writes.submit(target.window(), target.page(), SwapPanes.keyboardCard(target.herdrPane().id(), direction));
	}
}
