package ovvi.ui.commands;

import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExecutableExtension;

import ovvi.model.Direction;
import ovvi.model.write.ResizePane;
import ovvi.ui.pages.Writes;

/** Resize Pane ▸ Left, Right, Up, Down (plugin.xml names it): herdr moves the keyboard card's nearest divider. */
public final class ResizePaneHandler extends TargetHandler implements IExecutableExtension {

	private Direction direction;

	@Override
	public void setInitializationData(IConfigurationElement config, String propertyName, Object data) {
		direction = DirectionData.of(data);
	}

	@Override
	boolean canRun(Target target) {
		return target.herdrPane() != null;
	}

	@Override
	void run(Target target) {
		Writes.submit(target.window(), target.page(), new ResizePane(target.herdrPane().id(), direction));
	}
}
