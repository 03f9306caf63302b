package ovvi.terminal;

import java.util.Optional;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.program.Program;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Listener;

import ovvi.cards.Card;
import ovvi.cards.CardContext;
import ovvi.cards.CardLabel;
import ovvi.cards.Opening;
import ovvi.cards.PlaceCards;
import ovvi.model.Pane;

/**
 * A pane's terminal as a {@link Card}: the {@link TerminalCard} while it streams, a "…" while
 * herdr has not made the pane's terminal or its tab was never shown. A tab that let go of its
 * stream (past the spare pool) shows the terminal's last picture instead; shown again, the picture
 * paints first, then the terminal is made again under it until herdr's first frames have drawn. A cold restart of herdr gives the pane a new
 * terminal: the terminal is made again.
 */
public final class TerminalPaneCard implements Card {

	private final Composite parent;
	private final CardContext context;
	private TerminalCard terminal;
	private Label waiting;
	/** The terminal's last picture while the card has let go of its stream, and what shows it. */
	private TerminalStill still;
	private Control stillFace;
	/** False while the card's tab has not been shown yet or let go of its stream (out of view, past the spares). */
	private boolean wanted;
	private boolean pageLive = true;
	private Font font;

	TerminalPaneCard(Composite parent, CardContext context) {
		this.parent = parent;
		this.context = context;
		this.font = context.textFont();
		this.wanted = context.streams();
		showWaiting();
		paneChanged();
	}

	/** The card's terminal, or null while it does not stream. */
	public TerminalCard terminal() {
		return terminal;
	}

	@Override
	public void paneChanged() {
		if (parent.isDisposed()) {
			return;
		}
		Pane pane = context.pane();
		if (terminal != null && !terminal.terminalId().equals(pane.terminalId())) {
			endStream();
		}
		if (terminal == null && wanted && !pane.isStandIn() && pane.terminalId() != null) {
			// a card shown before its terminal was made holds the keyboard in its frame, where keys reach nothing
			boolean keyboardHere = parent.isFocusControl();
			if (waiting != null) {
				waiting.dispose();
				waiting = null;
			}
			disposeStillFace();
			terminal = new TerminalCard(parent, context.herdr(), pane.id(), pane.terminalId(), context.control(),
					context.timer(), links());
			if (still != null) {
				terminal.coverWith(still);
				still = null;
			}
			terminal.setFont(font);
			terminal.pageLive(pageLive);
			terminal.terminalControl().addListener(SWT.FocusIn, event -> context.keyboardIn());
			parent.layout(true, true);
			if (keyboardHere) {
				terminal.terminalControl().forceFocus();
			}
		}
	}

	/** Links lead to the pane's machine and open in the session's cards. */
	private LinkTarget links() {
		MachinePaths paths = new MachinePaths(context.machine(), () -> context.pane().cwd());
		return new LinkTarget() {
			@Override
			public Optional<Found> existing(String written) throws InterruptedException {
				return paths.existing(written);
			}

			@Override
			public boolean onThisComputer() {
				return !context.machine().isRemote();
			}

			@Override
			public void openWeb(String address, Opening where) {
				context.open(CardLabel.fresh(PlaceCards.BROWSER, address), where);
			}

			@Override
			public void openFile(Found file, Opening where) {
				context.open(PlaceCards.forFile(file.path(), file.folder(), onThisComputer()), where);
			}

			@Override
			public void openOnDesktop(String addressOrPath) {
				Program.launch(addressOrPath);
			}
		};
	}

	@Override
	public void release() {
		wanted = false;
		if (terminal != null) {
			forgetStill();
			still = terminal.picture();
		}
		endStream();
	}

	@Override
	public void resume() {
		wanted = true;
		Control face = stillFace;
		if (face == null || face.getSize().x == 0 || face.getSize().y == 0) {
			paneChanged();
			return;
		}
		// the still paints first and the terminal is made after it: making TM's widget takes
		// longer than a glance, and until then the tab would show nothing new
		Listener painted = new Listener() {
			@Override
			public void handleEvent(Event event) {
				face.removeListener(SWT.Paint, this);
				face.getDisplay().asyncExec(TerminalPaneCard.this::paneChanged);
			}
		};
		face.addListener(SWT.Paint, painted);
		face.redraw();
	}

	@Override
	public void pageLive(boolean live) {
		pageLive = live;
		if (terminal != null) {
			terminal.pageLive(live);
		}
	}

	@Override
	public boolean streaming() {
		return terminal != null;
	}

	@Override
	public void setFont(Font newFont) {
		font = newFont;
		if (terminal != null) {
			terminal.setFont(newFont);
		}
	}

	@Override
	public void focus() {
		if (terminal != null) {
			terminal.terminalControl().setFocus();
		} else {
			context.keyboardIn();
			parent.setFocus();
		}
	}

	@Override
	public void copy() {
		if (terminal != null) {
			terminal.copy();
		}
	}

	@Override
	public void paste() {
		if (terminal != null) {
			terminal.paste();
		}
	}

	@Override
	public void selectAll() {
		if (terminal != null) {
			terminal.selectAll();
		}
	}

	@Override
	public void find() {
		if (terminal != null) {
			terminal.find();
		}
	}

	@Override
	public void dispose() {
		if (terminal != null) {
			terminal.control().dispose();
			terminal = null;
		}
		if (waiting != null) {
			waiting.dispose();
			waiting = null;
		}
		forgetStill();
	}

	private void endStream() {
		if (terminal != null) {
			terminal.control().dispose();
			terminal = null;
			if (still != null) {
				stillFace = still.showIn(parent);
				stillFace.addListener(SWT.MouseDown, event -> focus());
			} else {
				showWaiting();
			}
			parent.layout(true, true);
		}
	}

	private void disposeStillFace() {
		if (stillFace != null) {
			stillFace.dispose();
			stillFace = null;
		}
	}

	private void forgetStill() {
		disposeStillFace();
		if (still != null) {
			still.dispose();
			still = null;
		}
	}

	private void showWaiting() {
		waiting = new Label(parent, SWT.CENTER);
		waiting.setText("…");
		waiting.addListener(SWT.MouseDown, event -> focus());
	}
}
