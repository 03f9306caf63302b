package ovvi.terminal;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicLong;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Listener;
import org.eclipse.tm.internal.terminal.connector.TerminalConnector;
import org.eclipse.tm.internal.terminal.control.ITerminalListener;
import org.eclipse.tm.internal.terminal.control.ITerminalViewControl;
import org.eclipse.tm.internal.terminal.control.TerminalViewControlFactory;
import org.eclipse.tm.internal.terminal.provisional.api.ITerminalConnector;
import org.eclipse.tm.internal.terminal.provisional.api.TerminalState;

import ovvi.cards.WidgetRole;
import ovvi.herdr.api.HerdrSession;

/**
 * A pane's terminal as a card: a TM Terminal widget fed by the pane's herdr terminal stream, and
 * above it a strip that shows why the card is not live (In use elsewhere · Take Back, herdr's
 * reason · Retry). Special keys are taken from the widget before it encodes them and go to herdr
 * by name ({@link HerdrKeys}).
 */
public final class TerminalCard {

	/** The roles of the card's widgets ({@link WidgetRole}). */
	public static final String TERMINAL_ROLE = WidgetRole.TERMINAL;
	public static final String MESSAGE_ROLE = "terminal.card.message";
	public static final String ACTION_ROLE = "terminal.card.action";

	private final Composite root;
	private final Composite strip;
	private final Label message;
	private final Button action;
	private final ITerminalViewControl terminal;
	private final PaneTerminal pane;
	private final Listener specialKeys = this::takeSpecialKey;
	private volatile OutputStream toEmulator;
	private final AtomicLong framesDrawn = new AtomicLong();
	private TerminalStatus status = TerminalStatus.CONNECTING;

	public TerminalCard(Composite parent, HerdrSession session, String paneId, String terminalId,
			ScheduledExecutorService timer) {
		root = new Composite(parent, SWT.NONE);
		GridLayoutFactory.fillDefaults().spacing(0, 0).applyTo(root);

		strip = new Composite(root, SWT.NONE);
		GridLayoutFactory.fillDefaults().numColumns(2).margins(8, 4).applyTo(strip);
		GridDataFactory.fillDefaults().grab(true, false).exclude(true).applyTo(strip);
		strip.setVisible(false);
		message = new Label(strip, SWT.NONE);
		message.setData(WidgetRole.KEY, MESSAGE_ROLE);
		GridDataFactory.fillDefaults().grab(true, false).align(SWT.FILL, SWT.CENTER).applyTo(message);
		action = new Button(strip, SWT.PUSH);
		action.setData(WidgetRole.KEY, ACTION_ROLE);
		action.addListener(SWT.Selection, event -> act());

		pane = new PaneTerminal(session, paneId, terminalId, new PaneTerminal.Listener() {
			@Override
			public void frame(byte[] ansi, boolean full) {
				draw(ansi);
			}

			@Override
			public void status(TerminalStatus next) {
				Display display = root.getDisplay();
				if (!display.isDisposed()) {
					display.asyncExec(() -> show(next));
				}
			}
		}, timer);

		HerdrConnector bridge = new HerdrConnector(this);
		ITerminalConnector connector = new TerminalConnector(() -> bridge, "ovvi.herdr", "herdr", true);
		terminal = TerminalViewControlFactory.makeControl(new ITerminalListener() {
			@Override
			public void setState(TerminalState state) {
				// the card's strip shows the stream's state, which the widget does not know
			}

			@Override
			public void setTerminalTitle(String title) {
				// the card's title comes from herdr's snapshot
			}
		}, root, new ITerminalConnector[] { connector }, false);
		terminal.setCharset(StandardCharsets.UTF_8);
		terminal.getControl().setData(WidgetRole.KEY, TERMINAL_ROLE);
		GridDataFactory.fillDefaults().grab(true, true).applyTo(terminal.getRootControl());
		terminal.setConnector(connector);
		terminal.connectTerminal();

		root.getDisplay().addFilter(SWT.KeyDown, specialKeys);
		root.addDisposeListener(event -> {
			root.getDisplay().removeFilter(SWT.KeyDown, specialKeys);
			pane.close();
			terminal.disposeTerminal();
		});
	}

	public Control control() {
		return root;
	}

	/** The widget keys go to. */
	public Control terminalControl() {
		return terminal.getControl();
	}

	public TerminalStatus status() {
		return status;
	}

	/** The herdr terminal the card streams. */
	public String terminalId() {
		return pane.terminalId();
	}

	/** How many of herdr's frames the card handed to its emulator so far. */
	public long framesDrawn() {
		return framesDrawn.get();
	}

	/** Whether the emulator has no text yet (herdr's first frame has not come, or was blank). */
	public boolean isEmpty() {
		return terminal.isEmpty();
	}

	/** The terminal's font (the preference's); the grid follows the new cell size. */
	public void setFont(Font font) {
		terminal.setFont(font);
	}

	/** Edit ▸ Select All: selects everything the card shows, and returns it as text. */
	public String selectAll() {
		terminal.selectAll();
		String text = terminal.getSelection();
		return text == null ? "" : text;
	}

	void attached(OutputStream emulatorInput) {
		toEmulator = emulatorInput;
	}

	void typed(byte[] utf8) {
		pane.type(new TerminalKey.Text(utf8));
	}

	void sized(int cols, int rows) {
		pane.size(cols, rows);
	}

	private void draw(byte[] ansi) {
		OutputStream emulator = toEmulator;
		if (emulator == null) {
			return;
		}
		try {
			emulator.write(ansi);
			emulator.flush();
			framesDrawn.incrementAndGet();
		} catch (IOException closed) {
			// the widget is gone; the card's dispose closes the stream
		}
	}

	private void takeSpecialKey(Event event) {
		if (event.widget != terminal.getControl()) {
			return;
		}
		HerdrKeys.route(event.keyCode, event.character, event.stateMask).ifPresent(key -> {
			pane.type(key);
			// the widget must not send its own encoding of the key as well
			event.doit = false;
			event.type = SWT.None;
		});
	}

	private void show(TerminalStatus next) {
		if (root.isDisposed()) {
			return;
		}
		status = next;
		String label = switch (next.state()) {
		case WATCHING -> "Take Back";
		case FAILED -> "Retry";
		default -> null;
		};
		boolean visible = label != null || next.state() == TerminalStatus.State.GONE;
		message.setText(next.message());
		action.setText(label == null ? "" : label);
		action.setVisible(label != null);
		strip.setVisible(visible);
		((org.eclipse.swt.layout.GridData) strip.getLayoutData()).exclude = !visible;
		root.layout(true, true);
	}

	private void act() {
		switch (status.state()) {
		case WATCHING -> pane.takeBack();
		case FAILED -> pane.retry();
		default -> {
			// no action in the other states
		}
		}
	}
}
