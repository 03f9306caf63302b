package ovvi.model.write;

import com.google.gson.JsonObject;

import java.util.List;

import ovvi.herdr.api.HerdrException;
import ovvi.model.Pane;
import ovvi.model.Tab;

/**
 * A pane moved whole to another place: Move Pane to Tab ▸ a tab (and a drop on its capsule),
 * ▸ New Tab (and a drop on the tab track's empty end or +, or on a space row), ▸ New Space (and
 * a drop on the sidebar's empty bottom area or its header's +). The window then selects the
 * pane's tab. A move into another space gives the pane a new id; its terminal and card stay.
 */
public record MovePane(String action, String paneId, JsonObject destination, boolean balance) implements Write {

	/** Beside the tab's last card (bottom right), then equal splits. */
	public static MovePane toTab(String paneId, Tab tab) {
		List<Pane> panes = tab.panes();
		return toTab(paneId, tab.id(), panes.isEmpty() ? null : panes.get(panes.size() - 1).id());
	}

	/** Beside a given card of the tab, then equal splits. */
	public static MovePane toTab(String paneId, String tabId, String lastCardId) {
		return new MovePane("Move Pane to Tab", paneId, PaneMoves.toTab(tabId, "right", lastCardId, null), true);
	}

	public static MovePane toNewTab(String paneId, String spaceId) {
		return new MovePane("Move Pane to New Tab", paneId, PaneMoves.toNewTab(spaceId, null), false);
	}

	public static MovePane toNewSpace(String paneId) {
		return new MovePane("Move Pane to New Space", paneId, PaneMoves.toNewSpace(null), false);
	}

	@Override
	public Outcome run(WriteContext context) throws HerdrException, InterruptedException {
		PaneMoves.Moved moved = PaneMoves.move(context, paneId, destination.deepCopy());
		if (moved.unchanged() != null) {
			return Outcome.unchanged(moved.unchanged());
		}
		if (balance) {
			Layouts.balanceAround(context, moved.paneId());
		}
		return Outcome.selecting(moved.tabId(), moved.paneId());
	}
}
