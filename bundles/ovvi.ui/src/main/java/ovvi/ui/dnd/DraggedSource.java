package ovvi.ui.dnd;

import org.eclipse.jface.util.LocalSelectionTransfer;
import org.eclipse.swt.dnd.DragSourceAdapter;
import org.eclipse.swt.dnd.DragSourceEvent;

/**
 * A drag source of Ovvi's own items (a card, a sidebar row): what the drag carries is set as it
 * starts and cleared as it ends, for the drop targets to read with {@link Dragged#now()}.
 */
public abstract class DraggedSource extends DragSourceAdapter {

	/** What a drag starting now carries, or null when nothing here may be dragged. */
	protected abstract Dragged dragged();

	@Override
	public final void dragStart(DragSourceEvent event) {
		Dragged dragged = dragged();
		event.doit = dragged != null;
		if (dragged != null) {
			Dragged.start(dragged);
		}
	}

	@Override
	public final void dragSetData(DragSourceEvent event) {
		event.data = LocalSelectionTransfer.getTransfer().getSelection();
	}

	@Override
	public final void dragFinished(DragSourceEvent event) {
		Dragged.end();
	}
}
