package ovvi.ui.tab;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchWindow;

import ovvi.model.Tab;
import ovvi.model.write.CloseTabs;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.Writes;

/**
 * Closing tabs, all in one place. Close (M1+W), Close Other Tabs and Close Tabs to the Right ask
 * herdr to close the tabs through the model's write, which asks first when a card has changes not
 * saved or a program runs ({@link #close}). The X of a tab's item takes its part away at once, and
 * then asks the same ({@link #partClosed}): a Cancel brings the tab back. Once herdr closed a tab,
 * however that came about, the window's {@link TabTrack} removes its part ({@link #removePart}),
 * as it does when another space or page comes into view.
 */
public final class TabClose {

	private TabClose() {
	}

	/** herdr closes the tabs once the user let their changes and programs go; their parts then go. */
	public static void close(IWorkbenchWindow window, SessionPage page, CloseTabs tabs) {
		Writes.submit(window, page, tabs);
	}

	/** The user closed the tab's part (its item's X): herdr closes the tab, or the track shows it again. */
	static void partClosed(IWorkbenchWindow window, SessionPage page, Tab tab) {
		TabTrack.of(window).partClosed(tab);
		// a window that closes closes its parts too, which closes no tab: known once the window is gone
		window.getWorkbench().getDisplay().asyncExec(() -> {
			Shell shell = window.getShell();
			if (shell != null && !shell.isDisposed()) {
				close(window, page, CloseTabs.one(tab));
			}
		});
	}

	/** The track removes a tab part, keeping its cards for the tab's next part when herdr still has the tab. */
	static void removePart(EPartService parts, MPart part) {
		if (part.getObject() instanceof TabPart tabPart) {
			tabPart.removedByTrack();
		}
		parts.hidePart(part, true);
	}
}
