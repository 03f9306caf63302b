package ovvi.ui.tests;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;

/**
 * Real key presses: {@link Display#post} goes through the X server (XTest under Xvfb), so the
 * events reach the focused widget as a person's typing does.
 */
final class Keyboard {

	private Keyboard() {
	}

	static void type(Display display, String text) {
		for (char character : text.toCharArray()) {
			post(display, SWT.KeyDown, 0, character);
			post(display, SWT.KeyUp, 0, character);
		}
	}

	static void press(Display display, int keyCode) {
		post(display, SWT.KeyDown, keyCode, (char) 0);
		post(display, SWT.KeyUp, keyCode, (char) 0);
	}

	/** The Delete key, through xdotool: Display.post of SWT.DEL, as key or as character, reaches no widget under Xvfb. */
	static void delete(Display display) {
		Mouse.xdotool(display, "key", "Delete");
	}

	/** A chord: the modifier keys (SWT.CTRL, SWT.SHIFT, SWT.ALT) held down around a key or a character. */
	static void chord(Display display, int keyCode, char character, int... modifiers) {
		for (int modifier : modifiers) {
			post(display, SWT.KeyDown, modifier, (char) 0);
		}
		post(display, SWT.KeyDown, keyCode, character);
		post(display, SWT.KeyUp, keyCode, character);
		for (int i = modifiers.length - 1; i >= 0; i--) {
			post(display, SWT.KeyUp, modifiers[i], (char) 0);
		}
	}

	private static void post(Display display, int type, int keyCode, char character) {
		Event event = new Event();
		event.type = type;
		event.keyCode = keyCode;
		event.character = character;
		if (!display.post(event)) {
			throw new AssertionError("the display refused a key event");
		}
		while (display.readAndDispatch()) {
			// let the widget take the key before the next one
		}
	}
}
