package ovvi.ui.commands;

import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExecutableExtension;

import ovvi.model.Direction;
import ovvi.model.write.SwapPanes;
import ovvi.ui.pages.Writes;

/** Move Pane ▸ a direction (plugin.xml names it): the keyboard card trades places with its neighbour; the keyboard stays with it. */
public final class MovePaneHandler extends TargetHandler implements IExecutableExtension {

	private Direction direction;

	@Override
	public void setInitializationData(IConfigurationElement config, String propertyName, Object data) {
		direction = DirectionData.of(data);
	}

	@Override
	boolean canRun(Target target) {
		return target.herdrPane() != null && target.tab().panes().size() > 1;
	}

	@Override
	void run(Target target) {
		Writes.submit(target.window(), target.page(), SwapPanes.keyboardCard(target.herdrPane().id(), direction));
	}
}
