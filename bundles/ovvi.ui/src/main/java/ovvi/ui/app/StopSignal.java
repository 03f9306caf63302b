package ovvi.ui.app;

import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.swt.SWTException;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.PlatformUI;

import sun.misc.Signal;

/**
 * SIGTERM (a stop by pid, the end of a desktop session) closes the workbench as File ▸ Quit does.
 * The JVM's own handling would exit at once: no window layout saved, no extension registry cache
 * written (so the next start parses every plugin.xml again) and exit code 143. A second SIGTERM
 * exits at once, for a workbench that cannot close.
 */
final class StopSignal {

	private static final int EXIT_TERMINATED = 128 + 15;

	private StopSignal() {
	}

	static void closeWorkbenchOnTerm(Display display) {
		AtomicBoolean asked = new AtomicBoolean();
		Signal.handle(new Signal("TERM"), signal -> {
			if (asked.getAndSet(true)) {
				Runtime.getRuntime().exit(EXIT_TERMINATED);
			}
			try {
				display.asyncExec(() -> {
					if (PlatformUI.isWorkbenchRunning()) {
						PlatformUI.getWorkbench().close();
					}
				});
			} catch (SWTException displayDisposed) {
				// the workbench is already gone and Ovvi is on its way out
			}
		});
	}
}
