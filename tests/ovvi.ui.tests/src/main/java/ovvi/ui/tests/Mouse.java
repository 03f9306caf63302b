package ovvi.ui.tests;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.dnd.DND;
import org.eclipse.swt.dnd.DragSource;
import org.eclipse.swt.dnd.DragSourceAdapter;
import org.eclipse.swt.dnd.DragSourceEvent;
import org.eclipse.swt.dnd.DragSourceListener;
import org.eclipse.swt.dnd.DropTarget;
import org.eclipse.swt.dnd.DropTargetAdapter;
import org.eclipse.swt.dnd.DropTargetEvent;
import org.eclipse.swt.dnd.DropTargetListener;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Listener;
import org.eclipse.swt.widgets.Menu;

/**
 * Real clicks: {@link Display#post} moves the X pointer and presses its button, as a person does.
 * Each step waits until the control has seen it, since GTK clicks a button only when the pointer
 * had entered it before the press.
 */
final class Mouse {

	/** How many times the pointer goes into a control before a missing MouseEnter fails. */
	private static final int ENTRIES = 3;

	private Mouse() {
	}

	/** Clicks the middle of a control. */
	static void click(Control control) {
		Point size = control.getSize();
		click(control, size.x / 2, size.y / 2);
	}

	static void click(Control control, int x, int y) {
		Display display = control.getDisplay();
		AtomicInteger pressed = new AtomicInteger();
		AtomicInteger released = new AtomicInteger();
		Listener down = event -> pressed.incrementAndGet();
		Listener up = event -> released.incrementAndGet();
		control.addListener(SWT.MouseDown, down);
		control.addListener(SWT.MouseUp, up);
		try {
			pointAt(control, x, y);
			post(display, button(SWT.MouseDown, 1));
			UiWait.until(display, () -> pressed.get() > 0, "the " + control + " saw the press");
			post(display, button(SWT.MouseUp, 1));
			UiWait.until(display, () -> released.get() > 0 || control.isDisposed(), "the " + control + " saw the release");
		} finally {
			if (!control.isDisposed()) {
				control.removeListener(SWT.MouseDown, down);
				control.removeListener(SWT.MouseUp, up);
			}
		}
	}

	/**
	 * Presses the first button on a point of the control, moves the pointer by (dx, dy) in a few
	 * steps and releases it there, as a person drags, with these keys held (xdotool's names:
	 * "shift"). Through xdotool: GTK takes no pointer motion that {@link Display#post} fakes while
	 * a button is held.
	 */
	static void drag(Control control, int x, int y, int dx, int dy, String... keys) {
		Display display = control.getDisplay();
		UiWait.activate(control.getShell());
		AtomicInteger released = new AtomicInteger();
		Listener up = event -> released.incrementAndGet();
		control.addListener(SWT.MouseUp, up);
		try {
			Point start = control.toDisplay(x, y);
			xdotool(display, "mousemove", start.x, start.y);
			for (String key : keys) {
				xdotool(display, "keydown", key);
			}
			xdotool(display, "mousedown", 1);
			int steps = 5;
			for (int step = 1; step <= steps; step++) {
				xdotool(display, "mousemove", start.x + dx * step / steps, start.y + dy * step / steps);
			}
			xdotool(display, "mouseup", 1);
			UiWait.until(display, () -> released.get() > 0 || control.isDisposed(), "the " + control + " saw the release");
		} finally {
			for (String key : keys) {
				xdotool(display, "keyup", key);
			}
			if (!control.isDisposed()) {
				control.removeListener(SWT.MouseUp, up);
			}
		}
	}

	/** Drags from a point of one control onto the middle of another; see {@link #dragOnto(Control, int, int, Control, int, int)}. */
	static void dragOnto(Control from, int x, int y, Control onto) {
		dragOnto(from, x, y, onto, onto.getSize().x / 2, onto.getSize().y / 2);
	}

