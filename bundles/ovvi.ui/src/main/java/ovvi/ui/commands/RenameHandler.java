package ovvi.ui.commands;

import ovvi.ui.sessions.SessionsView;

/**
 * Rename (F2) in the sidebar: the selected space's or tab's name in place. In a tab part it is
 * {@link RenameTabHandler}.
 */
public final class RenameHandler extends PlatformCommandHandler {

	@Override
	boolean canRun(Target target) {
		return target.space() != null;
	}

	@Override
	void run(Target target) {
		if (target.window().getActivePage().getActivePart() instanceof SessionsView sidebar) {
			sidebar.renameSelected();
		}
	}
}
