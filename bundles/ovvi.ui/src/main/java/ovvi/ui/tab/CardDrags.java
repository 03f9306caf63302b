package ovvi.ui.tab;

import org.eclipse.jface.util.LocalSelectionTransfer;
import org.eclipse.swt.dnd.DND;
import org.eclipse.swt.dnd.DragSource;
import org.eclipse.swt.dnd.DragSourceAdapter;
import org.eclipse.swt.dnd.DragSourceEvent;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.widgets.Control;

import ovvi.model.Pane;
import ovvi.ui.dnd.Dragged;
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
			source.addDragListener(new DragSourceAdapter() {
				@Override
				public void dragStart(DragSourceEvent event) {
					event.doit = !pane.isStandIn();
					if (event.doit) {
						Dragged.start(new Dragged.PaneOf(page, pane));
					}
				}

				@Override
				public void dragSetData(DragSourceEvent event) {
					event.data = LocalSelectionTransfer.getTransfer().getSelection();
				}

				@Override
				public void dragFinished(DragSourceEvent event) {
					Dragged.end();
				}
			});
		}
	}
}
