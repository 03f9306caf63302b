package ovvi.ui.pages;

import org.eclipse.jface.action.ContributionItem;
import org.eclipse.jface.action.StatusLineLayoutData;
import org.eclipse.jface.resource.JFaceColors;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CLabel;
import org.eclipse.swt.widgets.Composite;

/**
 * The window's notice, in its status line. Not the status line's error message: that belongs to
 * the active part, and the workbench empties it whenever another part becomes active (a card
 * opening, the sidebar clicked), so a notice said during a drop was gone before it was read.
 */
public final class NoticeLine extends ContributionItem {

	public static final String ID = "ovvi.notice";

	private CLabel label;
	private String text = "";

	public NoticeLine() {
		super(ID);
	}

	@Override
	public void fill(Composite parent) {
		label = new CLabel(parent, SWT.SHADOW_NONE);
		label.setForeground(JFaceColors.getErrorText(parent.getDisplay()));
		label.setLayoutData(new StatusLineLayoutData());
		show(text);
	}

	/** @param said the notice, or "" for none */
	void show(String said) {
		text = said;
		if (label != null && !label.isDisposed()) {
			label.setText(said);
			label.setToolTipText(said.isEmpty() ? null : said);
			label.getParent().layout();
		}
	}
}
