package ovvi.ui.commands;

import ovvi.model.write.ClosePane;
import ovvi.ui.pages.Writes;

/** Close Pane: the keyboard card's pane; the model asks first when a program runs in it. */
public final class ClosePaneHandler extends TargetHandler {

	@Override
	boolean canRun(Target target) {
		return target.pane() != null;
	}

	@Override
	void run(Target target) {
		Writes.submit(target.window(), target.page(), new ClosePane(target.pane(), false));
	}
}
