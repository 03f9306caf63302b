package ovvi.ui.app;

import java.lang.management.ManagementFactory;
import java.time.Duration;

import org.eclipse.swt.widgets.Display;

/**
 * Prints how long the first window took, from the JVM's start, and the CPU time the process
 * used until then (which a busy machine disturbs much less), when the system property
 * {@code ovvi.startupTiming} is set. The start-up benchmark (releng/scripts) reads this line.
 */
final class StartupTiming {

	private static boolean reported;

	private StartupTiming() {
	}

	static void windowOpened(Display display) {
		if (reported || !Boolean.getBoolean("ovvi.startupTiming")) {
			return;
		}
		reported = true;
		// the events already queued include the window's first paint
		display.asyncExec(() -> System.out.println("ovvi: first window after "
				+ (System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime()) + " ms, "
				+ ProcessHandle.current().info().totalCpuDuration().map(Duration::toMillis).orElse(-1L)
				+ " ms of CPU"));
	}
}
