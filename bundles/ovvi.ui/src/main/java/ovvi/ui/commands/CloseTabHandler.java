package ovvi.ui.commands;

import ovvi.model.write.CloseTabs;
import ovvi.ui.tab.TabClose;

/**
 * Close (the platform's, M1+W) in a tab part: its tab. The tab part's descriptor gives its parts
 * this handler (fragment.e4xmi), so it takes the command only there.
 */
public final class CloseTabHandler extends TargetHandler {

	@Override
	boolean canRun(Target target) {
		return target.tab() != null && target.space() != null;
	}

	@Override
	void run(Target target) {
		TabClose.close(target.window(), target.page(), CloseTabs.one(target.tab()));
	}
}
