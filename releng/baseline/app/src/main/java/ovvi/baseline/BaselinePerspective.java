package ovvi.baseline;

import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;

/** The window's layout: the terminal view, no editor area. */
public final class BaselinePerspective implements IPerspectiveFactory {

	static final String ID = "ovvi.baseline.perspective";

	@Override
	public void createInitialLayout(IPageLayout layout) {
		layout.setEditorAreaVisible(false);
		layout.addStandaloneView(TerminalView.ID, false, IPageLayout.LEFT, 1f, layout.getEditorArea());
	}
}
