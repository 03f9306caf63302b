package ovvi.ui.commands;

import org.eclipse.jface.commands.ToggleState;

import ovvi.ui.preferences.OvviPreferences;

/**
 * The checked state of Balance Splits Automatically shows the preference itself, so the menu item
 * and the preference page never disagree. Only the command's handler writes the preference; the
 * state follows it, and is neither restored nor saved by the workbench.
 */
public final class BalancePreferenceState extends ToggleState {

	public BalancePreferenceState() {
		setShouldPersist(false);
		setValue(OvviPreferences.balanceSplits());
		OvviPreferences.store().addPropertyChangeListener(event -> {
			if (OvviPreferences.BALANCE_SPLITS.equals(event.getProperty())) {
				setValue(OvviPreferences.balanceSplits());
			}
		});
	}
}
