package ovvi.ui.sessions;

import java.util.List;

import org.eclipse.jface.util.LocalSelectionTransfer;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.viewers.ViewerDropAdapter;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.dnd.DND;
import org.eclipse.swt.dnd.DropTargetEvent;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.dnd.TransferData;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IWorkbenchWindow;

import ovvi.model.HostStore;
import ovvi.model.Pane;
import ovvi.model.Space;
import ovvi.model.Tab;
import ovvi.model.write.DropSpace;
import ovvi.model.write.MovePane;
import ovvi.model.write.MoveTabToSpace;
import ovvi.model.write.Write;
import ovvi.ui.Messages;
import ovvi.ui.dnd.DropWrites;
import ovvi.ui.dnd.Dragged;
import ovvi.ui.dnd.DraggedSource;
import ovvi.ui.pages.SessionPage;

/**
 * Drags in the sidebar: a tab row is dragged onto another space's row, or onto the empty area
 * under the rows or the session's row (New Space); a card (from the cards) onto a space row (a
 * new tab there), a tab row (beside that tab's last card) or the empty area or the session's row
 * (a new space); a space row between two others, with its linked worktrees. The row it would go
 * to is selected as feedback, or the line between rows a space would go to is drawn. What would
 * stay where it is, and anything of another session, is no drop.
 */
final class SidebarDrops extends ViewerDropAdapter {

	/** A drop's write and what it aims at (null: a new tab or space), with the name a notice gives it. */
	private record Plan(Write write, Object target, String targetName) {
	}

	private final SidebarContent content;
	private final IWorkbenchWindow window;

	private SidebarDrops(TreeViewer tree, SidebarContent content, IWorkbenchWindow window) {
		super(tree);
		this.content = content;
		this.window = window;
	}

	static void install(TreeViewer tree, SidebarContent content, IWorkbenchWindow window) {
		Transfer[] local = { LocalSelectionTransfer.getTransfer() };
		tree.addDragSupport(DND.DROP_MOVE, local, new DraggedSource() {
			@Override
			protected Dragged dragged() {
				Dragged dragged = switch (((IStructuredSelection) tree.getSelection()).getFirstElement()) {
				case Space space when content.pageOf(space) != null -> new Dragged.SpaceOf(content.pageOf(space), space);
				case Tab tab when content.pageOf(tab) != null && !tab.isStandIn() -> new Dragged.TabOf(content.pageOf(tab), tab);
				case null, default -> null;
				};
				return dragged instanceof Dragged.TabOf || dragged instanceof Dragged.SpaceOf space
						&& DropSpace.movable(space.page().connection().store().spaces(), space.item()) ? dragged : null;
			}
		});
		tree.addDropSupport(DND.DROP_MOVE | DND.DROP_DEFAULT, local, new SidebarDrops(tree, content, window));
	}

	/** A card or tab goes onto a row; a space before the row under the pointer's upper half, else after it. */
	@Override
	protected int determineLocation(DropTargetEvent event) {
		if (!(event.item instanceof TreeItem item)) {
			return LOCATION_NONE;
		}
		if (!(Dragged.now() instanceof Dragged.SpaceOf)) {
			return LOCATION_ON;
		}
		Rectangle row = item.getBounds();
		return item.getParent().toControl(event.x, event.y).y < row.y + row.height / 2 ? LOCATION_BEFORE : LOCATION_AFTER;
	}

	@Override
	public boolean validateDrop(Object target, int operation, TransferData type) {
		return plan(target) != null;
	}

	@Override
	public boolean performDrop(Object data) {
		Plan plan = plan(getCurrentTarget());
		Dragged dragged = Dragged.now();
		if (plan == null || dragged == null) {
			return false;
		}
		DropWrites.submit(window, dragged, plan.target(), plan.targetName(), plan.write());
		return true;
	}

	/** @param row the row under the pointer (a page, a space, a tab), or null for the empty area under the rows */
	private Plan plan(Object row) {
		Dragged dragged = Dragged.now();
		SessionPage page = switch (row) {
		case SessionPage rowPage -> rowPage;
		case Space space -> content.pageOf(space);
		case Tab tab -> content.pageOf(tab);
		case null, default -> dragged == null ? null : dragged.page();
		};
		if (dragged == null || page != dragged.page()) {
			return null;
		}
		HostStore store = page.connection().store();
		return switch (dragged) {
		case Dragged.PaneOf pane -> paneTo(store, pane.item(), row);
		case Dragged.TabOf tab -> tabTo(store, tab.item(), row instanceof Tab other ? store.space(other.spaceId()) : row);
		case Dragged.SpaceOf space -> spaceTo(store, space.item(), row instanceof Tab tab ? store.space(tab.spaceId()) : row);
		};
	}

	private static Plan paneTo(HostStore store, Pane pane, Object row) {
		Tab own = store.tab(pane.tabId());
		boolean aloneInTab = own != null && own.panes().size() == 1;
		Space ownSpace = store.space(pane.spaceId());
		boolean aloneInSpace = aloneInTab && ownSpace != null && ownSpace.tabs().size() == 1;
		return switch (row) {
		case Space space when !(aloneInTab && space.id().equals(pane.spaceId())) ->
			new Plan(MovePane.toNewTab(pane.id(), space.id()), space, NLS.bind(Messages.Drop_spaceDroppedOn, space.id()));
		case Tab tab when !tab.id().equals(pane.tabId()) && !tab.isStandIn() ->
			new Plan(MovePane.toTab(pane.id(), tab), tab, NLS.bind(Messages.Drop_tabDroppedOn, tab.id()));
		case SessionPage page when !aloneInSpace -> new Plan(MovePane.toNewSpace(pane.id()), null, null);
		case null -> aloneInSpace ? null : new Plan(MovePane.toNewSpace(pane.id()), null, null);
		default -> null;
		};
	}

	/** Before or after the row's group (as the mark between rows shows it), or last under the rows. */
	private Plan spaceTo(HostStore store, Space space, Object row) {
		List<Space> sidebar = store.spaces();
		DropSpace write = switch (row) {
		case Space onto -> new DropSpace(sidebar, space, onto, getCurrentLocation() != LOCATION_BEFORE);
		case null -> new DropSpace(sidebar, space, sidebar.get(sidebar.size() - 1), true);
		default -> null;
		};
		return write == null || !write.changes() ? null : new Plan(write, row, row == null ? null : NLS.bind(Messages.Drop_spaceDroppedOn, ((Space) row).id()));
	}

	private static Plan tabTo(HostStore store, Tab tab, Object row) {
		Space own = store.space(tab.spaceId());
		boolean aloneInSpace = own != null && own.tabs().size() == 1;
		return switch (row) {
		case Space space when !space.id().equals(tab.spaceId()) ->
			new Plan(MoveTabToSpace.of(tab, space.id()), space, NLS.bind(Messages.Drop_spaceDroppedOn, space.id()));
		case SessionPage page when !aloneInSpace -> new Plan(MoveTabToSpace.of(tab, null), null, null);
		case null -> aloneInSpace ? null : new Plan(MoveTabToSpace.of(tab, null), null, null);
		default -> null;
		};
	}
}
