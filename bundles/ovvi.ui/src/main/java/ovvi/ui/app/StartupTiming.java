package ovvi.ui.app;

import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.Arrays;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;

import ovvi.cards.WidgetRole;

/**
 * Prints how long the first window took, from the JVM's start, and the CPU time the process
 * used until then (which a busy machine disturbs much less), when the system property
 * {@code ovvi.startupTiming} is set. From then on it also prints each time more terminal cards
 * than ever before show live frames, how long after the first window and the CPU time used until
 * then: a card counts from its first paint with nothing laid over its terminal (it is covered
 * until herdr's first frames have settled), until it is disposed. The start-up benchmark
 * (releng/scripts) reads these lines.
 */
final class StartupTiming {

	/** Set on a terminal widget once it painted live frames, so that it counts once. */
	private static final String COUNTED = "ovvi.startupTiming.live";

	private static boolean reported;
	private static long firstWindowAt;
	private static int liveCards;
	private static int mostLiveCards;

	private StartupTiming() {
	}

	static void windowOpened(Display display) {
		if (reported || !Boolean.getBoolean("ovvi.startupTiming")) {
			return;
		}
		reported = true;
		// the events already queued include the window's first paint
		display.asyncExec(() -> {
			firstWindowAt = System.currentTimeMillis();
			System.out.println("ovvi: first window after "
					+ (firstWindowAt - ManagementFactory.getRuntimeMXBean().getStartTime()) + " ms, " + cpuMillis()
					+ " ms of CPU");
			display.addFilter(SWT.Paint, StartupTiming::painted);
		});
	}

	private static void painted(Event event) {
		if (!(event.widget instanceof Composite terminal) || !WidgetRole.TERMINAL.equals(terminal.getData(WidgetRole.KEY))
				|| terminal.getData(COUNTED) != null || covered(terminal)) {
			return;
		}
		terminal.setData(COUNTED, Boolean.TRUE);
		terminal.addListener(SWT.Dispose, gone -> liveCards--);
		liveCards++;
		if (liveCards > mostLiveCards) {
			mostLiveCards = liveCards;
			System.out.println("ovvi: live cards: " + liveCards + ", " + (System.currentTimeMillis() - firstWindowAt)
					+ " ms after the first window, " + cpuMillis() + " ms of CPU");
		}
	}

	/** The CPU time the process used so far. */
	private static long cpuMillis() {
		return ProcessHandle.current().info().totalCpuDuration().map(Duration::toMillis).orElse(-1L);
	}

	private static boolean covered(Composite terminal) {
		return Arrays.stream(terminal.getChildren()).anyMatch(child -> !child.isDisposed() && child.getVisible()
				&& (WidgetRole.TERMINAL_SETTLING.equals(child.getData(WidgetRole.KEY))
						|| WidgetRole.TERMINAL_STILL.equals(child.getData(WidgetRole.KEY))));
	}
}
