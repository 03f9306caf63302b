package ovvi.ui.commands;

import ovvi.model.Direction;
import ovvi.model.write.MoveTab;
import ovvi.ui.pages.Writes;

/** Move Tab Left or Right (plugin.xml says which) inside its space. */
public final class MoveTabHandler extends DirectionHandler {

	@Override
	boolean canRun(Target target) {
		if (target.tab() == null || target.space() == null) {
			return false;
		}
		return canStep(target.space().tabs(), target.tab(), direction == Direction.RIGHT);
	}

	@Override
	void run(Target target) {
		Writes.submit(target.window(), target.page(), new MoveTab(target.space(), target.tab(), direction == Direction.RIGHT));
	}
}
