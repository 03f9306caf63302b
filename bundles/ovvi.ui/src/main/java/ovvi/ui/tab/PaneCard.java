package ovvi.ui.tab;

import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Function;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Menu;

import ovvi.herdr.api.HerdrSession;
import ovvi.model.ChangeListener;
import ovvi.model.Pane;
import ovvi.terminal.TerminalCard;
import ovvi.ui.UiIds;

/**
 * One pane of a tab as a card: a title strip (the pane's name, its title or its program) over the
 * pane's live terminal. A pane herdr has not made yet (a split's stand-in) is an empty card until
 * herdr's pane takes its place; then its terminal starts streaming.
 */
final class PaneCard {

	/** Told on the UI thread when the keyboard goes into the card (a click, a key, a focus move). */
	interface KeyboardListener {
		void keyboardIn(PaneCard card);
	}

	/** The width of the keyboard card's frame, in pixels. */
	private static final int FRAME = 2;

	private final Pane pane;
	private final Composite root;
	private final Composite strip;
	private final Label title;
	private final Composite body;
	private final HerdrSession herdr;
	private final ScheduledExecutorService timer;
	private final KeyboardListener keyboard;
	private final ChangeListener paneChanged;
	private TerminalCard terminal;
	private Label waiting;
	/** False while the card's tab let go of its stream (out of view, past the spares). */
	private boolean streaming = true;
	private Font font;
	private boolean marked;

	PaneCard(Composite parent, Pane pane, HerdrSession herdr, ScheduledExecutorService timer, Font font,
			KeyboardListener keyboard, Function<Control, Menu> menus) {
		this.pane = pane;
		this.herdr = herdr;
		this.timer = timer;
		this.font = font;
		this.keyboard = keyboard;
		root = new Composite(parent, SWT.NONE);
		root.setData(UiIds.KEY, UiIds.CARD);
		// the keyboard card's frame is drawn in this margin
		GridLayoutFactory.fillDefaults().margins(FRAME, FRAME).spacing(0, 0).applyTo(root);
		root.addListener(SWT.Paint, event -> {
			if (marked) {
				event.gc.setBackground(root.getDisplay().getSystemColor(SWT.COLOR_LIST_SELECTION));
				event.gc.fillRectangle(root.getClientArea());
			}
		});

		strip = new Composite(root, SWT.NONE);
		GridLayoutFactory.fillDefaults().margins(6, 2).applyTo(strip);
		GridDataFactory.fillDefaults().grab(true, false).applyTo(strip);
		title = new Label(strip, SWT.NONE);
		title.setData(UiIds.KEY, UiIds.CARD_TITLE);
		GridDataFactory.fillDefaults().grab(true, false).applyTo(title);
		strip.addListener(SWT.MouseDown, event -> focus());
		title.addListener(SWT.MouseDown, event -> focus());
		// the card's menu is set when it is asked for: a part out of view lives in another shell,
		// and a menu serves only the controls of its own shell
		strip.addListener(SWT.MenuDetect, event -> strip.setMenu(menus.apply(strip)));
		title.addListener(SWT.MenuDetect, event -> title.setMenu(menus.apply(title)));

		body = new Composite(root, SWT.NONE);
		body.setLayout(new FillLayout());
		GridDataFactory.fillDefaults().grab(true, true).applyTo(body);
		showWaiting();

		Display display = root.getDisplay();
		paneChanged = (source, property) -> {
			if (!display.isDisposed()) {
				display.asyncExec(this::refresh);
			}
		};
		pane.addListener(paneChanged);
		root.addDisposeListener(event -> pane.removeListener(paneChanged));
		refresh();
	}

	Pane pane() {
		return pane;
	}

	Control control() {
		return root;
	}

	/** The card's terminal, or null while herdr has not made its pane. */
	TerminalCard terminal() {
		return terminal;
	}

	/** Shows what the pane is now: its title, and its terminal once herdr made it. */
	void refresh() {
		if (root.isDisposed()) {
			return;
		}
		String now = CardTitles.of(pane);
		if (!now.equals(title.getText())) {
			title.setText(now);
			title.setToolTipText(now);
		}
		if (terminal != null && !terminal.terminalId().equals(pane.terminalId())) {
			// a cold restart of herdr gave the pane a new terminal: the card is built again
			endStream();
		}
		if (terminal == null && streaming && !pane.isStandIn() && pane.terminalId() != null) {
			if (waiting != null) {
				waiting.dispose();
				waiting = null;
			}
			terminal = new TerminalCard(body, herdr, pane.id(), pane.terminalId(), timer);
			terminal.setFont(font);
			terminal.terminalControl().addListener(SWT.FocusIn, event -> keyboard.keyboardIn(this));
			body.layout(true, true);
		}
	}

	/** Lets go of the terminal's stream (herdr frees the pane at once); the card keeps its place and title. */
	void release() {
		streaming = false;
		endStream();
	}

	/** Streams the terminal again: herdr's first frame redraws it. */
	void resume() {
		streaming = true;
		refresh();
	}

	boolean streaming() {
		return terminal != null;
	}

	private void endStream() {
		if (terminal != null) {
			terminal.control().dispose();
			terminal = null;
			showWaiting();
			body.layout(true, true);
		}
	}

	private void showWaiting() {
		waiting = new Label(body, SWT.CENTER);
		waiting.setText("…");
		waiting.addListener(SWT.MouseDown, event -> focus());
	}

	/** Marks the card as the one the keyboard types into (the tab has more than one card). */
	void mark(boolean keyboardCard) {
		if (marked == keyboardCard || root.isDisposed()) {
			return;
		}
		marked = keyboardCard;
		title.setFont(keyboardCard ? JFaceResources.getFontRegistry().getBold(JFaceResources.DEFAULT_FONT) : null);
		strip.layout();
		root.redraw();
	}

	boolean marked() {
		return marked;
	}

	String title() {
		return title.getText();
	}

	void setFont(Font newFont) {
		font = newFont;
		if (terminal != null) {
			terminal.setFont(newFont);
		}
	}

	/** Gives the card the keyboard. */
	void focus() {
		if (root.isDisposed()) {
			return;
		}
		if (terminal != null) {
			terminal.terminalControl().setFocus();
		} else {
			keyboard.keyboardIn(this);
			body.setFocus();
		}
	}

	void dispose() {
		root.dispose();
	}
}
