package ovvi.ui.tests;

import java.time.Duration;
import java.util.function.BooleanSupplier;

import org.eclipse.swt.widgets.Display;

/** Runs the UI thread's event loop until a condition holds, so the UI keeps working meanwhile. */
final class UiWait {

	static final Duration PATIENCE = Duration.ofSeconds(20);
	/** Conditions on herdr's state come with no SWT event, so the loop also wakes this often. */
	private static final int TICK_MILLIS = 50;

	private UiWait() {
	}

	static void until(Display display, BooleanSupplier condition, String what) {
		long deadline = System.nanoTime() + PATIENCE.toNanos();
		while (!condition.getAsBoolean()) {
			if (System.nanoTime() > deadline) {
				throw new AssertionError("not within " + PATIENCE.toSeconds() + " s: " + what);
			}
			display.timerExec(TICK_MILLIS, () -> {
				// wakes display.sleep()
			});
			while (display.readAndDispatch()) {
				// handle what is queued
			}
			display.sleep();
		}
	}
}
