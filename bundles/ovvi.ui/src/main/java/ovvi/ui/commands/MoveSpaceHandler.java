package ovvi.ui.commands;

import ovvi.model.Direction;
import ovvi.model.write.MoveSpace;
import ovvi.ui.pages.Writes;

/** Move Space Up or Down in the sidebar, with its linked worktrees; left and right move nothing. */
public final class MoveSpaceHandler extends DirectionHandler {

	@Override
	boolean canRun(Target target, Direction direction) {
		if (target.space() == null || !(direction == Direction.UP || direction == Direction.DOWN)) {
			return false;
		}
		return canStep(target.page().connection().store().spaces(), target.space(), direction == Direction.DOWN);
	}

	@Override
	void run(Target target, Direction direction) {
		Writes.submit(target.window(), target.page(),
				new MoveSpace(target.page().connection().store().spaces(), target.space(), direction == Direction.DOWN));
	}
}
