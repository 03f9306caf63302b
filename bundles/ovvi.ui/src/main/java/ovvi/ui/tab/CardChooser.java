package ovvi.ui.tab;

import java.util.List;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;

import ovvi.cards.CardFactory;
import ovvi.ui.Messages;
import ovvi.ui.UiIds;

/**
 * The card chooser: Terminal, Browser and every card an installed bundle contributes, in a list
 * the keyboard works (arrows, the first letter, Return; Escape cancels).
 */
public final class CardChooser extends Dialog {

	private final List<CardFactory> rows;
	private org.eclipse.swt.widgets.List list;
	private String chosen;

	private CardChooser(Shell parent, List<CardFactory> rows) {
		super(parent);
		this.rows = rows;
	}

	/** The plugin the user chose, or null. */
	public static String choose(Shell parent, List<CardFactory> rows) {
		CardChooser chooser = new CardChooser(parent, rows);
		return chooser.open() == OK ? chooser.chosen : null;
	}

	@Override
	protected void configureShell(Shell shell) {
		super.configureShell(shell);
		shell.setText(Messages.CardChooser_title);
	}

	@Override
	protected Control createDialogArea(Composite parent) {
		Composite area = (Composite) super.createDialogArea(parent);
		list = new org.eclipse.swt.widgets.List(area, SWT.SINGLE | SWT.BORDER | SWT.V_SCROLL);
		list.setData(UiIds.KEY, UiIds.CARD_CHOOSER);
		rows.forEach(row -> list.add(row.name()));
		if (!rows.isEmpty()) {
			list.select(0);
		}
		list.addListener(SWT.DefaultSelection, event -> okPressed());
		GridDataFactory.fillDefaults().grab(true, true).hint(280, SWT.DEFAULT).applyTo(list);
		return area;
	}

	@Override
	public void create() {
		super.create();
		// the keyboard starts in the list, not on the Open button
		list.setFocus();
	}

	@Override
	protected void createButtonsForButtonBar(Composite parent) {
		createButton(parent, IDialogConstants.OK_ID, Messages.CardChooser_open, true);
		createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
	}

	@Override
	protected void okPressed() {
		int at = list.getSelectionIndex();
		chosen = at < 0 ? null : rows.get(at).plugin();
		super.okPressed();
	}
}
