package ovvi.ui.preferences;

import org.eclipse.jface.preference.BooleanFieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.jface.preference.FontFieldEditor;
import org.eclipse.jface.preference.StringFieldEditor;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;

import ovvi.ui.Messages;
import ovvi.ui.UiIds;

/** Window ▸ Preferences ▸ Ovvi. */
public final class OvviPreferencePage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage {

	public static final String ID = "ovvi.ui.preferences";

	public OvviPreferencePage() {
		super(GRID);
		setPreferenceStore(OvviPreferences.store());
		setDescription(Messages.Preferences_description);
	}

	@Override
	public void init(IWorkbench workbench) {
		// the store is set in the constructor; nothing depends on the workbench
	}

	@Override
	protected void createFieldEditors() {
		Composite parent = getFieldEditorParent();
		addField(new BooleanFieldEditor(OvviPreferences.BALANCE_SPLITS, Messages.Preferences_balanceSplits, parent) {
			@Override
			protected Button getChangeControl(Composite editorParent) {
				Button box = super.getChangeControl(editorParent);
				box.setData(UiIds.KEY, UiIds.PREFERENCES_BALANCE_SPLITS);
				return box;
			}
		});
		addField(new FontFieldEditor(OvviPreferences.TERMINAL_FONT, Messages.Preferences_terminalFont, "Aa 0O1l", parent) {
			@Override
			protected Button getChangeControl(Composite editorParent) {
				Button change = super.getChangeControl(editorParent);
				change.setData(UiIds.KEY, UiIds.PREFERENCES_TERMINAL_FONT);
				return change;
			}
		});
		StringFieldEditor install = new StringFieldEditor(OvviPreferences.INSTALL_COMMAND, Messages.Preferences_installCommand, parent);
		install.setEmptyStringAllowed(false);
		install.setErrorMessage(Messages.Preferences_installCommandEmpty);
		install.getTextControl(parent).setData(UiIds.KEY, UiIds.PREFERENCES_INSTALL_COMMAND);
		install.getTextControl(parent).setToolTipText(NLS.bind(Messages.Preferences_installCommandTip, OvviPreferences.INSTALL_ARGUMENT));
		addField(install);
	}
}
