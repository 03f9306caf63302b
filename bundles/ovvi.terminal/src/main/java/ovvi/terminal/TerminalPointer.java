package ovvi.terminal;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Listener;
import org.eclipse.tm.internal.terminal.textcanvas.TextCanvas;

import ovvi.herdr.terminal.TerminalInput;
import ovvi.herdr.terminal.TerminalInput.Direction;
import ovvi.herdr.terminal.TerminalInput.MouseAction;
import ovvi.herdr.terminal.TerminalInput.MouseButton;
import ovvi.herdr.terminal.TerminalInput.ScrollSource;

/**
 * The mouse over a card, for herdr: the wheel scrolls herdr's viewport (or the program's, when it
 * takes the wheel) instead of TM Terminal's, and clicks, drags and moves go as
 * {@code terminal.mouse}, which herdr hands only to a program that asked for mouse reports. TM's
 * own selection still follows a drag, so text can be selected in a shell; with Shift held the
 * mouse only selects, and a Shift+press starts a new selection where it is pressed. The middle
 * button pastes the primary selection, the Linux way.
 */
final class TerminalPointer {

	private final TextCanvas canvas;
	private final PaneTerminal pane;
	private final TerminalClipboard clipboard;
	private final Listener shiftPress = this::shiftPress;
	private int buttonHeld;
	private int lastColumn = -1;
	private int lastRow = -1;

	TerminalPointer(TextCanvas canvas, PaneTerminal pane, TerminalClipboard clipboard) {
		this.canvas = canvas;
		this.pane = pane;
		this.clipboard = clipboard;
		canvas.addListener(SWT.MouseVerticalWheel, this::wheel);
		canvas.addListener(SWT.MouseDown, this::down);
		canvas.addListener(SWT.MouseUp, this::up);
		canvas.addListener(SWT.MouseMove, this::move);
		canvas.getDisplay().addFilter(SWT.MouseDown, shiftPress);
		canvas.addListener(SWT.Dispose, event -> event.display.removeFilter(SWT.MouseDown, shiftPress));
	}

	/**
	 * Before TM sees a Shift+press: TM would extend its last selection from where that one began
	 * (a plain drag that went to the program leaves one too), but Shift+drag is the card's own
	 * selection over a program that takes the mouse, so it begins where it is pressed.
	 */
	private void shiftPress(Event event) {
		if (event.widget == canvas && event.button == 1 && (event.stateMask & SWT.SHIFT) != 0) {
			canvas.clearSelection();
		}
	}

	private void wheel(Event event) {
		event.doit = false;
		if (event.count == 0) {
			return;
		}
		pane.scroll(TerminalInput.scroll(event.count > 0 ? Direction.UP : Direction.DOWN, Math.abs(event.count),
				ScrollSource.WHEEL, column(event), row(event), modifiers(event.stateMask)));
	}

	private void down(Event event) {
		if (event.button == 2) {
			clipboard.pastePrimary();
			return;
		}
		MouseButton button = button(event.button);
		if (button == null || (event.stateMask & SWT.SHIFT) != 0) {
			return;
		}
		buttonHeld = event.button;
		remember(event);
		pane.type(new TerminalKey.Line(TerminalInput.mouse(button, MouseAction.DOWN, lastColumn, lastRow,
				modifiers(event.stateMask))));
	}

	private void up(Event event) {
		if (event.button == 1) {
			clipboard.selectionMade();
		}
		MouseButton button = button(event.button);
		if (button == null || event.button != buttonHeld) {
			return;
		}
		buttonHeld = 0;
		pane.point(TerminalInput.mouse(button, MouseAction.UP, column(event), row(event), modifiers(event.stateMask)));
	}

	/** A drag while a button is held, else a move; each only when the pointer enters another cell. */
	private void move(Event event) {
		if ((event.stateMask & SWT.SHIFT) != 0 || (column(event) == lastColumn && row(event) == lastRow)) {
			return;
		}
		remember(event);
		MouseButton held = button(buttonHeld);
		pane.point(TerminalInput.mouse(held == null ? MouseButton.LEFT : held, held == null ? MouseAction.MOVE : MouseAction.DRAG,
				lastColumn, lastRow, modifiers(event.stateMask)));
	}

	private void remember(Event event) {
		lastColumn = column(event);
		lastRow = row(event);
	}

	private int column(Event event) {
		return Math.max(0, event.x / Math.max(1, canvas.getCellRenderer().getCellWidth()));
	}

	private int row(Event event) {
		return Math.max(0, event.y / Math.max(1, canvas.getCellRenderer().getCellHeight()));
	}

	private static MouseButton button(int swtButton) {
		return switch (swtButton) {
		case 1 -> MouseButton.LEFT;
		case 2 -> MouseButton.MIDDLE;
		case 3 -> MouseButton.RIGHT;
		default -> null;
		};
	}

	/** SWT's modifier mask as herdr's bits. */
	static int modifiers(int stateMask) {
		return ((stateMask & SWT.SHIFT) != 0 ? TerminalInput.SHIFT : 0) | ((stateMask & SWT.CTRL) != 0 ? TerminalInput.CTRL : 0)
				| ((stateMask & SWT.ALT) != 0 ? TerminalInput.ALT : 0);
	}
}
