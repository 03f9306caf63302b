package ovvi.ui.commands;

import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExecutableExtension;

import ovvi.model.Direction;

/** Move Keyboard ▸ a direction (plugin.xml names it): the next card that way takes the keyboard; no herdr call. */
public final class MoveKeyboardHandler extends TargetHandler implements IExecutableExtension {

	private Direction direction;

	@Override
	public void setInitializationData(IConfigurationElement config, String propertyName, Object data) {
		direction = DirectionData.of(data);
	}

	@Override
	boolean canRun(Target target) {
		return target.part() != null && target.part().cards() != null;
	}

	@Override
	void run(Target target) {
		target.part().cards().moveKeyboard(direction);
	}
}
