package ovvi.ui.preferences;

import org.eclipse.jface.preference.BooleanFieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.jface.preference.FontFieldEditor;
import org.eclipse.jface.preference.StringFieldEditor;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;

import ovvi.ui.UiIds;

/** Window ▸ Preferences ▸ Ovvi. */
public final class OvviPreferencePage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage {

	public static final String ID = "ovvi.ui.preferences";

	public OvviPreferencePage() {
		super(GRID);
		setPreferenceStore(OvviPreferences.store());
		setDescription("How Ovvi lays out panes, draws terminals and installs herdr.");
	}

	@Override
	public void init(IWorkbench workbench) {
		// the store is set in the constructor; nothing depends on the workbench
	}

	@Override
	protected void createFieldEditors() {
		Composite parent = getFieldEditorParent();
		addField(new BooleanFieldEditor(OvviPreferences.BALANCE_SPLITS, "&Balance splits automatically", parent) {
			@Override
			protected Button getChangeControl(Composite editorParent) {
				Button box = super.getChangeControl(editorParent);
				box.setData(UiIds.KEY, UiIds.PREFERENCES_BALANCE_SPLITS);
				return box;
			}
		});
		addField(new FontFieldEditor(OvviPreferences.TERMINAL_FONT, "&Terminal font:", "Aa 0O1l", parent) {
			@Override
			protected Button getChangeControl(Composite editorParent) {
				Button change = super.getChangeControl(editorParent);
				change.setData(UiIds.KEY, UiIds.PREFERENCES_TERMINAL_FONT);
				return change;
			}
		});
		StringFieldEditor install = new StringFieldEditor(OvviPreferences.INSTALL_COMMAND, "&Install command:", parent);
		install.setEmptyStringAllowed(false);
		install.setErrorMessage("The install command cannot be empty.");
		install.getTextControl(parent).setData(UiIds.KEY, UiIds.PREFERENCES_INSTALL_COMMAND);
		install.getTextControl(parent).setToolTipText("Run with sh on the machine that lacks herdr; "
				+ OvviPreferences.INSTALL_ARGUMENT + " <command> on Ovvi's command line replaces it for one run.");
		addField(install);
	}
}