	/**
	 * Drags from a point of one control (served by a {@link DragSource} on it or an ancestor) onto a
	 * point of another with the real pointer (xdotool), and releases the button there. The drag
	 * starts as {@link #pressUntilADragStarts} says; then the release waits until the drop target
	 * heard of the pointer over that point. The caller waits for what the drop did.
	 */
	static void dragOnto(Control from, int x, int y, Control onto, int ontoX, int ontoY) {
		dragOnto(from, x, y, onto, ontoX, ontoY, () -> {});
	}

	/** As {@link #dragOnto(Control, int, int, Control, int, int)}, running the checks or changes while the pointer holds the drag over the point. */
	static void dragOnto(Control from, int x, int y, Control onto, int ontoX, int ontoY, Runnable whileOver) {
		Display display = from.getDisplay();
		UiWait.activate(from.getShell());
		DragSource source = dndOf(from, DND.DRAG_SOURCE_KEY, DragSource.class);
		AtomicInteger started = new AtomicInteger();
		AtomicInteger finished = new AtomicInteger();
		DragSourceListener dragged = new DragSourceAdapter() {
			@Override
			public void dragStart(DragSourceEvent event) {
				started.incrementAndGet();
			}

			@Override
			public void dragFinished(DragSourceEvent event) {
				finished.incrementAndGet();
			}
		};
		source.addDragListener(dragged);
		try {
			// the control may still be moving as its window lays out what herdr just changed
			Point[] at = { null };
			UiWait.until(display, () -> {
				Point now = from.toDisplay(x, y);
				if (!now.equals(at[0])) {
					at[0] = now;
					xdotool(display, "mousemove", now.x, now.y);
				}
				return display.getCursorControl() == from && from.toDisplay(x, y).equals(at[0]);
			}, "the pointer is over the " + from);
			Point start = at[0];
			drag(display, () -> pressUntilADragStarts(display, start, () -> started.get() > 0), start,
					() -> finished.get() > 0 || from.isDisposed(), dndOf(onto, DND.DROP_TARGET_KEY, DropTarget.class),
					onto.toDisplay(ontoX, ontoY), whileOver);
		} finally {
			if (!source.isDisposed()) {
				source.removeDragListener(dragged);
			}
		}
	}

	/**
	 * A drag with the real pointer from a point of the screen where another program's window is
	 * to a point over which this drop target takes the drag. The press and the first moves past
	 * GTK's threshold go in one xdotool run: that program's press handler is out of reach (see
	 * {@link #pressUntilADragStarts}), and its drag source is no tree or table, which SWT starts
	 * on the press alone when no move came within 0.5 s.
	 *
	 * @param started whether the program under the start point started its drag
	 * @param finished whether that program saw its drag end
	 */
	static void drag(Display display, Point start, BooleanSupplier started, BooleanSupplier finished, DropTarget target, Point end,
			Runnable whileOver) {
		drag(display, () -> {
			xdotool(display, "mousedown", 1, "mousemove", start.x + 4, start.y, "mousemove", start.x + 8, start.y + 1,
					"mousemove", start.x + 12, start.y + 2, "mousemove", start.x + THRESHOLD_PASSED, start.y + 3);
			UiWait.until(display, started, "a drag started at " + start);
		}, start, finished, target, end, whileOver);
	}

	/** How far right of the press the pointer is once a drag started: past GTK's threshold of 8 pixels. */
	private static final int THRESHOLD_PASSED = 16;

