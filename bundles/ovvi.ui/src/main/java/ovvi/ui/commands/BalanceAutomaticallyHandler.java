package ovvi.ui.commands;

import org.eclipse.e4.core.di.annotations.Execute;

import ovvi.ui.preferences.OvviPreferences;

/** Balance Splits Automatically: flips the preference; the menu item's check follows it ({@link BalancePreferenceState}). */
public final class BalanceAutomaticallyHandler {

	@Execute
	public void execute() {
		OvviPreferences.store().setValue(OvviPreferences.BALANCE_SPLITS, !OvviPreferences.balanceSplits());
	}
}
