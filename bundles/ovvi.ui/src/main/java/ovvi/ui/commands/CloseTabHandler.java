package ovvi.ui.commands;

import ovvi.model.write.CloseTabs;
import ovvi.ui.pages.Writes;

/** Close (the platform's, M1+W) in a tab part: its tab; the model asks first when a program runs in it. */
public final class CloseTabHandler extends PlatformCommandHandler {

	@Override
	boolean canRun(Target target) {
		return target.tab() != null && target.space() != null;
	}

	@Override
	void run(Target target) {
		Writes.submit(target.window(), target.page(), CloseTabs.one(target.tab()));
	}
}
