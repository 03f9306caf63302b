package ovvi.ui.sessions;

import ovvi.model.Pane;
import ovvi.model.Space;
import ovvi.model.Tab;

/** A space's name as a row shows it: herdr's label, else the folder of its first pane, else its number. */
public final class SpaceNames {

	private SpaceNames() {
	}

	public static String of(Space space) {
		if (space.label() != null && !space.label().isBlank()) {
			return space.label();
		}
		for (Tab tab : space.tabs()) {
			for (Pane pane : tab.panes()) {
				if (pane.cwd() != null) {
					String cwd = pane.cwd().replaceAll("/+$", "");
					return cwd.isEmpty() ? "/" : cwd.substring(cwd.lastIndexOf('/') + 1);
				}
			}
		}
		return String.valueOf(space.number());
	}
}
