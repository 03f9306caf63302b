package ovvi.ui.commands;

import ovvi.model.write.ReplacePane;
import ovvi.ui.pages.Writes;

/**
 * Replace Pane and Open Terminal Here: a new shell takes the keyboard card's place (herdr has no
 * respawn); the model asks first when a program runs in the old one.
 */
public final class ReplacePaneHandler extends TargetHandler {

	@Override
	boolean canRun(Target target) {
		return target.herdrPane() != null;
	}

	@Override
	void run(Target target) {
		Writes.submit(target.window(), target.page(), ReplacePane.terminal(target.herdrPane()));
	}
}
