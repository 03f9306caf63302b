package ovvi.ui.app;

import org.eclipse.ui.application.IWorkbenchConfigurer;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchAdvisor;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;

import ovvi.ui.commands.CardKeyBindings;
import ovvi.ui.pages.Connections;

final class OvviWorkbenchAdvisor extends WorkbenchAdvisor {

	@Override
	public void initialize(IWorkbenchConfigurer configurer) {
		configurer.setSaveAndRestore(true);
	}

	@Override
	public void postStartup() {
		CardKeyBindings.install(getWorkbenchConfigurer().getWorkbench());
	}

	@Override
	public boolean preShutdown() {
		Connections.app().closeAll();
		return true;
	}

	@Override
	public String getInitialWindowPerspectiveId() {
		return SessionsPerspective.ID;
	}

	@Override
	public WorkbenchWindowAdvisor createWorkbenchWindowAdvisor(IWorkbenchWindowConfigurer configurer) {
		return new OvviWindowAdvisor(configurer);
	}
}
