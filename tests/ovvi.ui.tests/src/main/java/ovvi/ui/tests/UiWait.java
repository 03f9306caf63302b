package ovvi.ui.tests;

import java.time.Duration;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

import org.eclipse.swt.widgets.Display;

/** Runs the UI thread's event loop until a condition holds, so the UI keeps working meanwhile. */
final class UiWait {

	/**
	 * How long a condition may take before the test fails: a bound for a broken build, not a
	 * speed target, so a busy CI machine (a JVM or a shell that starts slowly) stays well inside it.
	 */
	static final Duration PATIENCE = Duration.ofSeconds(60);
	/** Conditions on herdr's state come with no SWT event, so the loop also wakes this often. */
	private static final int TICK_MILLIS = 50;

	private UiWait() {
	}

	/**
	 * Activates the shell until the keyboard focus is inside it. Without a window manager (Xvfb)
	 * an activation can lose to a shell that was active a moment before, so it is asked again on
	 * each turn of the loop.
	 */
	static void focusInto(org.eclipse.swt.widgets.Shell shell) {
		Display display = shell.getDisplay();
		until(display, () -> {
			org.eclipse.swt.widgets.Control focus = display.getFocusControl();
			if (focus != null && focus.getShell() == shell) {
				return true;
			}
			if (display.getActiveShell() == shell) {
				// active with no focus control: the control that had it was hidden (a view's stack switched)
				shell.setFocus();
			} else {
				shell.forceActive();
			}
			return false;
		}, "the keyboard focus is in " + shell.getText() + " (" + shells(display) + ")");
	}

	/** What has the keyboard, and the status of the terminal card it belongs to. */
	private static String keyboard(Display display) {
		org.eclipse.swt.widgets.Control focus = display.getFocusControl();
		Object status = focus == null ? null : focus.getData(ovvi.terminal.TerminalCard.STATUS_DATA);
		return focus + (status == null ? "" : " of a card " + status) + (focus == null ? "" : " in " + ancestry(focus.getParent()));
	}

	/** The control's class and its parents', up to the shell: which card or part a bare composite is. */
	private static String ancestry(org.eclipse.swt.widgets.Control control) {
		StringBuilder chain = new StringBuilder();
		for (org.eclipse.swt.widgets.Control each = control; each != null && !(each instanceof org.eclipse.swt.widgets.Shell); each = each.getParent()) {
			Object id = each.getData(ovvi.ui.UiIds.KEY);
			chain.append(chain.isEmpty() ? "" : " < ").append(each.getClass().getSimpleName()).append(id == null ? "" : "#" + id);
		}
		return chain.toString();
	}

	/** The display's visible shells, the active one marked: what took the keyboard instead. */
	private static String shells(Display display) {
		return java.util.Arrays.stream(display.getShells()).filter(org.eclipse.swt.widgets.Shell::isVisible)
				.map(each -> (each == display.getActiveShell() ? "active: " : "") + "'" + each.getText() + "'")
				.collect(java.util.stream.Collectors.joining(", ", "shells: ", ""));
	}

	/** Activates the shell until the display reports it active, asking again on each turn as above. */
	static void activate(org.eclipse.swt.widgets.Shell shell) {
		Display display = shell.getDisplay();
		until(display, () -> {
			if (display.getActiveShell() == shell) {
				return true;
			}
			shell.forceActive();
			return false;
		}, shell.getText() + " is the active shell");
	}

	static void until(Display display, BooleanSupplier condition, String what) {
		until(display, condition, what, PATIENCE);
	}

	static void until(Display display, BooleanSupplier condition, String what, Duration patience) {
		until(display, condition, () -> what, patience);
	}

	/** @param what said when the wait fails, as things are then (a test names the state it saw) */
	static void until(Display display, BooleanSupplier condition, Supplier<String> what) {
		until(display, condition, what, PATIENCE);
	}

	static void until(Display display, BooleanSupplier condition, Supplier<String> what, Duration patience) {
		RecentLog.listen();
		long started = System.currentTimeMillis();
		long deadline = System.nanoTime() + patience.toNanos();
		while (!condition.getAsBoolean()) {
			if (System.nanoTime() > deadline) {
				throw new AssertionError("not within " + patience.toSeconds() + " s: " + what.get() + " (keyboard: "
						+ keyboard(display) + "; " + shells(display) + ")" + RecentLog.since(started));
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
