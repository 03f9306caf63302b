package ovvi.ui.commands;

import java.util.List;
import java.util.Locale;

import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExecutableExtension;

import ovvi.model.Direction;

/**
 * A handler of one command per direction: plugin.xml names the direction after the class
 * ({@code class="…Handler:left"}), so four commands share one handler class.
 */
abstract class DirectionHandler extends TargetHandler implements IExecutableExtension {

	Direction direction;

	@Override
	public final void setInitializationData(IConfigurationElement config, String propertyName, Object data) {
		if (!(data instanceof String name)) {
			throw new IllegalArgumentException("a direction handler needs left, right, up or down in plugin.xml, not " + data);
		}
		direction = Direction.valueOf(name.toUpperCase(Locale.ROOT));
	}

	/** Whether the item has a neighbour in the list to trade places with: after it, or before it. */
	static boolean canStep(List<?> list, Object item, boolean forward) {
		int at = list.indexOf(item);
		return forward ? at >= 0 && at < list.size() - 1 : at > 0;
	}
}
