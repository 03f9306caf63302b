package ovvi.ui.sessions;

import ovvi.model.Tab;

/** A tab's name as rows, parts and menus show it: herdr's label, else its number. */
public final class TabNames {

	private TabNames() {
	}

	public static String of(Tab tab) {
		return tab.label() == null || tab.label().isBlank() ? String.valueOf(tab.number()) : tab.label();
	}
}
