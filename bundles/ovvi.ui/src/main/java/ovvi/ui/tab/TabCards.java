package ovvi.ui.tab;

import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;

import ovvi.model.HostConnection;
import ovvi.model.Pane;
import ovvi.model.Tab;
import ovvi.terminal.TerminalCard;

/** TEMPORARY until the card area lands from branch cards: the tab's first pane as one terminal card. */
public final class TabCards {

	private final Composite root;
	private final Tab tab;
	private TerminalCard card;

	public TabCards(Composite parent, HostConnection connection, Tab tab, ScheduledExecutorService timer,
			Consumer<String> notice) {
		this.tab = tab;
		root = new Composite(parent, SWT.NONE);
		root.setLayout(new FillLayout());
		Pane first = tab.panes().isEmpty() ? null : tab.panes().get(0);
		if (first != null && first.terminalId() != null) {
			card = new TerminalCard(root, connection.herdr(), first.id(), first.terminalId(), timer);
		}
	}

	public Control control() {
		return root;
	}

	public Pane keyboardPane() {
		return tab.panes().isEmpty() ? null : tab.panes().get(0);
	}

	public void focusKeyboardCard() {
		if (card != null) {
			card.terminalControl().setFocus();
		} else {
			root.setFocus();
		}
	}

	public void dispose() {
		root.dispose();
	}
}
