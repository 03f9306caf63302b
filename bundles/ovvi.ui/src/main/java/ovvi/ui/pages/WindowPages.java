package ovvi.ui.pages;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.ui.IWorkbenchWindow;

import ovvi.herdr.api.HerdrSession;
import ovvi.model.HostConnection;
import ovvi.model.SessionKey;

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

	/** The window's pages, made on first use and kept in the window's context. */
	public static WindowPages of(IWorkbenchWindow window) {
		IEclipseContext context = window.getService(IEclipseContext.class);
		WindowPages pages = context.get(WindowPages.class);
		if (pages == null) {
			pages = new WindowPages();
			context.set(WindowPages.class, pages);
			WindowPages closing = pages;
			window.getShell().addDisposeListener(event -> closing.closeAll());
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

	/**
	 * Opens the session as a page of this window and brings it into view; a session the window
	 * shows already just comes into view.
	 */
	public SessionPage open(Machine machine, HerdrSession herdr) {
		SessionPage page = page(new SessionKey(machine.label(), herdr.name()));
		if (page == null) {
			HostConnection connection = Connections.app().acquire(machine, herdr);
			page = new SessionPage(machine, connection);
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
		page.git().close();
		Connections.app().release(page.connection());
		if (inView == page) {
			inView = pages.isEmpty() ? null : pages.get(pages.size() - 1);
		}
		fire();
	}

	private void closeAll() {
		pages.forEach(page -> {
			page.git().close();
			Connections.app().release(page.connection());
		});
		pages.clear();
		inView = null;
	}

	private void fire() {
		// hidden pages run no git and watch nothing
		pages.forEach(page -> page.git().active(page == inView));
		listeners.forEach(listener -> listener.pagesChanged(this));
	}
}
