package ovvi.ui.commands;

import ovvi.model.Direction;
import ovvi.model.write.ResizePane;
import ovvi.ui.pages.Writes;

/** Resize Pane ▸ Left, Right, Up, Down: herdr moves the keyboard card's nearest divider. */
public final class ResizePaneHandler extends DirectionHandler {

	@Override
	boolean canRun(Target target, Direction direction) {
		return target.herdrPane() != null;
	}

	@Override
	void run(Target target, Direction direction) {
		Writes.submit(target.window(), target.page(), new ResizePane(target.herdrPane().id(), direction));
	}
}
