package ovvi.ui.commands;

import ovvi.model.Direction;
import ovvi.model.write.MoveTab;
import ovvi.ui.pages.Writes;

/** Move Tab Left or Right inside its space; up and down move nothing. */
public final class MoveTabHandler extends DirectionHandler {

	@Override
	boolean canRun(Target target, Direction direction) {
		if (target.tab() == null || target.space() == null || !(direction == Direction.LEFT || direction == Direction.RIGHT)) {
			return false;
		}
		return canStep(target.space().tabs(), target.tab(), direction == Direction.RIGHT);
	}

	@Override
	void run(Target target, Direction direction) {
		Writes.submit(target.window(), target.page(), new MoveTab(target.space(), target.tab(), direction == Direction.RIGHT));
	}
}
