package ovvi.ui.commands;

import java.util.List;

import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExecutableExtension;

import ovvi.model.Space;
import ovvi.model.write.MoveSpace;
import ovvi.ui.pages.Writes;

/** Move Space Up or Down (plugin.xml says which) in the sidebar, with its linked worktrees. */
public final class MoveSpaceHandler extends TargetHandler implements IExecutableExtension {

	private boolean down;

	@Override
	public void setInitializationData(IConfigurationElement config, String propertyName, Object data) {
		down = "down".equals(data);
	}

	@Override
	boolean canRun(Target target) {
		if (target.space() == null) {
			return false;
		}
		List<Space> spaces = target.page().connection().store().spaces();
		int at = spaces.indexOf(target.space());
		return down ? at >= 0 && at < spaces.size() - 1 : at > 0;
	}

	@Override
	void run(Target target) {
		Writes.submit(target.window(), target.page(),
				new MoveSpace(target.page().connection().store().spaces(), target.space(), down));
	}
}
