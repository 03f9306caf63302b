package ovvi.ui.commands;

import java.util.List;

import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExecutableExtension;

import ovvi.model.Tab;
import ovvi.model.write.CloseTabs;
import ovvi.ui.pages.Writes;

/**
 * Close Tab, Close Other Tabs, Close Tabs to the Right of the target tab, as plugin.xml names it
 * after the class ({@code one}, {@code others}, {@code right}). The model asks first when a
 * program runs in them.
 */
public final class CloseTabsHandler extends TargetHandler implements IExecutableExtension {

	private String which;

	@Override
	public void setInitializationData(IConfigurationElement config, String propertyName, Object data) {
		which = (String) data;
	}

	@Override
	boolean canRun(Target target) {
		if (target.tab() == null || target.space() == null) {
			return false;
		}
		List<Tab> bar = target.space().tabs();
		return switch (which) {
		case "others" -> bar.size() > 1;
		case "right" -> bar.indexOf(target.tab()) < bar.size() - 1;
		default -> true;
		};
	}

	@Override
	void run(Target target) {
		List<Tab> bar = target.space().tabs();
		CloseTabs close = switch (which) {
		case "others" -> CloseTabs.others(bar, target.tab());
		case "right" -> CloseTabs.toTheRight(bar, target.tab());
		default -> CloseTabs.one(target.tab());
		};
		Writes.submit(target.window(), target.page(), close);
	}
}
