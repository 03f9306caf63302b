package ovvi.ui.pages;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Status;
import org.eclipse.jface.action.IStatusLineManager;
import org.eclipse.ui.IViewSite;
import org.eclipse.ui.IWorkbenchPart;
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
		IStatusLineManager statusLine = statusLine(window);
		if (statusLine != null) {
			statusLine.setErrorMessage(text);
		}
	}

	/** Clears the notice, as a write that worked does. */
	public static void clear(IWorkbenchWindow window) {
		IStatusLineManager statusLine = statusLine(window);
		if (statusLine != null) {
			statusLine.setErrorMessage(null);
		}
	}

	private static IStatusLineManager statusLine(IWorkbenchWindow window) {
		if (window == null || window.getActivePage() == null) {
			return null;
		}
		IWorkbenchPart part = window.getActivePage().getActivePart();
		if (part != null && part.getSite() instanceof IViewSite site) {
			return site.getActionBars().getStatusLineManager();
		}
		return null;
	}
}
