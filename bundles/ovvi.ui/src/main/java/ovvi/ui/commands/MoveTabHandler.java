package ovvi.ui.commands;

import java.util.List;

import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExecutableExtension;

import ovvi.model.Tab;
import ovvi.model.write.MoveTab;
import ovvi.ui.pages.Writes;

/** Move Tab Left or Right (plugin.xml says which) inside its space. */
public final class MoveTabHandler extends TargetHandler implements IExecutableExtension {

	private boolean right;

	@Override
	public void setInitializationData(IConfigurationElement config, String propertyName, Object data) {
		right = "right".equals(data);
	}

	@Override
	boolean canRun(Target target) {
		if (target.tab() == null || target.space() == null) {
			return false;
		}
		List<Tab> bar = target.space().tabs();
		int at = bar.indexOf(target.tab());
		return right ? at >= 0 && at < bar.size() - 1 : at > 0;
	}

	@Override
	void run(Target target) {
		Writes.submit(target.window(), target.page(), new MoveTab(target.space(), target.tab(), right));
	}
}
