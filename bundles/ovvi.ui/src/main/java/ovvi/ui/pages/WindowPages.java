package ovvi.ui.pages;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchWindow;

import ovvi.herdr.api.HerdrSession;
import ovvi.model.HostConnection;
import ovvi.model.SessionKey;
import ovvi.model.Space;

/**
 * The pages of one window: each open session is a page, one of them in view. The sidebar lists
 * them; the tab track shows the selected space of the page in view. Used on the UI thread only.
 */
public final class WindowPages {

	/** Told when pages open or close, or another page comes into view. */
	public interface Listener {
		void pagesChanged(WindowPages pages);
	}

	/** Read by the sidebar's model listeners on model threads too. */
	private final List<SessionPage> pages = new CopyOnWriteArrayList<>();
	private final List<Listener> listeners = new CopyOnWriteArrayList<>();
	private SessionPage inView;
	/** Whether the window can be seen: shown and not minimised. */
	private boolean visible;
	private final Connections connections;

	private WindowPages(Shell shell, Connections connections) {
		this.connections = connections;
		visible = shell.isVisible() && !shell.getMinimized();
		org.eclipse.swt.widgets.Listener seen = this::visibility;
		for (int type : new int[] { SWT.Iconify, SWT.Deiconify, SWT.Show, SWT.Hide }) {
			shell.addListener(type, seen);
		}
	}

	/** The window's pages, made on first use and kept in the window's context. */
	public static WindowPages of(IWorkbenchWindow window) {
		IEclipseContext context = window.getService(IEclipseContext.class);
		WindowPages pages = context.get(WindowPages.class);
		if (pages == null) {
			pages = new WindowPages(window.getShell(), window.getWorkbench().getService(Connections.class));
			context.set(WindowPages.class, pages);
			WindowPages closing = pages;
			window.getShell().addDisposeListener(event -> {
				closing.closeAll();
				// a session another window keeps stays connected: its presence must hear that this
				// window's panes left view, once the window is gone from the workbench's list
				event.display.asyncExec(() -> ShownPanes.update(window.getWorkbench()));
			});
		}
		return pages;
	}

	public void addListener(Listener listener) {
		listeners.add(listener);
	}

	public void removeListener(Listener listener) {
		listeners.remove(listener);
	}

	public List<SessionPage> pages() {
		return List.copyOf(pages);
	}

	public SessionPage inView() {
		return inView;
	}

	public SessionPage page(SessionKey key) {
		return pages.stream().filter(page -> page.key().equals(key)).findFirst().orElse(null);
	}

	/** The page whose session has this space object now, or null. */
	public SessionPage pageOf(Space space) {
		return pages.stream().filter(page -> page.connection().store().space(space.id()) == space).findFirst()
				.orElse(null);
	}

	/**
	 * Opens the session as a page of this window and brings it into view; a session the window
	 * shows already just comes into view.
	 */
	public SessionPage open(Machine machine, HerdrSession herdr) {
		SessionPage page = page(new SessionKey(machine.label(), herdr.name()));
		if (page == null) {
			HostConnection connection = connections.acquire(machine, herdr);
			page = new SessionPage(machine, connection, connections.git(connection));
			pages.add(page);
		}
		show(page);
		return page;
	}

	public void show(SessionPage page) {
		inView = page;
		fire();
	}

	/** Detach Session: the window lets the page go; herdr's session keeps running. */
	public void detach(SessionPage page) {
		if (!pages.remove(page)) {
			return;
		}
		let(page);
		if (inView == page) {
			inView = pages.isEmpty() ? null : pages.get(pages.size() - 1);
		}
		fire();
	}

	private void closeAll() {
		pages.forEach(this::let);
		pages.clear();
		inView = null;
	}

	private void let(SessionPage page) {
		page.git().shownIn(this, false);
		page.control().leave();
		connections.release(page.connection());
	}

	/** The window was minimised or hidden, or can be seen again. */
	private void visibility(Event event) {
		Shell shell = (Shell) event.widget;
		visible = switch (event.type) {
		case SWT.Iconify, SWT.Hide -> false;
		// Show comes before the shell is mapped: it is not visible yet, but about to be
		case SWT.Show -> !shell.getMinimized();
		default -> shell.isVisible();
		};
		showGit();
	}

	private void fire() {
		showGit();
		listeners.forEach(listener -> listener.pagesChanged(this));
	}

	/** Only the page in view of a visible window runs git; hidden pages run and watch nothing. */
	private void showGit() {
		pages.forEach(page -> page.git().shownIn(this, visible && page == inView));
	}
}
