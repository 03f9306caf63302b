package ovvi.ui.pages;

import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;

import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchWindow;

import ovvi.model.HostConnection;
import ovvi.model.Pane;
import ovvi.model.Tab;

/**
 * ovvi-shown: which panes are in view of a visible window, told to each open session's presence.
 * A pane is in view when its tab is the shown tab of the page in view of a window that is shown
 * and not minimized; a zoomed tab shows only its zoomed pane. UI thread only.
 */
public final class ShownPanes {

	private ShownPanes() {
	}

	/** Tells every open session which of its panes are in view now. */
	public static void update(IWorkbench workbench) {
		Connections connections = workbench.getService(Connections.class);
		if (connections == null) {
			return; // the workbench has ended, and every connection with it
		}
		Map<HostConnection, Set<String>> inView = new IdentityHashMap<>();
		connections.connections().forEach(connection -> inView.put(connection, new HashSet<>()));
		for (IWorkbenchWindow window : workbench.getWorkbenchWindows()) {
			Shell shell = window.getShell();
			// a closed window's context is gone with it: it is not asked for its pages
			if (shell == null || shell.isDisposed() || !shell.isVisible() || shell.getMinimized()) {
				continue;
			}
			SessionPage page = WindowPages.of(window).inView();
			Tab tab = page == null ? null : page.selectedTab();
			if (tab == null) {
				continue;
			}
			Set<String> panes = inView.computeIfAbsent(page.connection(), connection -> new HashSet<>());
			for (Pane pane : tab.panes()) {
				if (!pane.isStandIn() && (tab.zoomedPaneId() == null || tab.zoomedPaneId().equals(pane.id()))) {
					panes.add(pane.id());
				}
			}
		}
		inView.forEach((connection, panes) -> connection.presence().inView(panes));
	}
}
