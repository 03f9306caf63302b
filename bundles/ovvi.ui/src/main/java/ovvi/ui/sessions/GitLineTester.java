package ovvi.ui.sessions;

import org.eclipse.core.expressions.PropertyTester;

import ovvi.model.Space;
import ovvi.ui.pages.Connections;

/**
 * {@code ovvi.ui.space.hasGitLine}: whether a space row shows a git line, for the enablement of
 * Fetch, Pull and Push in plugin.xml. The workbench asks it before it has loaded their handler,
 * which would otherwise count as enabled.
 */
public final class GitLineTester extends PropertyTester {

	@Override
	public boolean test(Object receiver, String property, Object[] args, Object expectedValue) {
		return receiver instanceof Space space
				&& Connections.app().gitOf(space).flatMap(git -> git.line(space.id())).isPresent();
	}
}
