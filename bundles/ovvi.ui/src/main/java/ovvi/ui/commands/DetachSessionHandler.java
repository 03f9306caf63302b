package ovvi.ui.commands;

import ovvi.ui.pages.WindowPages;

/** Detach Session: the window lets the target's page go; herdr's session keeps running. */
public final class DetachSessionHandler extends TargetHandler {

	@Override
	boolean canRun(Target target) {
		return target.page() != null;
	}

	@Override
	void run(Target target) {
		WindowPages.of(target.window()).detach(target.page());
	}
}
