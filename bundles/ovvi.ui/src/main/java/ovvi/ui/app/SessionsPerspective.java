package ovvi.ui.app;

import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;

import ovvi.ui.install.InstallHerdrView;
import ovvi.ui.sessions.SessionsView;

/** A page: the Sessions view on the left, herdr's tabs in the area beside it. */
public final class SessionsPerspective implements IPerspectiveFactory {

	public static final String ID = "ovvi.ui.perspective";

	@Override
	public void createInitialLayout(IPageLayout layout) {
		layout.setEditorAreaVisible(true);
		layout.addView(SessionsView.ID, IPageLayout.LEFT, 0.22f, layout.getEditorArea());
		// herdr on this computer opens over the tabs' area, where a session's page will be
		layout.addPlaceholder(InstallHerdrView.ID, IPageLayout.TOP, 0.7f, layout.getEditorArea());
	}
}
