package ovvi.terminal;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicLong;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Canvas;
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
import org.eclipse.tm.internal.terminal.textcanvas.TextCanvas;

import ovvi.cards.WidgetRole;
import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.terminal.TerminalInput;
import ovvi.model.SessionControl;

/**
 * A pane's terminal as a card: a TM Terminal widget fed by the pane's herdr terminal stream, and
 * above it a strip that shows why the card is not live (In use elsewhere · Take Back, herdr's
 * reason · Retry). Special keys are taken from the widget before it encodes them and go to herdr
 * by name ({@link HerdrKeys}); herdr's frames pass {@link HerdrFrameFilter} on their way in; the
 * mouse goes to herdr through {@link TerminalPointer}, copy and paste through
 * {@link TerminalClipboard}.
 */
public final class TerminalCard {

	/** The roles of the card's widgets ({@link WidgetRole}). */
	public static final String TERMINAL_ROLE = WidgetRole.TERMINAL;
	public static final String MESSAGE_ROLE = "terminal.card.message";
	public static final String ACTION_ROLE = "terminal.card.action";
	public static final String SCROLLED_ROLE = "terminal.card.scrolled";
	public static final String FIND_FIELD_ROLE = "terminal.find.field";
	public static final String FIND_CASE_ROLE = "terminal.find.case";
	public static final String FIND_STATUS_ROLE = "terminal.find.status";
	/** The last picture of a terminal that let go of its stream (the still). */
	public static final String STILL_ROLE = WidgetRole.TERMINAL_STILL;
	/** The card's {@link TerminalStatus}, kept as data of its terminal widget. */
	public static final String STATUS_DATA = "ovvi.terminal.status";
	/** What a new card shows until herdr's first frames have settled: its background. */
	public static final String SETTLING_ROLE = WidgetRole.TERMINAL_SETTLING;

	/** herdr's frames have settled once none came for this long (a resize's reflow, the program's redraw). */
	private static final int FRAMES_SETTLE_MILLIS = 100;
	private static final int[] POINTER_EVENTS = { SWT.MouseDown, SWT.MouseUp, SWT.MouseMove, SWT.MouseDoubleClick,
			SWT.MouseVerticalWheel, SWT.MouseHorizontalWheel };
	/** How much of the background lies over a watching window's terminal. */
	private static final int DIMMED_ALPHA = 70;
	/** A stream that keeps sending frames shows its terminal this long after the first one anyway. */
	private static final int FRAMES_SETTLE_AT_MOST_MILLIS = 400;

	private final Composite root;
	/** Kept: frames go on arriving on the stream's thread after the card is disposed, when it no longer tells its display. */
	private final Display display;
	private final Composite strip;
	private final Label message;
	private final Button action;
	private final ITerminalViewControl terminal;
	private final PaneTerminal pane;
	private final Listener specialKeys = this::takeSpecialKey;
	private volatile OutputStream toEmulator;
	private volatile HerdrFrameFilter frameFilter;
	private final AtomicLong framesDrawn = new AtomicLong();
	private TerminalStatus status = TerminalStatus.CONNECTING;
	private TerminalClipboard clipboard;
	private FindBar findBar;
	private TerminalDecorations decorations;
	private TerminalCursor cursor;
	/** Made before the stream can hand it frames. */
	private final RepaintOnChange repaint;
	/** The cursor last handed to the UI thread; only {@link #draw} reads and writes it. */
	private CursorLook cursorSent = CursorLook.DEFAULT;
	/** How far herdr's viewport is scrolled back, over the terminal's corner: showing it must not change the grid. */
	private Label scrolledMark;
	/** The picture the card had before it let go of its stream, over the terminal until herdr's frames settle. */
	private TerminalStill still;
	private Control stillCover;
	private volatile boolean covered;
	/** Whether the strip tells of input herdr did not take (UI thread). */
	private volatile boolean tellsIgnoredInput;
	private final TerminalLinks terminalLinks;
	private final Runnable uncover = this::uncover;
	private final Runnable uncoverAnyway = this::uncover;

