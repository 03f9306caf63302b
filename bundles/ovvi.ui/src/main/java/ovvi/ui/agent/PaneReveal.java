package ovvi.ui.agent;

import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchWindow;

import ovvi.model.HostConnection;
import ovvi.model.Pane;
import ovvi.model.Tab;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.WindowPages;
import ovvi.ui.tab.TabTrack;
import ovvi.ui.tab.TabPart;

/** Brings a pane to the front: its window, its page, its tab, and the keyboard to its card. UI thread only. */
public final class PaneReveal {

	private static final int PART_TRIES = 100;

	private PaneReveal() {
	}

	/** @return whether a window has the pane's session open (only then is anything brought forward) */
	public static boolean show(IWorkbench workbench, HostConnection connection, String paneId) {
		for (IWorkbenchWindow window : workbench.getWorkbenchWindows()) {
			WindowPages pages = WindowPages.of(window);
			SessionPage page = pages.page(connection.store().key());
			Shell shell = window.getShell();
			if (page == null || shell == null || shell.isDisposed()) {
				continue;
			}
			shell.setMinimized(false);
			shell.setVisible(true);
			shell.forceActive();
			pages.show(page);
			Pane pane = connection.store().pane(paneId);
			Tab tab = pane == null ? null : connection.store().tab(pane.tabId());
			if (tab != null) {
				page.selectTab(tab);
				focusCard(window, tab, pane, PART_TRIES);
			}
			return true;
		}
		return false;
	}

	/**
	 * The track makes the selected tab's part on a later turn of the UI loop and tells no one, so
	 * the part is looked for again every 50 ms, 5 s at most.
	 */
	private static void focusCard(IWorkbenchWindow window, Tab tab, Pane pane, int triesLeft) {
		Shell shell = window.getShell();
		if (shell == null || shell.isDisposed()) {
			return;
		}
		TabPart part = TabTrack.of(window).part(tab);
		if (part != null) {
			part.activate();
			part.cards().keyboardTo(pane);
		} else if (triesLeft > 0) {
			shell.getDisplay().timerExec(50, () -> focusCard(window, tab, pane, triesLeft - 1));
		}
	}
}
