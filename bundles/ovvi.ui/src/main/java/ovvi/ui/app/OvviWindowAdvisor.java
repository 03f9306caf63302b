package ovvi.ui.app;

import org.eclipse.swt.graphics.Point;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.application.ActionBarAdvisor;
import org.eclipse.ui.application.IActionBarConfigurer;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;
import org.eclipse.ui.contexts.IContextService;

import ovvi.ui.Messages;
import ovvi.ui.tab.TabTrack;

final class OvviWindowAdvisor extends WorkbenchWindowAdvisor {

	/** The context of Ovvi's key bindings (plugin.xml), active in every Ovvi window. */
	static final String CONTEXT = "ovvi.ui.contexts.window";

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
		configurer.setTitle(Messages.Window_title);
		configurer.setInitialSize(new Point(1280, 800));
		configurer.setShowCoolBar(false);
		configurer.setShowPerspectiveBar(true);
		configurer.setShowStatusLine(true);
		configurer.setShowProgressIndicator(true);
	}

	@Override
	public void postWindowOpen() {
		IWorkbenchWindow window = getWindowConfigurer().getWindow();
		window.getService(IContextService.class).activateContext(CONTEXT);
		TabTrack.of(window);
		FolderDrops.install(window);
		ReopenedPages.install(window);
		StartupTiming.windowOpened(window.getShell().getDisplay());
	}
}
