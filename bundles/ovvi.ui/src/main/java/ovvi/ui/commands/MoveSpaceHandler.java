package ovvi.ui.commands;

import ovvi.model.Direction;
import ovvi.model.write.MoveSpace;
import ovvi.ui.pages.Writes;

/** Move Space Up or Down (plugin.xml says which) in the sidebar, with its linked worktrees. */
public final class MoveSpaceHandler extends DirectionHandler {

	@Override
	boolean canRun(Target target) {
		if (target.space() == null) {
			return false;
		}
		return canStep(target.page().connection().store().spaces(), target.space(), direction == Direction.DOWN);
	}

	@Override
	void run(Target target) {
		Writes.submit(target.window(), target.page(),
				new MoveSpace(target.page().connection().store().spaces(), target.space(), direction == Direction.DOWN));
	}
}
