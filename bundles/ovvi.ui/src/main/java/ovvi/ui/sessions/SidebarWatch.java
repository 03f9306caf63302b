package ovvi.ui.sessions;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.e4.ui.di.UISynchronize;
import org.eclipse.jface.viewers.ColumnViewerEditorActivationEvent;
import org.eclipse.jface.viewers.ColumnViewerEditorActivationListener;
import org.eclipse.jface.viewers.ColumnViewerEditorDeactivationEvent;
import org.eclipse.jface.viewers.TreeViewer;

import ovvi.model.HostConnection;
import ovvi.model.HostStore;
import ovvi.model.ModelObject;
import ovvi.model.Pane;
import ovvi.model.Space;
import ovvi.model.Tab;
import ovvi.ui.UiCoalescer;
import ovvi.ui.pages.FollowedObjects;
import ovvi.ui.pages.SessionPage;

/**
 * Keeps the sidebar's rows current: a model change, on the model's thread, marks its row; one
 * pass on the UI thread per burst then refreshes the rows whose children changed and redraws the
 * rows whose text changed, and nothing else. So one agent's status change redraws its tab's and
 * its space's rows, not the tree. While a row is renamed in place, the rows whose children changed
 * wait for the editor to close: a viewer's refresh cancels the name being typed, and a busy
 * session changes some pane's folder every few seconds.
 */
final class SidebarWatch {

	private final TreeViewer viewer;
	private final SidebarContent content;
	private final UiCoalescer pass;
	private final Set<SessionPage> expanded = Collections.newSetFromMap(new IdentityHashMap<>());
	private final FollowedObjects followed = new FollowedObjects(this::changed);
	// guarded by this
	private final Set<Object> refresh = new LinkedHashSet<>();
	private final Set<Object> redraw = new LinkedHashSet<>();
	private volatile boolean disposed;

	SidebarWatch(TreeViewer viewer, SidebarContent content, UISynchronize ui) {
		this.viewer = viewer;
		this.content = content;
		this.pass = new UiCoalescer(ui, this::apply);
		viewer.getColumnViewerEditor().addEditorActivationListener(new ColumnViewerEditorActivationListener() {
			@Override
			public void beforeEditorActivated(ColumnViewerEditorActivationEvent event) {
				// rows keep their place while the editor shows
			}

			@Override
			public void afterEditorActivated(ColumnViewerEditorActivationEvent event) {
				// rows keep their place while the editor shows
			}

			@Override
			public void beforeEditorDeactivated(ColumnViewerEditorDeactivationEvent event) {
				// the refreshes wait until the name was sent or dropped
			}

			@Override
			public void afterEditorDeactivated(ColumnViewerEditorDeactivationEvent event) {
				pass.request();
			}
		});
	}

	/**
	 * Watches the window's pages now: a new page's session and, as they show, its spaces, tabs and
	 * panes; what the pages' stores dropped is no longer listened to. A space's git line is a
	 * decoration: its decorator tells the viewer of its changes.
	 */
	void watch(List<SessionPage> pages) {
		List<ModelObject> objects = new ArrayList<>();
		for (SessionPage page : pages) {
			objects.add(page.connection());
			objects.addAll(FollowedObjects.of(page.connection().store(), true));
		}
		followed.follow(objects);
	}

	private void changed(ModelObject source, String property) {
		switch (source) {
		case HostConnection connection -> mark(redraw, pageOf(connection.store()));
		case HostStore store -> mark(refresh, pageOf(store));
		case Space space when Space.TABS.equals(property) || Space.WORKTREE.equals(property) -> mark(refresh, content.pageOf(space));
		case Space space -> mark(redraw, space);
		case Tab tab when Tab.PANES.equals(property) -> {
			mark(refresh, tab);
			mark(redraw, tab);
		}
		case Tab tab -> mark(redraw, tab);
		case Pane pane when Pane.CWD.equals(property) -> mark(refresh, pageOf(pane));
		case Pane pane when Pane.AGENT_STATUS.equals(property) || Pane.AGENT.equals(property) -> {
			SessionPage page = pageOf(pane);
			if (page != null) {
				mark(redraw, page.connection().store().tab(pane.tabId()));
				mark(redraw, page.connection().store().space(pane.spaceId()));
			}
		}
		default -> {
			// the row shows nothing else of it
		}
		}
	}

	private SessionPage pageOf(HostStore store) {
		return content.pages().stream().filter(page -> page.connection().store() == store).findFirst().orElse(null);
	}

	private SessionPage pageOf(Pane pane) {
		return content.pages().stream().filter(page -> page.connection().store().pane(pane.id()) == pane).findFirst()
				.orElse(null);
	}

	private void mark(Set<Object> rows, Object row) {
		if (row == null || disposed) {
			return;
		}
		synchronized (this) {
			rows.add(row);
		}
		pass.request();
	}

	private void apply() {
		if (disposed || viewer.getControl().isDisposed()) {
			return;
		}
		boolean renaming = viewer.isCellEditorActive();
		Object[] toRefresh = {};
		Object[] toRedraw;
		synchronized (this) {
			if (!renaming) {
				toRefresh = refresh.toArray();
				refresh.clear();
			}
			toRedraw = redraw.toArray();
			redraw.clear();
		}
		for (Object row : toRefresh) {
			viewer.refresh(row, false);
			if (row instanceof SessionPage page) {
				// a page opens expanded once its first snapshot came; later the user's choice stays
				expandNewPages(List.of(page));
				page.storeChanged();
			}
		}
		if (toRefresh.length > 0) {
			watch(content.pages());
		}
		viewer.update(toRedraw, null);
	}

	/** Expands the pages whose first snapshot came, once. */
	void expandNewPages(List<SessionPage> pages) {
		for (SessionPage page : pages) {
			if (!page.connection().store().spaces().isEmpty() && expanded.add(page)) {
				viewer.expandToLevel(page, 2);
			}
		}
	}

	synchronized void dispose() {
		disposed = true;
		followed.clear();
	}
}
