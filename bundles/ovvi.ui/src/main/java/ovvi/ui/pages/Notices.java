package ovvi.ui.pages;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Status;
import org.eclipse.jface.action.IStatusLineManager;
import org.eclipse.jface.action.SubStatusLineManager;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IViewReference;
import org.eclipse.ui.IWorkbenchWindow;

/**
 * Notices: what a write could not do, said in the window's status line (herdr's reason, the
 * host, what to do next) and written to Ovvi's log. A notice never blocks; questions are dialogs.
 */
public final class Notices {

	private static final ILog LOG = ILog.of(Notices.class);

	private Notices() {
	}

	public static void show(IWorkbenchWindow window, String text) {
		LOG.log(Status.warning(text));
		NoticeLine line = line(window);
		if (line != null) {
			line.show(text);
		}
	}

	/** Clears the notice, as a write that worked does. */
	public static void clear(IWorkbenchWindow window) {
		NoticeLine line = line(window);
		if (line != null) {
			line.show("");
		}
	}

	/** The window's notice line, reached through the window's status line behind any open view's. */
	private static NoticeLine line(IWorkbenchWindow window) {
		if (window == null || window.getActivePage() == null) {
			return null;
		}
		for (IViewReference reference : window.getActivePage().getViewReferences()) {
			if (reference.getPart(false) instanceof IViewPart view
					&& view.getViewSite().getActionBars().getStatusLineManager() instanceof SubStatusLineManager partLine
					&& partLine.getParent() instanceof IStatusLineManager windowLine) {
				return windowLine.find(NoticeLine.ID) instanceof NoticeLine line ? line : null;
			}
		}
		return null;
	}
}