	public TerminalCard(Composite parent, HerdrSession session, String paneId, String terminalId,
			SessionControl.Seat seat, ScheduledExecutorService timer, LinkTarget links) {
		root = new Composite(parent, SWT.NONE);
		display = root.getDisplay();
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

		pane = new PaneTerminal(session, paneId, terminalId, seat, new PaneTerminal.Listener() {
			@Override
			public void frame(byte[] ansi, boolean full, boolean atGrid) {
				draw(ansi, atGrid);
			}

			@Override
			public void status(TerminalStatus next) {
				onDisplay(() -> show(next));
			}

			@Override
			public void scrolledBack(int lines) {
				onDisplay(() -> showScrolledBack(lines));
			}

			@Override
			public void inputIgnored(String reason) {
				onDisplay(() -> tellInputIgnored(reason));
			}

			@Override
			public void resizing() {
				onDisplay(TerminalCard.this::keepPictureUntilFramesSettle);
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
		repaint = new RepaintOnChange((TextCanvas) terminal.getControl());
		DirectLineRenderer.install((TextCanvas) terminal.getControl());
		frameFilter = new HerdrFrameFilter(rgb(terminal.getControl().getForeground()),
				rgb(terminal.getControl().getBackground()));
		terminal.getControl().setData(WidgetRole.KEY, TERMINAL_ROLE);
		GridDataFactory.fillDefaults().grab(true, true).applyTo(terminal.getRootControl());
		terminal.setConnector(connector);
		terminal.connectTerminal();
		// herdr keeps the scrollback and its viewport; TM's own would only show herdr's redraws
		TextCanvas canvas = (TextCanvas) terminal.getControl();
		if (canvas.getVerticalBar() != null) {
			canvas.getVerticalBar().setVisible(false);
		}
		clipboard = new TerminalClipboard(terminal, pane);
		new TerminalDrops(canvas, clipboard, session.exec().isRemote());
		scrolledMark = new Label(canvas, SWT.NONE);
		scrolledMark.setData(WidgetRole.KEY, SCROLLED_ROLE);
		scrolledMark.setVisible(false);
		findBar = new FindBar(root, terminal.getRootControl(), canvas, new PaneFind(session, paneId));
		terminalLinks = new TerminalLinks(canvas, links);
		new TerminalPointer(canvas, pane, clipboard);
		decorations = new TerminalDecorations(canvas);
		cursor = new TerminalCursor(canvas);
		// last: over the decorations and the cursor too
		canvas.addListener(SWT.Paint, this::dimWhileAnotherWindowControls);
		canvas.addListener(SWT.Resize, event -> {
			if (stillCover != null) {
				stillCover.setBounds(canvas.getClientArea());
			}
		});
		coverUntilFramesSettle();

		root.getDisplay().addFilter(SWT.KeyDown, specialKeys);
		root.addDisposeListener(event -> {
			root.getDisplay().removeFilter(SWT.KeyDown, specialKeys);
			uncover();
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

	/** The matches the Find bar highlights, each by its row and first column in the card's grid; none while it is closed. */
	public List<PaneFind.Match> findHighlights() {
		return findBar.highlighted();
	}

	/** The match the Find bar frames, by its row and first column in the card's grid, or null when none shows. */
	public PaneFind.Match findFramed() {
		return findBar.framedInGrid();
	}

	/** Whether the Find bar waits for a burst of frames to pass before it places its highlights again (UI thread). */
	public boolean findWaitsForFrames() {
		return findBar.waitsForFrames();
	}

	/** The link under the pointer, as {row, first column, last column} a row it underlines; empty for none (UI thread). */
	public List<int[]> linkUnderline() {
		return terminalLinks.underlinedCells();
	}

	public long framesDrawn() {
		return framesDrawn.get();
	}

	/** The cursor the card draws, as herdr's latest frame asked for it. */
	public CursorLook cursor() {
		return cursor.look();
	}

	/** Whether the emulator has no text yet (herdr's first frame has not come, or was blank). */
	public boolean isEmpty() {
		return terminal.isEmpty();
	}

	/** The terminal's picture now, to show while the card has no stream; null when it cannot be taken. */
	TerminalStill picture() {
		return TerminalStill.of(terminal.getControl());
	}

	/**
	 * Shows the still over the terminal until herdr's first frames have settled, so a card shown
	 * again is never empty and never shows the reflow of the emulator's empty screen. The card
	 * disposes the still.
	 */
	void coverWith(TerminalStill picture) {
		uncover();
		still = picture;
		cover(picture.showIn((Composite) terminal.getControl()));
	}

	/**
	 * At a new grid the card keeps its last picture, at the top left, until herdr's frames at that
	 * grid have settled (the seed's Size): neither the emulator's clipping of the old screen nor
	 * herdr's reflow and the program's redraw show.
	 */
	private void keepPictureUntilFramesSettle() {
		if (root.isDisposed() || covered) {
			return;
		}
		TerminalStill picture = picture();
		if (picture != null) {
			coverWith(picture);
			// herdr's frames may have come before the picture did: it goes at the latest then
			root.getDisplay().timerExec(FRAMES_SETTLE_AT_MOST_MILLIS, uncoverAnyway);
		}
	}

	/**
	 * A new card draws nothing but its background until herdr's first frames have settled: the
	 * first frame is the old screen reflowed at the card's size, and the program's redraw follows
	 * (the seed's Size).
	 */
	private void coverUntilFramesSettle() {
		Canvas blank = new Canvas((Composite) terminal.getControl(), SWT.NONE);
		blank.setData(WidgetRole.KEY, SETTLING_ROLE);
		blank.setBackground(terminal.getControl().getBackground());
		cover(blank);
	}

	private void cover(Control face) {
		Control canvas = terminal.getControl();
		stillCover = face;
		stillCover.setBounds(((Composite) canvas).getClientArea());
		// the keyboard and the pointer belong to the terminal under the picture: a key, a click, a
		// link or a wheel in the short while frames settle must not be lost. The terminal's
		// setFocus would hand the keyboard to its first child, the cover: forceFocus keeps it
		stillCover.addListener(SWT.FocusIn, event -> canvas.forceFocus());
		stillCover.addListener(SWT.MouseDown, event -> canvas.forceFocus());
		for (int type : POINTER_EVENTS) {
			stillCover.addListener(type, event -> canvas.notifyListeners(type, pointerEventFor(canvas, event)));
		}
		covered = true;
	}

	/** The cover's pointer event as the terminal's: the cover lies exactly over its client area. */
	private static Event pointerEventFor(Control canvas, Event onCover) {
		Event event = new Event();
		event.widget = canvas;
		event.display = onCover.display;
		event.time = onCover.time;
		event.x = onCover.x;
		event.y = onCover.y;
		event.button = onCover.button;
		event.count = onCover.count;
		event.stateMask = onCover.stateMask;
		event.detail = onCover.detail;
		return event;
	}

	/** Whether the card still shows its old picture over the terminal. */
	public boolean showsStill() {
		return still != null && stillCover != null && !stillCover.isDisposed();
	}

	/** Whether the card still hides its terminal while herdr's frames settle (a still, or its background). */
	public boolean settling() {
		return stillCover != null && !stillCover.isDisposed();
	}

	/** A frame came while covered; only frames at the card's grid settle it (the old grid's are not the picture to show). */
	private void framesCame(boolean first, boolean atGrid) {
		if (root.isDisposed() || !covered) {
			return;
		}
		if (atGrid) {
			display.timerExec(FRAMES_SETTLE_MILLIS, uncover);
		}
		if (first) {
			display.timerExec(FRAMES_SETTLE_AT_MOST_MILLIS, uncoverAnyway);
		}
	}

	private void uncover() {
		covered = false;
		if (stillCover != null) {
			stillCover.dispose();
			stillCover = null;
		}
		if (still != null) {
			still.dispose();
			still = null;
		}
	}

	/** The terminal's font (the preference's); the grid follows the new cell size. */
	public void setFont(Font font) {
		terminal.setFont(font);
	}

	/** Edit ▸ Select All: selects everything the card shows, and returns it as text. */
	public String selectAll() {
		terminal.selectAll();
		String text = terminal.getSelection();
		return text == null ? "" : CardText.rows(text);
	}

	void attached(OutputStream emulatorInput) {
		toEmulator = emulatorInput;
	}

	void typed(byte[] utf8) {
		if (tellsIgnoredInput) {
			onDisplay(() -> show(status));
		}
		pane.type(new TerminalKey.Text(utf8));
	}

	/**
	 * herdr's words on input it did not take, in the card's strip until the user types again or
	 * the stream's state changes; the stream goes on, and so does what is typed next.
	 */
	private void tellInputIgnored(String reason) {
		if (root.isDisposed()) {
			return;
		}
		tellsIgnoredInput = true;
		message.setText(NLS.bind(Messages.Terminal_inputIgnored, reason));
		action.setVisible(false);
		strip.setVisible(true);
		((org.eclipse.swt.layout.GridData) strip.getLayoutData()).exclude = false;
		root.layout(true, true);
	}

	void sized(int cols, int rows) {
		Point cell = cellSize();
		pane.cellSize(cell.x, cell.y);
		pane.size(cols, rows);
	}

	/** The rows the card shows, as text ({@link CardText}): what herdr's {@code pane.read} of the visible screen gives. */
	public List<String> visibleRows() {
		TextCanvas canvas = (TextCanvas) terminal.getControl();
		List<String> all = CardText.rows(canvas.getAllText()).lines().toList();
		int rows = canvas.getClientArea().height / Math.max(1, canvas.getCellRenderer().getCellHeight());
		return all.subList(Math.max(0, all.size() - rows), all.size());
	}

	/** A cell's width and height in pixels, as resizes send them to herdr. */
	public Point cellSize() {
		TextCanvas canvas = (TextCanvas) terminal.getControl();
		return new Point(canvas.getCellRenderer().getCellWidth(), canvas.getCellRenderer().getCellHeight());
	}

	/** See {@link PaneTerminal#pageLive}. */
	public void pageLive(boolean live) {
		pane.pageLive(live);
	}

	/** Edit ▸ Find: the card's Find bar, with the keyboard in its field. */
	public void find() {
		findBar.open();
	}

	/** Edit ▸ Copy: false when nothing is selected. */
	public boolean copy() {
		return clipboard.copy();
	}

	/** Edit ▸ Paste. */
	public void paste() {
		clipboard.paste();
	}

	/** Any thread: the update on the UI thread, while the card is there. */
	private void onDisplay(Runnable update) {
		if (!display.isDisposed()) {
			display.asyncExec(() -> {
				if (!root.isDisposed()) {
					update.run();
				}
			});
		}
	}

	private static int rgb(Color colour) {
		return (colour.getRed() << 16) | (colour.getGreen() << 8) | colour.getBlue();
	}

	private void draw(byte[] ansi, boolean atGrid) {
		OutputStream emulator = toEmulator;
		HerdrFrameFilter filter = frameFilter;
		if (emulator == null || filter == null) {
			return;
		}
		try {
			byte[] filtered = filter.filter(new String(ansi, StandardCharsets.UTF_8)).getBytes(StandardCharsets.UTF_8);
			CursorLook look = filter.cursor();
			if (!look.equals(cursorSent)) {
				cursorSent = look;
				// with the frame's text, in one paint; queued before the text can reach the canvas
				repaint.withFrameText(() -> cursor.show(look));
			}
			emulator.write(filtered);
			emulator.flush();
			var decorated = filter.decorationsChanged();
			if (decorated != null) {
				onDisplay(() -> decorations.show(decorated));
			}
			var linked = filter.linksChanged();
			if (linked != null) {
				onDisplay(() -> terminalLinks.show(linked));
			}
			long drawn = framesDrawn.incrementAndGet();
			if (covered) {
				onDisplay(() -> framesCame(drawn == 1, atGrid));
			}
			FindBar find = findBar;
			if (find != null && find.wantsFrames()) {
				onDisplay(find::framesCame);
			}
		} catch (IOException closed) {
			// the widget is gone; the card's dispose closes the stream
		}
	}

	private void takeSpecialKey(Event event) {
		if (event.widget != terminal.getControl()) {
			return;
		}
		if (event.keyCode == SWT.CR || event.keyCode == SWT.KEYPAD_CR) {
			findBar.paneTookReturn();
		}
		if (cardShortcut(event)) {
			// copy, paste and scrolling are the card's, never the program's
			event.doit = false;
			event.type = SWT.None;
			return;
		}
		HerdrKeys.route(event.keyCode, event.character, event.stateMask).ifPresent(key -> {
			pane.type(key);
			// the widget must not send its own encoding of the key as well
			event.doit = false;
			event.type = SWT.None;
		});
	}

	/** Ctrl+Shift+C / V / F, Shift+Insert, Shift+Page Up / Down. */
	private boolean cardShortcut(Event event) {
		int modifiers = event.stateMask & SWT.MODIFIER_MASK;
		int key = Character.toLowerCase(event.keyCode);
		if (modifiers == (SWT.CTRL | SWT.SHIFT) && key == 'f') {
			findBar.open();
			return true;
		}
		if (modifiers == (SWT.CTRL | SWT.SHIFT) && key == 'c') {
			clipboard.copy();
			return true;
		}
		if (modifiers == (SWT.CTRL | SWT.SHIFT) && key == 'v' || modifiers == SWT.SHIFT && event.keyCode == SWT.INSERT) {
			clipboard.paste();
			return true;
		}
		if (modifiers == SWT.SHIFT && (event.keyCode == SWT.PAGE_UP || event.keyCode == SWT.PAGE_DOWN)) {
			int page = Math.max(1, ((TextCanvas) terminal.getControl()).getClientArea().height
					/ Math.max(1, ((TextCanvas) terminal.getControl()).getCellRenderer().getCellHeight()) - 1);
			pane.scroll(TerminalInput.scroll(event.keyCode == SWT.PAGE_UP ? TerminalInput.Direction.UP : TerminalInput.Direction.DOWN,
					page, TerminalInput.ScrollSource.PAGE_KEY, 0, 0, TerminalInput.SHIFT));
			return true;
		}
		return false;
	}

	private void showScrolledBack(int lines) {
		if (scrolledMark.isDisposed()) {
			return;
		}
		scrolledMark.setText(NLS.bind(lines == 1 ? Messages.Terminal_scrolledBackLine : Messages.Terminal_scrolledBackLines, lines));
		scrolledMark.pack();
		int width = scrolledMark.getParent().getClientArea().width;
		scrolledMark.setLocation(Math.max(0, width - scrolledMark.getSize().x - 4), 4);
		scrolledMark.setVisible(lines > 0);
	}

	/** Drawn over the terminal's own paint: a card of a watching window dims a little. */
	private void dimWhileAnotherWindowControls(Event event) {
		if (status.state() != TerminalStatus.State.OTHER_WINDOW) {
			return;
		}
		Control canvas = terminal.getControl();
		event.gc.setAlpha(DIMMED_ALPHA);
		event.gc.setBackground(canvas.getBackground());
		event.gc.fillRectangle(event.x, event.y, event.width, event.height);
		event.gc.setAlpha(255);
	}

	private void show(TerminalStatus next) {
		if (root.isDisposed()) {
			return;
		}
		boolean dimmingChanged = (status.state() == TerminalStatus.State.OTHER_WINDOW) != (next
				.state() == TerminalStatus.State.OTHER_WINDOW);
		status = next;
		tellsIgnoredInput = false;
		// on the widget too: what holds the keyboard says where its keys go
		terminal.getControl().setData(STATUS_DATA, next);
		if (dimmingChanged) {
			terminal.getControl().redraw();
		}
		String label = switch (next.state()) {
		case WATCHING -> Messages.Terminal_takeBack;
		case FAILED -> Messages.Terminal_retry;
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
