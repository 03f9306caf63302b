package ovvi.ui.commands;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;

/**
 * A handler of one of Ovvi's commands: it finds its {@link Target} where the user is, is enabled
 * when that target has what the command needs, and builds the model's write for it. The herdr
 * calls live in the model's writes; a handler only picks their arguments.
 */
abstract class TargetHandler extends AbstractHandler {

	@Override
	public void setEnabled(Object evaluationContext) {
		setBaseEnabled(canRun(Target.of(evaluationContext)));
	}

	@Override
	public final Object execute(ExecutionEvent event) {
		Target target = Target.of(event.getApplicationContext());
		// a key binding can run a command whose enablement was last asked somewhere else
		if (canRun(target)) {
			run(target);
		}
		return null;
	}

	abstract boolean canRun(Target target);

	abstract void run(Target target);
}
