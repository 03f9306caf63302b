package ovvi.ui.commands;

import ovvi.model.write.CloseSpace;
import ovvi.ui.pages.Writes;

/** Close Space: the target space (with its linked worktrees' spaces when it is their repository's). */
public final class CloseSpaceHandler extends TargetHandler {

	@Override
	boolean canRun(Target target) {
		return target.space() != null;
	}

	@Override
	void run(Target target) {
		Writes.submit(target.window(), target.page(),
				new CloseSpace(target.space(), target.page().connection().store().spaces(), false));
	}
}
