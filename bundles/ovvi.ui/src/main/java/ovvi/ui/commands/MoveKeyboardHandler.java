package ovvi.ui.commands;

/** Move Keyboard ▸ a direction (plugin.xml names it): the next card that way takes the keyboard; no herdr call. */
public final class MoveKeyboardHandler extends DirectionHandler {

	@Override
	boolean canRun(Target target) {
		return target.part() != null && target.part().cards() != null;
	}

	@Override
	void run(Target target) {
		target.part().cards().moveKeyboard(direction);
	}
}
