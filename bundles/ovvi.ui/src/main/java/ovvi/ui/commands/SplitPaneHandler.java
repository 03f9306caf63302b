package ovvi.ui.commands;

import ovvi.model.Direction;
import ovvi.model.write.SplitPane;
import ovvi.ui.pages.Writes;

/**
 * Split Right, Down, Left or Up of the keyboard card. The keyboard goes to the new card, which
 * shows at once as the split's stand-in.
 */
public final class SplitPaneHandler extends DirectionHandler {

	@Override
	boolean canRun(Target target, Direction direction) {
		return target.pane() != null;
	}

	@Override
	void run(Target target, Direction direction) {
		SplitPane split = new SplitPane(target.pane(), direction);
		Writes.submit(target.window(), target.page(), split);
		if (target.part() != null && target.part().cards() != null) {
			target.part().cards().keyboardTo(split.shown());
		}
	}
}