	private static void drag(Display display, Runnable pressAndStart, Point start, BooleanSupplier finished, DropTarget target,
			Point end, Runnable whileOver) {
		AtomicInteger over = new AtomicInteger();
		DropTargetListener hovered = new DropTargetAdapter() {
			@Override
			public void dragOver(DropTargetEvent event) {
				if (Math.abs(event.x - end.x) <= 4 && Math.abs(event.y - end.y) <= 4) {
					over.incrementAndGet();
				}
			}
		};
		target.addDropListener(hovered);
		try {
			xdotool(display, "mousemove", start.x, start.y);
			// a failure below still lets go of the button: one held would spoil every later test
			try {
				pressAndStart.run();
				int steps = 8;
				for (int step = 1; step <= steps; step++) {
					xdotool(display, "mousemove", start.x + THRESHOLD_PASSED + (end.x - start.x - THRESHOLD_PASSED) * step / steps,
							start.y + 3 + (end.y - start.y - 3) * step / steps);
				}
				// SWT repeats the drag-over every 50 ms while the pointer rests over a drop target
				UiWait.until(display, () -> over.get() > 0, "the drop target of " + target.getControl() + " heard of the pointer at " + end);
				whileOver.run();
			} finally {
				xdotool(display, "mouseup", 1);
			}
			UiWait.until(display, finished, "the drag from " + start + " finished");
		} finally {
			if (!target.isDisposed()) {
				target.removeDropListener(hovered);
			}
		}
	}

	/**
	 * Presses the first button at the point, where the pointer rests, and moves the pointer past
	 * GTK's drag threshold while SWT decides, until a drag started. SWT on X11 decides in its press
	 * handler (Control.dragDetect): it polls the pointer for up to 0.5 s, blocking the UI thread,
	 * and a tree or table starts a drag only when the pointer moved meanwhile. Moves sent before
	 * the handler runs are missed (it measures from where the pointer is when it starts, and GDK
	 * holds the last motion back), and moves sent after it are too late. So a process that will
	 * move the pointer is started first and let go from the poll itself: the poll sends the
	 * display's PreExternalEventDispatch, and the handler is on the stack. On a loaded machine
	 * that process may still come after the 0.5 s; the press is then let go and made again, as a
	 * person would, at most three times.
	 */
	private static void pressUntilADragStarts(Display display, Point start, BooleanSupplier started) {
		for (int attempt = 1; attempt <= 3; attempt++) {
			AtomicInteger pressesTaken = new AtomicInteger();
			Listener pressed = event -> {
				if (event.button == 1) {
					pressesTaken.incrementAndGet();
				}
			};
			try (PointerMover mover = new PointerMover(start)) {
				Listener polled = event -> {
					if (isDecidingOnADrag()) {
						mover.go();
					}
				};
				display.addListener(SWT.PreExternalEventDispatch, polled);
				// SWT sends the press to the control once it decided, a drag or not
				display.addFilter(SWT.MouseDown, pressed);
				try {
					xdotool(display, "mousedown", 1);
					UiWait.until(display, () -> pressesTaken.get() > 0, "the press at " + start + " was taken");
				} finally {
					display.removeListener(SWT.PreExternalEventDispatch, polled);
					display.removeFilter(SWT.MouseDown, pressed);
				}
				if (started.getAsBoolean()) {
					return;
				}
				mover.awaitMoved(display);
			}
			xdotool(display, "mouseup", 1, "mousemove", start.x, start.y);
		}
		throw new AssertionError("no drag started at " + start + " in three presses");
	}

	private static boolean isDecidingOnADrag() {
		return StackWalker.getInstance().walk(frames -> frames.anyMatch(frame -> frame.getMethodName().equals("dragDetect")));
	}

	/** An xdotool run, started ahead, that moves the pointer past the drag threshold once told to. */
	private static final class PointerMover implements AutoCloseable {

		private final Process process;
		private boolean told;

		PointerMover(Point start) {
			List<String> command = List.of("sh", "-c", "read go && exec xdotool \"$@\"", "sh", "mousemove", String.valueOf(start.x + 4),
					String.valueOf(start.y), "mousemove", String.valueOf(start.x + 12), String.valueOf(start.y + 2), "mousemove",
					String.valueOf(start.x + THRESHOLD_PASSED), String.valueOf(start.y + 3));
			try {
				process = new ProcessBuilder(command).redirectErrorStream(true).start();
			} catch (java.io.IOException failed) {
				throw new AssertionError("xdotool could not run (apt-get install xdotool)", failed);
			}
		}

		void go() {
			if (told) {
				return;
			}
			told = true;
			try {
				process.getOutputStream().write('\n');
				process.getOutputStream().close();
			} catch (java.io.IOException failed) {
				throw new AssertionError("the pointer mover ended early", failed);
			}
		}

