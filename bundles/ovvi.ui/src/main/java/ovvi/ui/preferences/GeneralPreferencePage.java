package ovvi.ui.preferences;

import org.eclipse.jface.preference.PreferencePage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;

import ovvi.ui.Messages;

/**
 * Window ▸ Preferences ▸ General, the parent of the workbench's pages Ovvi carries (Appearance and
 * its Label Decorations). Not the workbench's own General page: that one is made to be extended
 * by the IDE, and alone its Apply and Restore Defaults fail on settings only the IDE's page makes
 * (an error that also stops the other pages' Apply and Close); its settings mean little in Ovvi.
 */
public final class GeneralPreferencePage extends PreferencePage implements IWorkbenchPreferencePage {

	public static final String ID = "org.eclipse.ui.preferencePages.Workbench";

	public GeneralPreferencePage() {
		setDescription(Messages.Preferences_general);
		noDefaultAndApplyButton();
	}

	@Override
	public void init(IWorkbench workbench) {
		// nothing to read: the page only heads the pages below it
	}

	@Override
	protected Control createContents(Composite parent) {
		return new Composite(parent, SWT.NONE);
	}
}
