package ovvi.ui.commands;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;

/**
 * A 3.x handler of a platform command (Close, Rename) that Ovvi handles in its own parts only:
 * plugin.xml's activeWhen gives it those parts, where it wins over the platform's handlers. An e4
 * handler of the application model has no such scope, and would take the command in every part.
 * Like a {@link TargetHandler}, it acts on the {@link Target} where the user is.
 */
abstract class PlatformCommandHandler extends AbstractHandler {

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
