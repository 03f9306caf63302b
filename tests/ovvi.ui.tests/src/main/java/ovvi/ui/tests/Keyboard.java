package ovvi.ui.tests;

import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;

/**
 * Real key presses: xdotool's XTest events go to the X server's keyboard focus, as a person's
 * typing does. Not {@link Display#post}: on GTK 3 it queues a made-up event for the first
 * top-level window GDK marks focused, and GTK's drag-and-drop windows (1×1 pixel, off screen)
 * stay marked focused after a drag under a window manager that does not set
 * _NET_WM_STATE_FOCUSED (Openbox), so posted keys went nowhere after the first drag.
 * <p>
 * Each call returns once Ovvi has taken its keys: xdotool closes its X connection, which
 * syncs, only after the server has dispatched them, and then a round trip on Ovvi's own
 * connection ({@link Display#getCursorLocation}) queues them before they are dispatched.
 */
final class Keyboard {

	private Keyboard() {
	}

	static void type(Display display, String text) {
		run(display, List.of("type", "--", text));
	}

	/** A key (SWT.CR, SWT.F2, …) or a character. */
	static void press(Display display, int keyCode) {
		run(display, List.of("key", "--", keyName(keyCode)));
	}

	static void delete(Display display) {
		press(display, SWT.DEL);
	}

	/** A chord: the modifier keys (SWT.CTRL, SWT.SHIFT, SWT.ALT) held down around a key, or around the character when the key is 0. */
	static void chord(Display display, int keyCode, char character, int... modifiers) {
		StringBuilder chord = new StringBuilder();
		for (int modifier : modifiers) {
			chord.append(switch (modifier) {
			case SWT.CTRL -> "ctrl";
			case SWT.SHIFT -> "shift";
			case SWT.ALT -> "alt";
			default -> throw new IllegalArgumentException("not a modifier: " + modifier);
			}).append('+');
		}
		chord.append(keyName(keyCode != 0 ? keyCode : character));
		run(display, List.of("key", "--", chord.toString()));
	}

	/** The X keysym name of an SWT key code or character. */
	private static String keyName(int key) {
		return switch (key) {
		case SWT.CR, SWT.LF -> "Return";
		case SWT.ESC -> "Escape";
		case SWT.BS -> "BackSpace";
		case SWT.DEL -> "Delete";
		case SWT.TAB -> "Tab";
		case ' ' -> "space";
		case ',' -> "comma";
		case '.' -> "period";
		case SWT.ARROW_UP -> "Up";
		case SWT.ARROW_DOWN -> "Down";
		case SWT.ARROW_LEFT -> "Left";
		case SWT.ARROW_RIGHT -> "Right";
		case SWT.HOME -> "Home";
		case SWT.END -> "End";
		case SWT.PAGE_UP -> "Prior";
		case SWT.PAGE_DOWN -> "Next";
		case SWT.INSERT -> "Insert";
		default -> functionKey(key);
		};
	}

	private static String functionKey(int key) {
		if (key >= SWT.F1 && key <= SWT.F12) {
			return "F" + (key - SWT.F1 + 1);
		}
		if ((key & SWT.KEYCODE_BIT) != 0) {
			throw new IllegalArgumentException("no X name for the SWT key " + key);
		}
		return Character.isLetterOrDigit(key) ? String.valueOf((char) key) : String.format("U%04X", key);
	}

	private static void run(Display display, List<String> arguments) {
		Mouse.xdotool(display, arguments.toArray());
		display.getCursorLocation();
		while (display.readAndDispatch()) {
			// Ovvi takes the keys before the test goes on
		}
	}
}
