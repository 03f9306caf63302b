package ovvi.ui.commands;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;

import ovvi.ui.preferences.OvviPreferences;

/** Balance Splits Automatically: flips the preference; the menu item's check follows it ({@link BalancePreferenceState}). */
public final class BalanceAutomaticallyHandler extends AbstractHandler {

	@Override
	public Object execute(ExecutionEvent event) {
		OvviPreferences.store().setValue(OvviPreferences.BALANCE_SPLITS, !OvviPreferences.balanceSplits());
		return null;
	}
}
