package ovvi.ui.dnd;

import org.eclipse.osgi.util.NLS;
import org.eclipse.ui.IWorkbenchWindow;

import ovvi.model.write.Write;
import ovvi.ui.Messages;
import ovvi.ui.pages.Notices;
import ovvi.ui.pages.Writes;

/**
 * A drop's write goes to herdr only when what was dragged and what it was dropped on are both
 * still there: herdr may have closed either during the drag. Then the notice says so and nothing
 * moves. A target that goes between this check and herdr's answer gets herdr's own refusal.
 */
public final class DropWrites {

	private DropWrites() {
	}

	/**
	 * @param target the model object the drop aimed at (a pane, tab or space), or null for a new
	 *        tab or space
	 * @param targetName what the notice calls it
	 */
	public static void submit(IWorkbenchWindow window, Dragged dragged, Object target, String targetName, Write write) {
		if (!dragged.stillThere()) {
			Notices.show(window, NLS.bind(Messages.Drop_closedDuringDrag, write.action(), dragged.name()));
		} else if (target != null && !Dragged.has(dragged.page().connection().store(), target)) {
			Notices.show(window, NLS.bind(Messages.Drop_closedDuringDrag, write.action(), targetName));
		} else {
			Writes.submit(window, dragged.page(), write);
		}
	}
}
