package ovvi.terminal;

import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.tm.internal.terminal.textcanvas.TextCanvas;

import ovvi.cards.WidgetRole;
import ovvi.herdr.api.HerdrException;

/**
 * A card's Find bar (Ctrl+Shift+F): the pane's recent text is read when it opens (and at the next
 * step after Return in the pane) and searched on each edit; Return or M1+G goes to the next older match, Shift+Return or M1+Shift+G back; each match scrolls herdr's
 * viewport to it and is framed in the card. Every match herdr's viewport shows is highlighted,
 * and the shown one framed, placed from what it shows and where it stands (pane.read visible and
 * pane.get) after each scroll and once a burst of frames has passed. Escape closes it and herdr's viewport goes back to its bottom.
 */
final class FindBar {

	private static final char CTRL_G = 0x07;
	/** After a burst of frames, the highlights are placed again once none came for this long… */
	private static final int FRAMES_QUIET_MILLIS = 300;
	/** …or this long after the burst's first frame. */
	private static final int FRAMES_AT_MOST_MILLIS = 1000;

	private final PaneFind find;
	private final TextCanvas canvas;
	private final Composite bar;
	private final Text field;
	private final Button caseSensitive;
	private final Label status;
	private PaneFind.Text text;
	private List<PaneFind.Match> matches = List.of();
	/** The match shown, an index into {@link #matches}; -1 while none. */
	private int current = -1;
	/** The match framed in the card. */
	private PaneFind.Match framed;
	private final ExecutorService scrolls = Executors.newSingleThreadExecutor(Thread.ofVirtual().name("ovvi-find-scroll").factory());
	/** What herdr's viewport showed at the last look, or an empty view before the first. */
	private PaneFind.Visible visible = PaneFind.Visible.NONE;
	private boolean inBurst;
	/** Whether the bar is open, for the stream's thread, which tells of frames only then. */
	private volatile boolean showing;
	/** Return was pressed in the pane since the text was read: the next step reads it again. */
	private boolean stale;
	/** The two timers of a burst of frames; whichever runs first cancels the other. */
	private final Runnable lookAfterFrames = () -> burstPassed(this.lookAtMost);
	private final Runnable lookAtMost = () -> burstPassed(this.lookAfterFrames);

	/** @param below the control the bar shows above (the terminal) */
	FindBar(Composite parent, org.eclipse.swt.widgets.Control below, TextCanvas canvas, PaneFind find) {
		this.find = find;
		this.canvas = canvas;
		bar = new Composite(parent, SWT.NONE);
		GridLayoutFactory.fillDefaults().numColumns(6).margins(6, 3).applyTo(bar);
		GridDataFactory.fillDefaults().grab(true, false).exclude(true).applyTo(bar);
		bar.setVisible(false);
		bar.moveAbove(below);
		field = new Text(bar, SWT.SEARCH | SWT.ICON_SEARCH);
		field.setData(WidgetRole.KEY, TerminalCard.FIND_FIELD_ROLE);
		field.setMessage(NLS.bind(Messages.Find_hint, PaneFind.LINES));
		GridDataFactory.fillDefaults().grab(true, false).applyTo(field);
		caseSensitive = new Button(bar, SWT.CHECK);
		caseSensitive.setText(Messages.Find_matchCase);
		caseSensitive.setData(WidgetRole.KEY, TerminalCard.FIND_CASE_ROLE);
		status = new Label(bar, SWT.NONE);
		status.setData(WidgetRole.KEY, TerminalCard.FIND_STATUS_ROLE);
		GridDataFactory.fillDefaults().hint(220, SWT.DEFAULT).applyTo(status);
		button("↑", Messages.Find_older, () -> step(1));
		button("↓", Messages.Find_newer, () -> step(-1));
		button("✕", Messages.Find_close, this::close);
		field.addListener(SWT.Modify, event -> search());
		caseSensitive.addListener(SWT.Selection, event -> search());
		field.addListener(SWT.KeyDown, this::key);
		canvas.addListener(SWT.Paint, this::frame);
		bar.addDisposeListener(event -> {
			// a burst's timers would otherwise run on a bar that is gone
			event.display.timerExec(-1, lookAfterFrames);
			event.display.timerExec(-1, lookAtMost);
			scrolls.shutdownNow();
		});
	}

	private void button(String label, String tip, Runnable action) {
		Button button = new Button(bar, SWT.PUSH | SWT.FLAT);
		button.setText(label);
		button.setToolTipText(tip);
		button.addListener(SWT.Selection, event -> action.run());
	}

	boolean isOpen() {
		return bar.isVisible();
	}

	/** Whether frames should be told: the bar is open. Any thread. */
	boolean wantsFrames() {
		return showing;
	}

	/** Shows the bar with the keyboard in its field, and reads the pane's text again. */
	void open() {
		showing = true;
		if (!isOpen()) {
			bar.setVisible(true);
			((org.eclipse.swt.layout.GridData) bar.getLayoutData()).exclude = false;
			bar.getParent().layout(true, true);
		}
		field.setFocus();
		field.selectAll();
		readText();
	}

	/** Reads the pane's recent text, then searches it anew. */
	private void readText() {
		stale = false;
		status.setText(Messages.Find_reading);
		Thread.ofVirtual().name("ovvi-find-read").start(() -> {
			try {
				PaneFind.Text read = find.read();
				onBar(() -> {
					text = read;
					search();
				});
			} catch (HerdrException failed) {
				onBar(() -> status.setText(failed.getMessage()));
			} catch (InterruptedException interrupted) {
				Thread.currentThread().interrupt();
			}
		});
	}

