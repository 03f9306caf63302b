package ovvi.ui.tab;

import org.eclipse.jface.util.LocalSelectionTransfer;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.dnd.DND;
import org.eclipse.swt.dnd.DropTarget;
import org.eclipse.swt.dnd.DropTargetAdapter;
import org.eclipse.swt.dnd.DropTargetEvent;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IWorkbenchWindow;

import ovvi.model.Direction;
import ovvi.model.Pane;
import ovvi.model.write.DropOnEdge;
import ovvi.model.write.SwapPanes;
import ovvi.ui.Messages;
import ovvi.ui.dnd.DropWrites;
import ovvi.ui.dnd.Dragged;
import ovvi.ui.pages.SessionPage;

/**
 * A card dropped on the cards of a tab: on the outer third of another card, beside it on that
 * side (herdr's moves, {@link DropOnEdge}); on the middle of another card of its own tab, the
 * two swap places. The edge or card it would go to is marked while the pointer is there. A card
 * of another session, or the card itself, is no drop. The drop goes where the mark last was
 * when the pointer has not moved since: a card herdr closed meanwhile is said, not replaced by
 * whatever came under the pointer.
 */
final class CardDrops {

	/** Where a drop would go: beside the target on an edge, or (no edge) in its place. */
	private record Aim(Pane target, Direction edge) {
	}

	private final TabCards cards;
	private final IWorkbenchWindow window;
	private final SessionPage page;
	private final DropMark mark;
	private Aim aim;
	private Point aimedFrom;

	CardDrops(TabCards cards, Composite area, IWorkbenchWindow window, SessionPage page) {
		this.cards = cards;
		this.window = window;
		this.page = page;
		mark = new DropMark(area);
		DropTarget target = new DropTarget(area, DND.DROP_MOVE | DND.DROP_DEFAULT);
		target.setTransfer(LocalSelectionTransfer.getTransfer());
		target.addDropListener(new DropTargetAdapter() {
			@Override
			public void dragEnter(DropTargetEvent event) {
				aimedFrom = null;
				over(event);
			}

			@Override
			public void dragOver(DropTargetEvent event) {
				over(event);
			}

			@Override
			public void dragOperationChanged(DropTargetEvent event) {
				over(event);
			}

			@Override
			public void dragLeave(DropTargetEvent event) {
				mark.hide();
			}

			@Override
			public void drop(DropTargetEvent event) {
				dropped();
			}
		});
	}

	private void over(DropTargetEvent event) {
		Point at = new Point(event.x, event.y);
		// SWT repeats the last drag-over while the pointer rests: the aim stays as the user saw it
		if (!at.equals(aimedFrom)) {
			aimedFrom = at;
			aim = aimAt(cards.control().toControl(at));
		}
		if (aim == null) {
			mark.hide();
			event.detail = DND.DROP_NONE;
			return;
		}
		// a card herdr closed under the pointer is no mark, but its drop still says what happened
		Rectangle place = cards.placeOf(aim.target());
		if (place == null) {
			mark.hide();
		} else {
			mark.show(place, aim.edge());
		}
		event.detail = DND.DROP_MOVE;
	}

	private Aim aimAt(Point point) {
		if (!(Dragged.now() instanceof Dragged.PaneOf dragged) || dragged.page() != page) {
			return null;
		}
		Pane target = cards.paneAt(point);
		if (target == null || target.isStandIn() || target == dragged.item()) {
			return null;
		}
		// herdr swaps only inside a tab (cross_tab): a card of another tab always goes beside
		boolean sameTab = target.tabId().equals(dragged.item().tabId());
		return new Aim(target, DropEdge.of(cards.placeOf(target), point, sameTab));
	}

	private void dropped() {
		Aim dropped = aim;
		aim = null;
		aimedFrom = null;
		mark.hide();
		if (dropped == null || !(Dragged.now() instanceof Dragged.PaneOf dragged)) {
			return;
		}
		Pane pane = dragged.item();
		Pane target = dropped.target();
		String targetName = NLS.bind(Messages.Drop_paneDroppedOn, target.id());
		if (dropped.edge() == null) {
			DropWrites.submit(window, dragged, target, targetName, SwapPanes.of(pane.id(), target.id()));
		} else {
			DropWrites.submit(window, dragged, target, targetName,
					new DropOnEdge(pane.id(), pane.tabId(), pane.spaceId(), target.id(), target.tabId(), dropped.edge()));
		}
	}
}
