package ovvi.baseline;

import java.lang.management.ManagementFactory;
import java.time.Duration;

import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.application.IWorkbenchConfigurer;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchAdvisor;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;

import sun.misc.Signal;

/**
 * The start-up baseline: the compatibility workbench started as Ovvi starts it, one window, one
 * view. It prints its first window in the line Ovvi prints with {@code ovvi.startupTiming}, and
 * closes the workbench on SIGTERM as Ovvi does, so the benchmark treats both alike.
 */
public final class BaselineApplication implements IApplication {

	@Override
	public Object start(IApplicationContext context) {
		Display display = PlatformUI.createDisplay();
		Signal.handle(new Signal("TERM"), signal -> display.asyncExec(() -> PlatformUI.getWorkbench().close()));
		try {
			PlatformUI.createAndRunWorkbench(display, new Advisor());
			return EXIT_OK;
		} finally {
			display.dispose();
		}
	}

	@Override
	public void stop() {
		// the workbench closes on SIGTERM; nothing else stops the baseline
	}

	private static final class Advisor extends WorkbenchAdvisor {
		@Override
		public void initialize(IWorkbenchConfigurer configurer) {
			configurer.setSaveAndRestore(true);
		}

		@Override
		public String getInitialWindowPerspectiveId() {
			return BaselinePerspective.ID;
		}

		@Override
		public WorkbenchWindowAdvisor createWorkbenchWindowAdvisor(IWorkbenchWindowConfigurer configurer) {
			return new WorkbenchWindowAdvisor(configurer) {
				@Override
				public void postWindowOpen() {
					Display display = configurer.getWindow().getShell().getDisplay();
					// the events already queued include the window's first paint
					display.asyncExec(() -> System.out.println("ovvi: first window after "
							+ (System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime())
							+ " ms, " + ProcessHandle.current().info().totalCpuDuration().map(Duration::toMillis).orElse(-1L)
							+ " ms of CPU"));
				}
			};
		}
	}
}
