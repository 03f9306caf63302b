package ovvi.ui.commands;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;

/**
 * A 3.x handler of a platform command (Rename) that Ovvi handles in its own 3.x views only:
 * plugin.xml's activeWhen gives it those views, where it wins over the platform's handlers. An e4
 * handler of the application model has no such scope, and would take the command in every part;
 * in tab parts, which are e4 parts, their descriptor's handlers take Close and Rename. Like a
 * {@link TargetHandler}, it acts on the {@link Target} where the user is.
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
