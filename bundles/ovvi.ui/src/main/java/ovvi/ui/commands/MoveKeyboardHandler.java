package ovvi.ui.commands;

import ovvi.model.Direction;

/** Move Keyboard ▸ a direction: the next card that way takes the keyboard; no herdr call. */
public final class MoveKeyboardHandler extends DirectionHandler {

	@Override
	boolean canRun(Target target, Direction direction) {
		return target.part() != null && target.part().cards() != null;
	}

	@Override
	void run(Target target, Direction direction) {
		target.part().cards().moveKeyboard(direction);
	}
}
