package ovvi.ui.commands;

import java.util.Locale;

import ovvi.model.Direction;

/** The direction a handler's plugin.xml names after its class ({@code class="…Handler:left"}). */
final class DirectionData {

	private DirectionData() {
	}

	static Direction of(Object data) {
		if (!(data instanceof String name)) {
			throw new IllegalArgumentException("a direction handler needs left, right, up or down in plugin.xml, not " + data);
		}
		return Direction.valueOf(name.toUpperCase(Locale.ROOT));
	}
}
