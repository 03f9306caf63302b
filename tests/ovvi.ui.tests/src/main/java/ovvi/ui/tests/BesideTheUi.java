package ovvi.ui.tests;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;

/**
 * Works the UI from a test's own thread, for tests that run beside the UI thread: p2's wizards
 * and the dialogs its jobs open run modal loops of their own, which a test on the UI thread would
 * have to enter one by one. Reads go through {@link Display#syncExec}; input is real (xdotool's
 * XTest events), sent from the test's thread, so a press that opens a modal dialog does not hold
 * the test inside that dialog's loop.
 */
final class BesideTheUi {

	private static final long TICK_MILLIS = 50;

	private final Display display;

	BesideTheUi(Display display) {
		this.display = display;
	}

	/** A value read on the UI thread; what fails there fails here. */
	<T> T get(Supplier<T> read) {
		AtomicReference<T> value = new AtomicReference<>();
		AtomicReference<Throwable> failure = new AtomicReference<>();
		display.syncExec(() -> {
			try {
				value.set(read.get());
			} catch (Throwable t) {
				failure.set(t);
			}
		});
		if (failure.get() instanceof Error error) {
			throw error;
		}
		if (failure.get() != null) {
			throw new AssertionError(failure.get());
		}
		return value.get();
	}

	void run(Runnable step) {
		get(() -> {
			step.run();
			return null;
		});
	}

	/**
	 * Waits until the UI shows what {@code read} looks for (a value, not empty), reading it each
	 * tick: the UI's state changes with no event this thread could wait on.
	 */
	<T> T await(Supplier<Optional<T>> read, String what) {
		long deadline = System.nanoTime() + UiWait.PATIENCE.toNanos();
		while (true) {
			Optional<T> found = get(read);
			if (found.isPresent()) {
				return found.get();
			}
			if (System.nanoTime() > deadline) {
				throw new AssertionError("not within " + UiWait.PATIENCE.toSeconds() + " s: " + what + " (shells: " + shells() + ")");
			}
			try {
				Thread.sleep(TICK_MILLIS);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				throw new AssertionError("interrupted while waiting: " + what, e);
			}
		}
	}

	void awaitTrue(Supplier<Boolean> condition, String what) {
		await(() -> condition.get() ? Optional.of(true) : Optional.empty(), what);
	}

	/** The visible shell with this title, once there is one, made active (so it has the keyboard). */
	Shell shell(String title) {
		Shell shell = await(() -> Widgets.shellTitled(display, title), "a window titled " + title);
		activate(shell);
		return shell;
	}

	/** Makes the shell active, so that it has the keyboard. */
	void activate(Shell shell) {
		awaitTrue(() -> {
			if (display.getActiveShell() == shell) {
				return true;
			}
			shell.forceActive();
			return false;
		}, get(shell::getText) + " is the active window");
	}

	String shells() {
		return get(() -> {
			List<String> titles = new ArrayList<>();
			for (Shell shell : display.getShells()) {
				if (!shell.isDisposed() && shell.isVisible()) {
					titles.add((shell == display.getActiveShell() ? "active: '" : "'") + shell.getText() + "'");
				}
			}
			return String.join(", ", titles);
		});
	}

	/** Clicks the middle of a control with the mouse. */
	void click(Control control) {
		Point size = get(control::getSize);
		clickAt(control, size.x / 2, size.y / 2);
	}

	/** Clicks a point of a control (in its own coordinates) with the mouse. */
	void clickAt(Control control, int x, int y) {
		Point point = get(() -> control.toDisplay(x, y));
		xdotool("mousemove", "--sync", point.x, point.y, "click", "1");
	}

	/** Key presses, as xdotool names them ("Return", "alt+h", "space"), to the window that has the keyboard. */
	void keys(String... keys) {
		List<Object> arguments = new ArrayList<>(List.of("key", "--delay", "40", "--"));
		arguments.addAll(List.of(keys));
		xdotool(arguments.toArray());
	}

	void type(String text) {
		xdotool("type", "--delay", "5", "--", text);
	}

	private static void xdotool(Object... arguments) {
		List<String> command = new ArrayList<>(List.of("xdotool"));
		for (Object argument : arguments) {
			command.add(String.valueOf(argument));
		}
		try {
			Process step = new ProcessBuilder(command).redirectErrorStream(true).start();
			String output = new String(step.getInputStream().readAllBytes());
			if (step.waitFor() != 0) {
				throw new AssertionError(String.join(" ", command) + " failed: " + output);
			}
		} catch (IOException e) {
			throw new AssertionError("xdotool could not run (apt-get install xdotool)", e);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new AssertionError(e);
		}
	}
}