		void awaitMoved(Display display) {
			if (!told) {
				throw new AssertionError("SWT never polled the pointer for a drag after the press");
			}
			UiWait.until(display, () -> !process.isAlive(), "the pointer moved");
		}

		@Override
		public void close() {
			process.destroy();
		}
	}

	/** The drag source or drop target that serves a control: on it, else on the nearest ancestor (GTK asks those up the tree). */
	static <T> T dndOf(Control control, String key, Class<T> type) {
		for (Control at = control; at != null; at = at.getParent()) {
			if (type.isInstance(at.getData(key))) {
				return type.cast(at.getData(key));
			}
		}
		throw new AssertionError("no " + type.getSimpleName() + " serves the " + control);
	}

	/** Two clicks on the middle of the control, fast enough to be a double-click (through xdotool, as a drag). */
	static void doubleClick(Control control) {
		doubleClick(control, control.getSize().x / 2, control.getSize().y / 2);
	}

	/** Two clicks at (x, y) of the control, fast enough to be a double-click (through xdotool, as a drag). */
	static void doubleClick(Control control, int x, int y) {
		Display display = control.getDisplay();
		UiWait.activate(control.getShell());
		AtomicInteger doubles = new AtomicInteger();
		Listener twice = event -> doubles.incrementAndGet();
		control.addListener(SWT.MouseDoubleClick, twice);
		try {
			Point at = control.toDisplay(x, y);
			xdotool(display, "mousemove", at.x, at.y);
			xdotool(display, "click", "--repeat", 2, "--delay", 60, 1);
			UiWait.until(display, () -> doubles.get() > 0 || control.isDisposed(), "the " + control + " saw a double-click");
		} finally {
			if (!control.isDisposed()) {
				control.removeListener(SWT.MouseDoubleClick, twice);
			}
		}
	}

	/** Turns the wheel over the middle of a control, {@code notches} times up (or down when negative), through xdotool. */
	static void wheel(Control control, int notches) {
		Display display = control.getDisplay();
		UiWait.activate(control.getShell());
		AtomicInteger turns = new AtomicInteger();
		Listener turned = event -> turns.incrementAndGet();
		control.addListener(SWT.MouseVerticalWheel, turned);
		try {
			Point middle = control.toDisplay(control.getSize().x / 2, control.getSize().y / 2);
			xdotool(display, "mousemove", middle.x, middle.y);
			xdotool(display, "click", "--repeat", Math.abs(notches), "--delay", 30, notches > 0 ? 4 : 5);
			UiWait.until(display, () -> turns.get() > 0 || control.isDisposed(), "the " + control + " saw the wheel");
		} finally {
			if (!control.isDisposed()) {
				control.removeListener(SWT.MouseVerticalWheel, turned);
			}
		}
	}

	/**
	 * A click on a point of the control with these keys held (xdotool's names: "ctrl", "alt"),
	 * through xdotool: for widgets that report no mouse events of their own, such as a web page.
	 */
	static void clickHolding(Control control, int x, int y, String... keys) {
		Display display = control.getDisplay();
		UiWait.activate(control.getShell());
		Point at = control.toDisplay(x, y);
		xdotool(display, "mousemove", at.x, at.y);
		for (String key : keys) {
			xdotool(display, "keydown", key);
		}
		xdotool(display, "click", 1);
		for (String key : keys) {
			xdotool(display, "keyup", key);
		}
	}

	/** Runs xdotool against the display's X server and waits for it, the UI loop running meanwhile. */
	static void xdotool(Display display, Object... arguments) {
		List<String> command = new ArrayList<>(List.of("xdotool"));
		for (Object argument : arguments) {
			command.add(String.valueOf(argument));
		}
		try {
			Process step = new ProcessBuilder(command).redirectErrorStream(true).start();
			UiWait.until(display, () -> !step.isAlive(), String.join(" ", command));
			if (step.exitValue() != 0) {
				throw new AssertionError(String.join(" ", command) + " failed: " + new String(step.getInputStream().readAllBytes()));
			}
		} catch (java.io.IOException failed) {
			throw new AssertionError("xdotool could not run (apt-get install xdotool)", failed);
		}
	}

