package ovvi.ui.dnd;

import org.eclipse.jface.util.LocalSelectionTransfer;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.osgi.util.NLS;

import ovvi.model.HostStore;
import ovvi.model.ModelObject;
import ovvi.model.Pane;
import ovvi.model.Space;
import ovvi.model.Tab;
import ovvi.ui.Messages;
import ovvi.ui.pages.SessionPage;

/**
 * What one of Ovvi's own drags carries: a card, a tab or a space of a page. It travels through
 * JFace's {@link LocalSelectionTransfer}, which no other program and no card's own drop target
 * takes, so GTK passes it up to the drop targets of the cards' area, the tab track and the
 * sidebar; a pane moves only inside its own session.
 */
public sealed interface Dragged {

	SessionPage page();

	/** The pane, tab or space. */
	ModelObject item();

	/** What a notice calls it. */
	String name();

	/** Whether herdr still has it, as the model last heard: herdr may close it during the drag. */
	default boolean stillThere() {
		return has(page().connection().store(), item());
	}

	record PaneOf(SessionPage page, Pane item) implements Dragged {
		@Override
		public String name() {
			return NLS.bind(Messages.Drop_pane, item.id());
		}
	}

	record TabOf(SessionPage page, Tab item) implements Dragged {
		@Override
		public String name() {
			return NLS.bind(Messages.Drop_tab, item.id());
		}
	}

	record SpaceOf(SessionPage page, Space item) implements Dragged {
		@Override
		public String name() {
			return NLS.bind(Messages.Drop_space, item.id());
		}
	}

	/** The drag of this process under way, or null (a drag from another program, or none). */
	static Dragged now() {
		return LocalSelectionTransfer.getTransfer().getSelection() instanceof StructuredSelection selection
				&& selection.getFirstElement() instanceof Dragged dragged ? dragged : null;
	}

	/** Called as a drag starts: the drop targets read it with {@link #now()}. */
	static void start(Dragged dragged) {
		LocalSelectionTransfer.getTransfer().setSelection(new StructuredSelection(dragged));
	}

	/** Called as a drag ends, dropped or not. */
	static void end() {
		LocalSelectionTransfer.getTransfer().setSelection(null);
	}

	/** Whether a model object of this store is the one herdr still has under its id. */
	static boolean has(HostStore store, Object object) {
		return switch (object) {
		case Pane pane -> store.pane(pane.id()) == pane;
		case Tab tab -> store.tab(tab.id()) == tab;
		case Space space -> store.space(space.id()) == space;
		default -> false;
		};
	}
}
