package ovvi.ui.pages;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.osgi.util.NLS;

import ovvi.model.HostConnection;
import ovvi.model.SessionControl;
import ovvi.model.SessionKey;
import ovvi.model.Space;
import ovvi.model.Tab;
import ovvi.model.TabHistory;
import ovvi.ui.Messages;

/**
 * One open session in one window: its shared connection and git line, the space this window
 * shows of it and the tabs it used there. Everything else lives in the session's store.
 */
public final class SessionPage {

	/** Told on the UI thread when the page's selected space or tab changes. */
	public interface Listener {
		void selectionChanged(SessionPage page);
	}

	private final Machine machine;
	private final HostConnection connection;
	private final TabHistory history = new TabHistory();
	private final List<Listener> listeners = new CopyOnWriteArrayList<>();
	private final SessionGit git;
	private final SessionControl.Seat control;
	private String selectedSpaceId;
	/** A tab a write asked the window to select, which the next snapshots may bring. */
	private String pendingTabId;

	SessionPage(Machine machine, HostConnection connection, SessionGit git) {
		this.machine = machine;
		this.connection = connection;
		this.git = git;
		this.control = connection.store().control().join();
	}

	/** This window's seat in the session's control: its terminal cards control or watch by it. */
	public SessionControl.Seat control() {
		return control;
	}

	/** The git line of the page's space rows: the session's, shared with its other windows. */
	public SessionGit git() {
		return git;
	}

	public Machine machine() {
		return machine;
	}

	public HostConnection connection() {
		return connection;
	}

	public SessionKey key() {
		return connection.store().key();
	}

	public String sessionName() {
		return key().session();
	}

	public TabHistory history() {
		return history;
	}

	public void addListener(Listener listener) {
		listeners.add(listener);
	}

	public void removeListener(Listener listener) {
		listeners.remove(listener);
	}

	/** The space this window shows: the one the user picked while it exists, else the first. */
	public Space selectedSpace() {
		List<Space> spaces = connection.store().spaces();
		for (Space space : spaces) {
			if (space.id().equals(selectedSpaceId)) {
				return space;
			}
		}
		return spaces.isEmpty() ? null : spaces.get(0);
	}

	public void selectSpace(Space space) {
		String id = space == null ? null : space.id();
		if (java.util.Objects.equals(id, selectedSpaceId)) {
			return;
		}
		selectedSpaceId = id;
		fire();
	}

	/** Shows the tab: its space becomes the selected one, and the tab the one used last there. */
	public void selectTab(Tab tab) {
		pendingTabId = null;
		boolean changed = tab != history.selected() || !tab.spaceId().equals(selectedSpaceId);
		history.visit(tab);
		selectedSpaceId = tab.spaceId();
		if (changed) {
			fire();
		}
	}

	/** Selects the tab herdr named once the store has it (a write's outcome can name a tab the next snapshot brings). */
	public void selectTab(String tabId) {
		Tab tab = connection.store().tab(tabId);
		if (tab != null) {
			selectTab(tab);
		} else {
			pendingTabId = tabId;
		}
	}

	/** After the store changed: a tab a write asked for may be there now. */
	public void storeChanged() {
		if (pendingTabId != null) {
			Tab tab = connection.store().tab(pendingTabId);
			if (tab != null) {
				selectTab(tab);
			}
		}
	}

	private void fire() {
		listeners.forEach(listener -> listener.selectionChanged(this));
	}

	/** The tab this window shows of the selected space: the one used last there, else its first. */
	public Tab selectedTab() {
		Space space = selectedSpace();
		if (space == null) {
			return null;
		}
		Tab last = history.selected();
		if (last != null && space.tabs().contains(last)) {
			return last;
		}
		return space.tabs().isEmpty() ? null : space.tabs().get(0);
	}

	/** A short name for titles: "‹session› on ‹machine›", with "demo" for the demo session. */
	public String title() {
		return machine.demo() ? NLS.bind(Messages.SessionPage_demoTitle, sessionName())
				: NLS.bind(Messages.SessionPage_title, sessionName(), machine.label());
	}

	@Override
	public String toString() {
		return "page " + title();
	}
}
