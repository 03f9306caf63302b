package ovvi.ui.app;

import org.eclipse.swt.graphics.Point;
import org.eclipse.ui.application.ActionBarAdvisor;
import org.eclipse.ui.application.IActionBarConfigurer;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;

import ovvi.ui.tab.TabTrack;

final class OvviWindowAdvisor extends WorkbenchWindowAdvisor {

	/** The title of every Ovvi window. */
	static final String TITLE = "Ovvi";

	OvviWindowAdvisor(IWorkbenchWindowConfigurer configurer) {
		super(configurer);
	}

	@Override
	public ActionBarAdvisor createActionBarAdvisor(IActionBarConfigurer configurer) {
		return new OvviMenuBar(configurer);
	}

	@Override
	public void preWindowOpen() {
		IWorkbenchWindowConfigurer configurer = getWindowConfigurer();
		configurer.setTitle(TITLE);
		configurer.setInitialSize(new Point(1280, 800));
		configurer.setShowCoolBar(false);
		configurer.setShowPerspectiveBar(false);
		configurer.setShowStatusLine(true);
		configurer.setShowProgressIndicator(true);
	}

	@Override
	public void postWindowOpen() {
		TabTrack.of(getWindowConfigurer().getWindow());
		StartupTiming.windowOpened(getWindowConfigurer().getWindow().getShell().getDisplay());
	}
}
