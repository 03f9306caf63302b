package ovvi.ui.tests;

import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;

/**
 * Works a modal dialog from inside its own event loop: a dialog's open() does not return until it
 * closes, so the test's steps run as runnables that loop dispatches once the dialog is up.
 */
final class DialogDriver {

	private final Display display;
	private final AtomicReference<Throwable> failure = new AtomicReference<>();
	private volatile boolean done;

	private DialogDriver(Display display) {
		this.display = display;
	}

	/** Runs {@code steps} on the dialog titled {@code title} once it shows. */
	static DialogDriver when(Display display, String title, Consumer<Shell> steps) {
		DialogDriver driver = new DialogDriver(display);
		display.asyncExec(new Runnable() {
			@Override
			public void run() {
				// A timer can fire inside the dialog's Shell.open, whose nested GTK loop lets only
				// some events through; an async runs from the dialog's own loop, once it is open.
				Widgets.shellTitled(display, title).ifPresentOrElse(dialog -> display.asyncExec(() -> {
					try {
						steps.accept(dialog);
					} catch (Throwable t) {
						driver.failure.set(t);
						dialog.close();
					} finally {
						driver.done = true;
					}
				}), () -> display.timerExec(20, this));
			}
		});
		return driver;
	}

	/** Waits until the steps ran, and rethrows what failed in them. */
	void await() {
		UiWait.until(display, () -> done, "the dialog's steps ran");
		Throwable t = failure.get();
		if (t instanceof Error error) {
			throw error;
		}
		if (t != null) {
			throw new AssertionError(t);
		}
	}
}
