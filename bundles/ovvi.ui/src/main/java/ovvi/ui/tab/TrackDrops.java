package ovvi.ui.tab;

import org.eclipse.jface.util.LocalSelectionTransfer;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.dnd.DND;
import org.eclipse.swt.dnd.DropTarget;
import org.eclipse.swt.dnd.DropTargetAdapter;
import org.eclipse.swt.dnd.DropTargetEvent;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.IWorkbenchWindow;

import ovvi.model.Pane;
import ovvi.model.Space;
import ovvi.model.Tab;
import ovvi.model.write.MovePane;
import ovvi.ui.Messages;
import ovvi.ui.dnd.DropWrites;
import ovvi.ui.dnd.Dragged;

/**
 * A card dropped on the tab track (the window's stack of tab parts): on another tab's capsule it
 * goes beside that tab's last card; on the empty end of the track it becomes a new tab of the
 * space. The capsule or the end is framed while the pointer is there. Its own tab, or the end for
 * a card alone in its tab, is no drop.
 */
final class TrackDrops {

	private static final int FRAME = 2;

	/** Where a drop would go: a tab's capsule, or a new tab of the space at the end. */
	private record Aim(Tab tab, Space space, Rectangle frame) {
	}

	private final CTabFolder folder;
	private final TabTrack track;
	private final IWorkbenchWindow window;
	/** Where the drop goes: kept past the drag-leave that GTK sends just before a drop. */
	private Aim aim;
	/** What the track frames now. */
	private Aim marked;

	private TrackDrops(CTabFolder folder, IWorkbenchWindow window) {
		this.folder = folder;
		this.window = window;
		this.track = TabTrack.of(window);
		DropTarget target = new DropTarget(folder, DND.DROP_MOVE | DND.DROP_DEFAULT);
		target.setTransfer(LocalSelectionTransfer.getTransfer());
		target.addDropListener(new DropTargetAdapter() {
			@Override
			public void dragEnter(DropTargetEvent event) {
				over(event);
			}

			@Override
			public void dragOver(DropTargetEvent event) {
				over(event);
			}

			@Override
			public void dragLeave(DropTargetEvent event) {
				mark(null);
			}

			@Override
			public void drop(DropTargetEvent event) {
				dropped();
			}
		});
		folder.addListener(SWT.Paint, event -> {
			if (marked != null) {
				event.gc.setForeground(folder.getDisplay().getSystemColor(SWT.COLOR_LIST_SELECTION));
				event.gc.setLineWidth(FRAME);
				Rectangle frame = marked.frame();
				event.gc.drawRectangle(frame.x + 1, frame.y + 1, frame.width - FRAME, frame.height - FRAME);
			}
		});
	}

	/** Makes the tab stack that holds this tab part's controls a drop target, once. */
	static void install(Control partControl, IWorkbenchWindow window) {
		for (Control at = partControl; at != null; at = at.getParent()) {
			if (at instanceof CTabFolder folder) {
				if (folder.getData(DND.DROP_TARGET_KEY) == null) {
					new TrackDrops(folder, window);
				}
				return;
			}
		}
	}

	private void over(DropTargetEvent event) {
		aim = aimAt(folder.toControl(event.x, event.y));
		mark(aim);
		event.detail = aim == null ? DND.DROP_NONE : DND.DROP_MOVE;
	}

	private Aim aimAt(Point point) {
		if (!(Dragged.now() instanceof Dragged.PaneOf dragged) || point.y > folder.getTabHeight() + FRAME) {
			return null;
		}
		Pane pane = dragged.item();
		CTabItem item = folder.getItem(point);
		if (item != null) {
			TabPart shown = track.partOf(item);
			Tab tab = shown == null || shown.page() != dragged.page() ? null : shown.tab();
			return tab == null || tab.isStandIn() || tab.id().equals(pane.tabId()) ? null : new Aim(tab, null, item.getBounds());
		}
		Space space = dragged.page().selectedSpace();
		Rectangle end = end();
		if (space == null || track.pageInView() != dragged.page() || end == null || !end.contains(point)) {
			return null;
		}
		Tab own = dragged.page().connection().store().tab(pane.tabId());
		boolean aloneThere = own != null && own.panes().size() == 1 && own.spaceId().equals(space.id());
		return aloneThere ? null : new Aim(null, space, end);
	}

	/** The empty part of the track after its last capsule, or null when there is none. */
	private Rectangle end() {
		int after = 0;
		for (CTabItem item : folder.getItems()) {
			if (item.isShowing()) {
				Rectangle bounds = item.getBounds();
				after = Math.max(after, bounds.x + bounds.width);
			}
		}
		Rectangle client = folder.getClientArea();
		int width = client.x + client.width - after;
		return width <= 0 ? null : new Rectangle(after, 0, width, folder.getTabHeight() + FRAME);
	}

	private void mark(Aim now) {
		if (marked == null ? now != null : now == null || !marked.frame().equals(now.frame())) {
			folder.redraw();
		}
		marked = now;
	}

	private void dropped() {
		Aim dropped = aim;
		aim = null;
		mark(null);
		if (dropped == null || !(Dragged.now() instanceof Dragged.PaneOf dragged)) {
			return;
		}
		String pane = dragged.item().id();
		if (dropped.tab() != null) {
			DropWrites.submit(window, dragged, dropped.tab(), NLS.bind(Messages.Drop_tabDroppedOn, dropped.tab().id()),
					MovePane.toTab(pane, dropped.tab()));
		} else {
			DropWrites.submit(window, dragged, dropped.space(), NLS.bind(Messages.Drop_space, dropped.space().id()),
					MovePane.toNewTab(pane, dropped.space().id()));
		}
	}
}
