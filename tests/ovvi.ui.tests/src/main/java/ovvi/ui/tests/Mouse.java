package ovvi.ui.tests;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;

/** Real clicks: {@link Display#post} moves the X pointer and presses its button, as a person does. */
final class Mouse {

	private Mouse() {
	}

	/** Clicks the middle of a control, or at {@code (x, y)} inside it when given. */
	static void click(Control control) {
		Point size = control.getSize();
		click(control, size.x / 2, size.y / 2);
	}

	static void click(Control control, int x, int y) {
		Display display = control.getDisplay();
		control.getShell().forceActive();
		UiWait.until(display, () -> display.getActiveShell() == control.getShell(), "the shell under the pointer is active");
		Point onScreen = control.toDisplay(x, y);
		Event move = new Event();
		move.type = SWT.MouseMove;
		move.x = onScreen.x;
		move.y = onScreen.y;
		post(display, move);
		post(display, button(SWT.MouseDown));
		post(display, button(SWT.MouseUp));
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
