package ovvi.ui.app;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

import org.eclipse.core.runtime.ILog;
import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.eclipse.swt.SWTError;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.PlatformUI;

/**
 * Starts Ovvi's workbench. It runs on the compatibility layer (PlatformUI) rather than a pure
 * E4Application because TM Terminal's control asks PlatformUI for the workbench.
 */
public final class OvviApplication implements IApplication {

	/** The exit code when no display can be opened; the launch script documents it. */
	public static final Integer EXIT_NO_DISPLAY = 3;

	@Override
	public Object start(IApplicationContext context) {
		Display display;
		try {
			display = PlatformUI.createDisplay();
		} catch (SWTError noDisplay) {
			System.err.println("ovvi: cannot open a display (" + noDisplay.getMessage()
					+ "); Ovvi needs an X11 or Wayland desktop: set DISPLAY or WAYLAND_DISPLAY");
			return EXIT_NO_DISPLAY;
		}
		StopSignal.closeWorkbenchOnTerm(display);
		try {
			String[] arguments = (String[]) context.getArguments().get(IApplicationContext.APPLICATION_ARGS);
			int code = PlatformUI.createAndRunWorkbench(display, new OvviWorkbenchAdvisor(arguments == null ? new String[0] : arguments));
			return code == PlatformUI.RETURN_RESTART ? restart() : EXIT_OK;
		} finally {
			display.dispose();
		}
	}

	private static Object restart() {
		Optional<Path> script = Relaunch.script();
		if (script.isEmpty()) {
			return EXIT_RESTART;
		}
		try {
			Relaunch.start(script.get());
		} catch (IOException e) {
			ILog.of(OvviApplication.class).error("Ovvi could not start again; start it with " + script.get(), e);
		}
		return EXIT_OK;
	}

	@Override
	public void stop() {
		if (!PlatformUI.isWorkbenchRunning()) {
			return;
		}
		IWorkbench workbench = PlatformUI.getWorkbench();
		Display display = workbench.getDisplay();
		display.syncExec(() -> {
			if (!display.isDisposed()) {
				workbench.close();
			}
		});
	}
}
