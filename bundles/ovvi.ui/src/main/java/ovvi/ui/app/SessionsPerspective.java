package ovvi.ui.app;

import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;

import ovvi.ui.agent.AgentsView;
import ovvi.ui.install.InstallHerdrView;
import ovvi.ui.sessions.SessionsView;
import ovvi.ui.tab.TabTrack;

/**
 * A window's layout: the sidebar on the left, the Agents view below it and, beside them, the tab
 * stack, where the tabs of the selected space show as parts, herdr on this computer while no page
 * is open, and Install herdr for a page whose machine has none. There is no editor area: herdr's
 * tabs are the window's documents.
 */
public final class SessionsPerspective implements IPerspectiveFactory {

	public static final String ID = "ovvi.ui.perspective";
	public static final String TABS_FOLDER = TabTrack.STACK;

	@Override
	public void createInitialLayout(IPageLayout layout) {
		layout.setEditorAreaVisible(false);
		layout.addView(SessionsView.ID, IPageLayout.LEFT, 0.25f, layout.getEditorArea());
		layout.getViewLayout(SessionsView.ID).setCloseable(false);
		IFolderLayout tabs = layout.createFolder(TABS_FOLDER, IPageLayout.RIGHT, 0.25f, SessionsView.ID);
		// the new window's view; it gives way to the tabs of the first page opened, e4 parts that
		// the window's TabTrack adds to this folder
		tabs.addView(InstallHerdrView.ID);
		// below the sidebar only: made after the stack, it splits the sidebar's place, not the window's
		layout.addView(AgentsView.ID, IPageLayout.BOTTOM, 0.6f, SessionsView.ID);
		layout.addShowViewShortcut(SessionsView.ID);
		layout.addShowViewShortcut(AgentsView.ID);
	}
}
