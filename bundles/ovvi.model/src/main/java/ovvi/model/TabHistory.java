package ovvi.model;

import java.util.ArrayList;
import java.util.List;

/**
 * The tabs a page used, most recent last: where a close goes back to. It holds the tab objects
 * themselves, so when herdr's tab takes a stand-in's place (same object, herdr's id) the
 * selection and the history follow it, and a later close still goes back to the tab used before.
 */
public final class TabHistory {

	private final List<Tab> used = new ArrayList<>();

	/** The user selected this tab. */
	public synchronized void visit(Tab tab) {
		used.remove(tab);
		used.add(tab);
	}

	/** The selected tab, or null. */
	public synchronized Tab selected() {
		return used.isEmpty() ? null : used.get(used.size() - 1);
	}

	/** The tab of the space used last that herdr already made and the space still shows, or null. */
	public synchronized Tab lastUsedIn(Space space) {
		for (int i = used.size() - 1; i >= 0; i--) {
			Tab tab = used.get(i);
			if (!tab.isStandIn() && space.tabs().contains(tab)) {
				return tab;
			}
		}
		return null;
	}

	/**
	 * The tab to select when {@code closing} goes: the one used last before it that the space
	 * still shows. It also forgets the closing tab and the ones that are gone.
	 */
	public synchronized Tab afterClose(Tab closing, Space space) {
		used.remove(closing);
		used.removeIf(tab -> !space.tabs().contains(tab));
		return used.isEmpty() ? (space.tabs().isEmpty() ? null : space.tabs().get(0)) : used.get(used.size() - 1);
	}
}