	/**
	 * A right-click on a control: GTK opens its context menu on the press; the checks run while
	 * it shows, before the release. A release that comes that late closes the menu (the end of a
	 * press-drag-release); one that came at once would leave it open, for Escape.
	 */
	static void rightClick(Control control, int x, int y, Consumer<Menu> whileShown) {
		Display display = control.getDisplay();
		AtomicReference<Menu> menu = new AtomicReference<>();
		AtomicInteger shown = new AtomicInteger();
		AtomicInteger hidden = new AtomicInteger();
		Listener show = event -> shown.incrementAndGet();
		Listener hide = event -> hidden.incrementAndGet();
		Consumer<Menu> watch = watched -> {
			menu.set(watched);
			watched.addListener(SWT.Show, show);
			watched.addListener(SWT.Hide, hide);
		};
		// a control may set its menu only when it is asked for: this listener comes after its own
		Listener detect = event -> {
			if (menu.get() == null && control.getMenu() != null) {
				watch.accept(control.getMenu());
			}
		};
		if (control.getMenu() != null) {
			watch.accept(control.getMenu());
		} else {
			control.addListener(SWT.MenuDetect, detect);
		}
		try {
			pointAt(control, x, y);
			post(display, button(SWT.MouseDown, 3));
			UiWait.until(display, () -> shown.get() > 0, "the " + control + "'s menu shows");
			try {
				whileShown.accept(menu.get());
			} finally {
				post(display, button(SWT.MouseUp, 3));
				if (hidden.get() == 0) {
					Keyboard.press(display, SWT.ESC);
				}
				UiWait.until(display, () -> hidden.get() > 0, "the " + control + "'s menu closed");
			}
		} finally {
			control.removeListener(SWT.MenuDetect, detect);
			if (menu.get() != null && !menu.get().isDisposed()) {
				menu.get().removeListener(SWT.Show, show);
				menu.get().removeListener(SWT.Hide, hide);
			}
		}
	}

	/**
	 * Moves the pointer onto a point of the control, in its active shell, and waits until the
	 * control saw it enter. A widget made under a resting pointer was never entered: the pointer
	 * leaves it first.
	 */
	private static void pointAt(Control control, int x, int y) {
		Display display = control.getDisplay();
		UiWait.activate(control.getShell());
		AtomicInteger entered = new AtomicInteger();
		Listener enter = event -> entered.incrementAndGet();
		control.addListener(SWT.MouseEnter, enter);
		try {
			// after a drag GTK can miss the first way in (seen after DropsTest's sidebar drags): out and in again
			for (int attempt = 1;; attempt++) {
				post(display, move(control.toDisplay(-4, -4)));
				UiWait.until(display, () -> display.getCursorControl() != control, "the pointer left the " + control);
				post(display, move(control.toDisplay(x, y)));
				try {
					UiWait.until(display, () -> entered.get() > 0, "the pointer entered the " + control,
							attempt < ENTRIES ? Duration.ofSeconds(5) : UiWait.PATIENCE);
					return;
				} catch (AssertionError missed) {
					if (attempt == ENTRIES) {
						throw missed;
					}
				}
			}
		} finally {
			control.removeListener(SWT.MouseEnter, enter);
		}
	}

	private static Event move(Point onScreen) {
		Event move = new Event();
		move.type = SWT.MouseMove;
		move.x = onScreen.x;
		move.y = onScreen.y;
		return move;
	}

	private static Event button(int type, int number) {
		Event event = new Event();
		event.type = type;
		event.button = number;
		return event;
	}

	private static void post(Display display, Event event) {
		if (!display.post(event)) {
			throw new AssertionError("the display refused a mouse event");
		}
		while (!display.isDisposed() && display.readAndDispatch()) {
			// let the widget take the event before the next one
		}
	}
}
