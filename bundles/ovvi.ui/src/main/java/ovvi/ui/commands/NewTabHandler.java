package ovvi.ui.commands;

import ovvi.model.write.NewTab;
import ovvi.ui.pages.Writes;

/** New Tab (and a space row's New Tab in Space): a tab in the target space, in its keyboard card's folder. */
public final class NewTabHandler extends TargetHandler {

	@Override
	boolean canRun(Target target) {
		return target.space() != null;
	}

	@Override
	void run(Target target) {
		Writes.submit(target.window(), target.page(), new NewTab(target.space().id(), target.pane()));
	}
}
