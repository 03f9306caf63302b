package ovvi.ui.commands;

import ovvi.model.Direction;
import ovvi.model.write.SwapPanes;
import ovvi.ui.pages.Writes;

/** Move Pane ▸ a direction: the keyboard card trades places with its neighbour; the keyboard stays with it. */
public final class MovePaneHandler extends DirectionHandler {

	@Override
	boolean canRun(Target target, Direction direction) {
		return target.herdrPane() != null && target.tab().panes().size() > 1;
	}

	@Override
	void run(Target target, Direction direction) {
		Writes.submit(target.window(), target.page(), SwapPanes.keyboardCard(target.herdrPane().id(), direction));
	}
}
