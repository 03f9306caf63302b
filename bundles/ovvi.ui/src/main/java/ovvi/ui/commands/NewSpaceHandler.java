package ovvi.ui.commands;

import ovvi.model.write.NewSpace;
import ovvi.ui.pages.Writes;

/** New Space: a space in the home folder of the target's session; herdr's answer selects it. */
public final class NewSpaceHandler extends TargetHandler {

	@Override
	boolean canRun(Target target) {
		return target.page() != null;
	}

	@Override
	void run(Target target) {
		Writes.submit(target.window(), target.page(), NewSpace.home(null));
	}
}
