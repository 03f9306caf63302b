package ovvi.ui.commands;

import ovvi.model.write.BalanceSplits;
import ovvi.ui.pages.Writes;

/** Balance Splits: equal splits in the target tab. */
public final class BalanceSplitsHandler extends TargetHandler {

	@Override
	boolean canRun(Target target) {
		return target.tab() != null && !target.tab().isStandIn() && target.tab().panes().size() > 1;
	}

	@Override
	void run(Target target) {
		Writes.submit(target.window(), target.page(), new BalanceSplits(target.tab().id()));
	}
}