	void close() {
		if (!isOpen()) {
			return;
		}
		showing = false;
		bar.setVisible(false);
		((org.eclipse.swt.layout.GridData) bar.getLayoutData()).exclude = true;
		bar.getParent().layout(true, true);
		framed = null;
		visible = PaneFind.Visible.NONE;
		canvas.redraw();
		scroll(0);
		canvas.setFocus();
	}

	/** Whether frames came while matches show, and the bar waits for their burst to pass to place them again. */
	boolean waitsForFrames() {
		return inBurst;
	}

	/** Frames came to the card: while matches show, they are placed again once the burst has passed. */
	void framesCame() {
		if (!isOpen() || matches.isEmpty()) {
			return;
		}
		var display = bar.getDisplay();
		display.timerExec(FRAMES_QUIET_MILLIS, lookAfterFrames);
		if (!inBurst) {
			inBurst = true;
			display.timerExec(FRAMES_AT_MOST_MILLIS, lookAtMost);
		}
	}

	private void burstPassed(Runnable otherTimer) {
		inBurst = false;
		bar.getDisplay().timerExec(-1, otherTimer);
		look();
	}

	/** Reads what herdr's viewport shows, after the scrolls asked before it. */
	private void look() {
		scrolls.execute(this::readVisible);
	}

	private void readVisible() {
		try {
			PaneFind.Visible now = find.visible();
			onBar(() -> {
				if (isOpen()) {
					visible = now;
					canvas.redraw();
				}
			});
		} catch (HerdrException failed) {
			onBar(() -> status.setText(failed.getMessage()));
		} catch (InterruptedException interrupted) {
			Thread.currentThread().interrupt();
		}
	}

	/** The matches herdr's viewport shows, each by its row and first column in the card's grid. */
	List<PaneFind.Match> highlighted() {
		return isOpen() ? visible.matches(field.getText(), caseSensitive.getSelection()) : List.of();
	}

	private void key(Event event) {
		if (event.keyCode == SWT.ESC) {
			event.doit = false;
			close();
		} else if (event.keyCode == SWT.CR || event.keyCode == SWT.KEYPAD_CR || isFindAgain(event)) {
			event.doit = false;
			step((event.stateMask & SWT.SHIFT) != 0 ? -1 : 1);
		}
	}

	/**
	 * M1+G and M1+Shift+G, as in editors; only in the bar, where no program wants Ctrl+G. GTK may
	 * give the chord as its control character (BEL) with no key code.
	 */
	private static boolean isFindAgain(Event event) {
		boolean g = Character.toLowerCase(event.keyCode) == 'g' || event.character == CTRL_G;
		return g && (event.stateMask & SWT.MOD1) != 0;
	}

	/** Searches the text read; the first match shown is the newest, nearest herdr's bottom. */
	private void search() {
		if (text == null) {
			return;
		}
		matches = text.matches(field.getText(), caseSensitive.getSelection());
		current = matches.size() - 1;
		show();
	}

	/** Return in the pane: a command may have printed more, which the next step reads. */
	void paneTookReturn() {
		stale = isOpen();
	}

	/** One match older (+1) or newer (-1), round the ends; after Return in the pane, the text read again from its newest match. */
	private void step(int older) {
		if (stale) {
			readText();
			return;
		}
		if (matches.isEmpty()) {
			return;
		}
		current = Math.floorMod(current - older, matches.size());
		show();
	}

	private void show() {
		String searched = text.cut() ? NLS.bind(Messages.Find_searched, PaneFind.LINES) : "";
		if (matches.isEmpty()) {
			status.setText(field.getText().isEmpty() ? "" : Messages.Find_none + searched);
			framed = null;
			canvas.redraw();
			return;
		}
		status.setText(NLS.bind(Messages.Find_nth, matches.size() - current, matches.size()) + searched);
		framed = matches.get(current);
		scroll(text.offsetOf(framed, visible));
		look();
		canvas.redraw();
	}

	private void scroll(int offset) {
		// one at a time and in order: each edit scrolls, and herdr must end on the last one
		scrolls.execute(() -> {
			try {
				find.scroll(offset);
			} catch (HerdrException failed) {
				onBar(() -> status.setText(failed.getMessage()));
			} catch (InterruptedException interrupted) {
				Thread.currentThread().interrupt();
			}
		});
	}

	/** Highlights the matches herdr's viewport shows and frames the shown one, in the card's grid. */
	private void frame(Event event) {
		int width = Math.max(1, canvas.getCellRenderer().getCellWidth());
		int height = Math.max(1, canvas.getCellRenderer().getCellHeight());
		GC gc = event.gc;
		gc.setForeground(canvas.getDisplay().getSystemColor(SWT.COLOR_YELLOW));
		gc.setLineWidth(1);
		for (PaneFind.Match match : highlighted()) {
			gc.drawRectangle(match.column() * width, match.line() * height, match.length() * width, height - 1);
		}
		PaneFind.Match shown = framedInGrid();
		if (shown != null) {
			gc.setLineWidth(2);
			gc.drawRectangle(shown.column() * width, shown.line() * height, shown.length() * width, height - 1);
		}
	}

	/**
	 * The shown match by its row in the card's grid, placed where herdr's viewport stood at the
	 * last look (pane.get: another client may have scrolled it, lines may have been printed since
	 * the text was read, or the grid changed), or null when it does not show.
	 */
	PaneFind.Match framedInGrid() {
		int row = framed == null || text == null ? -1 : text.rowOf(framed, visible);
		return row < 0 ? null : new PaneFind.Match(row, framed.column(), framed.length());
	}

	private void onBar(Runnable action) {
		if (!bar.isDisposed()) {
			bar.getDisplay().asyncExec(() -> {
				if (!bar.isDisposed()) {
					action.run();
				}
			});
		}
	}
}
