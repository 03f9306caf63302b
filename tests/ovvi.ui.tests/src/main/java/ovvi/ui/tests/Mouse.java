package ovvi.ui.tests;

import java.util.concurrent.atomic.AtomicInteger;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Listener;

/**
 * Real clicks: {@link Display#post} moves the X pointer and presses its button, as a person does.
 * Each step waits until the control has seen it, since GTK clicks a button only when the pointer
 * had entered it before the press.
 */
final class Mouse {

	private Mouse() {
	}

	/** Clicks the middle of a control. */
	static void click(Control control) {
		Point size = control.getSize();
		click(control, size.x / 2, size.y / 2);
	}

	static void click(Control control, int x, int y) {
		Display display = control.getDisplay();
		UiWait.activate(control.getShell());

		AtomicInteger entered = new AtomicInteger();
		AtomicInteger pressed = new AtomicInteger();
		AtomicInteger released = new AtomicInteger();
		Listener enter = event -> entered.incrementAndGet();
		Listener down = event -> pressed.incrementAndGet();
		Listener up = event -> released.incrementAndGet();
		control.addListener(SWT.MouseEnter, enter);
		control.addListener(SWT.MouseDown, down);
		control.addListener(SWT.MouseUp, up);
		try {
			// a widget made under a resting pointer was never entered: the pointer leaves it first
			Point outside = control.toDisplay(-4, -4);
			post(display, move(outside));
			UiWait.until(display, () -> display.getCursorControl() != control, "the pointer left the " + control);
			post(display, move(control.toDisplay(x, y)));
			UiWait.until(display, () -> entered.get() > 0, "the pointer entered the " + control);
			post(display, button(SWT.MouseDown));
			UiWait.until(display, () -> pressed.get() > 0, "the " + control + " saw the press");
			post(display, button(SWT.MouseUp));
			UiWait.until(display, () -> released.get() > 0 || control.isDisposed(), "the " + control + " saw the release");
		} finally {
			if (!control.isDisposed()) {
				control.removeListener(SWT.MouseEnter, enter);
				control.removeListener(SWT.MouseDown, down);
				control.removeListener(SWT.MouseUp, up);
			}
		}
	}

	private static Event move(Point onScreen) {
		Event move = new Event();
		move.type = SWT.MouseMove;
		move.x = onScreen.x;
		move.y = onScreen.y;
		return move;
	}

	private static Event button(int type) {
		Event event = new Event();
		event.type = type;
		event.button = 1;
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
