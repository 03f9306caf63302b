package ovvi.ui.tab;

import org.eclipse.jface.util.LocalSelectionTransfer;
import org.eclipse.swt.dnd.DND;
import org.eclipse.swt.dnd.DragSource;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.widgets.Control;

import ovvi.model.Pane;
import ovvi.ui.dnd.Dragged;
import ovvi.ui.dnd.DraggedSource;
import ovvi.ui.pages.SessionPage;

/**
 * A card is dragged by its title strip, onto another card's edge, a tab, the track's end or the
 * sidebar. A pane herdr has not made yet (a stand-in) does not move.
 */
final class CardDrags {

	private CardDrags() {
	}

	static void install(SessionPage page, Pane pane, Control... handles) {
		for (Control handle : handles) {
			DragSource source = new DragSource(handle, DND.DROP_MOVE);
			source.setTransfer(new Transfer[] { LocalSelectionTransfer.getTransfer() });
			source.addDragListener(new DraggedSource() {
				@Override
				protected Dragged dragged() {
					return pane.isStandIn() ? null : new Dragged.PaneOf(page, pane);
				}
			});
		}
	}
}
