package ovvi.ui.pages;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.eclipse.osgi.util.NLS;

import ovvi.git.BranchStatus;
import ovvi.git.FolderWatch;
import ovvi.git.GitMachine;
import ovvi.git.GitStatusBoard;
import ovvi.git.GitSync;
import ovvi.git.GitSyncJob;
import ovvi.git.SpaceRoot;
import ovvi.git.Worktrees;
import ovvi.model.ChangeListener;
import ovvi.model.HostStore;
import ovvi.model.ModelObject;
import ovvi.model.Pane;
import ovvi.model.Space;
import ovvi.model.Tab;
import ovvi.ui.Messages;

/**
 * The git line of a session's space rows: one board of git status per open session, kept with
 * its shared connection (the seed: "the result lives in memory on the session's HostStore"), so
 * every window that shows the session sees the same lines from the same runs.
 *
 * <p>It is fed by the session's store itself: its spaces, their worktrees and the cwd of their
 * first pane. So a session another window connected, a snapshot that came before a sidebar was
 * made, and a window without a sidebar all have their lines. It runs while some window shows the
 * session in view and is visible, and nothing runs or is watched otherwise.
 */
public final class SessionGit implements AutoCloseable {

	private final HostStore store;
	private final GitMachine machine;
	private final GitStatusBoard board;
	private final List<GitStatusBoard.Listener> listeners = new CopyOnWriteArrayList<>();
	private final ChangeListener rootsChanged = this::changed;
	/** The model objects whose changes can move a root: the store, each space, its first tab and pane. */
	private final Set<ModelObject> watched = Collections.newSetFromMap(new IdentityHashMap<>());
	/** The windows that show the session in view and are visible. */
	private final Set<Object> viewers = new HashSet<>();
	private volatile Map<String, String> roots = Map.of();
	private volatile Map<String, String> worktreeParents = Map.of();
	private boolean closed;

	/** Made with the connection, before it connects, so it hears of the store's first snapshot. */
	SessionGit(HostStore store, GitMachine machine) {
		this.store = store;
		this.machine = machine;
		this.board = new GitStatusBoard(machine);
		board.addListener((spaceId, status) -> listeners.forEach(listener -> listener.changed(spaceId, status)));
		feed();
	}

	/** Told on a background thread when a space's line changed. */
	public void addListener(GitStatusBoard.Listener listener) {
		listeners.add(listener);
	}

	public void removeListener(GitStatusBoard.Listener listener) {
		listeners.remove(listener);
	}

	/** How many listen: the sidebars' git line decorator, once, from its first decoration of the session's spaces. */
	public int listenerCount() {
		return listeners.size();
	}

	/** The row's second line: "branch  ↑A ↓B", or empty when the space has no git line. */
	public Optional<String> line(String spaceId) {
		return board.status(spaceId).map(SessionGit::text);
	}

	static String text(BranchStatus status) {
		return status.upstream()
				.map(counts -> status.branch() + "  ↑" + counts.ahead() + " ↓" + counts.behind())
				.orElse(status.branch());
	}

	/**
	 * Each linked worktree's space id → its repository's space id: the row it sits under. Made
	 * once per change of the store, not per question of the sidebar.
	 */
	public Map<String, String> worktreeParents() {
		return worktreeParents;
	}

	/**
	 * A window shows the session in view and is visible, or no longer does. The board runs while
	 * any window does: hidden pages run no git and watch nothing.
	 */
	public void shownIn(Object window, boolean shown) {
		synchronized (viewers) {
			if (shown) {
				viewers.add(window);
			} else {
				viewers.remove(window);
			}
			board.active(!viewers.isEmpty());
		}
	}

	/**
	 * Watches an explorer card's folder with the machine's one Perl watch, the one that watches
	 * git's files, so a card costs no process of its own.
	 */
	public FolderWatch watchFolder(String folder, Runnable changed) {
		return machine.watchFolder(folder, changed);
	}

	/** Whether the session's machine has no git (its last run found none): its rows have no git line. */
	public boolean gitMissing() {
		return board.gitMissing();
	}

	/** Whether git runs and watches for the session now. */
	public boolean isActive() {
		return board.isActive();
	}

	/**
	 * Fetch, Pull or Push at the space's root on the session's machine, as a job; the space is read
	 * again when git ended, however it ended, before {@code ended} hears how.
	 *
	 * @throws IllegalArgumentException the space has no folder for git
	 */
	public GitSyncJob syncJob(GitSync sync, String spaceId, String what, Consumer<Optional<String>> ended) {
		String root = roots.get(spaceId);
		if (root == null) {
			throw new IllegalArgumentException(NLS.bind(Messages.SessionGit_noFolder, spaceId));
		}
		return new GitSyncJob(what, machine.exec(), root, () -> machine.sync(sync, root), failure -> {
			board.readAgain(spaceId);
			ended.accept(failure);
		});
	}

	private void changed(ModelObject source, String property) {
		boolean movesARoot = switch (source) {
		case HostStore any -> HostStore.SPACES.equals(property);
		case Space any -> Space.WORKTREE.equals(property) || Space.TABS.equals(property);
		case Tab any -> Tab.PANES.equals(property);
		case Pane any -> Pane.CWD.equals(property);
		default -> false;
		};
		if (movesARoot) {
			feed();
		}
	}

	/** Gives the board the spaces' roots now, and watches what can change them. */
	private synchronized void feed() {
		if (closed) {
			return;
		}
		List<Space> spaces = store.spaces();
		Set<ModelObject> now = Collections.newSetFromMap(new IdentityHashMap<>());
		now.add(store);
		Map<String, String> rootsNow = new LinkedHashMap<>();
		for (Space space : spaces) {
			now.add(space);
			Tab tab = firstTab(space);
			Pane pane = tab == null ? null : firstPane(tab);
			if (tab != null) {
				now.add(tab);
			}
			if (pane != null) {
				now.add(pane);
			}
			String checkout = space.worktree() == null ? null : space.worktree().checkoutPath();
			SpaceRoot.of(space.id(), checkout, pane == null ? null : pane.cwd())
					.ifPresent(root -> rootsNow.put(root.spaceId(), root.root()));
		}
		watchOnly(now);
		roots = Map.copyOf(rootsNow);
		worktreeParents = parents(spaces);
		List<SpaceRoot> given = new ArrayList<>();
		rootsNow.forEach((id, root) -> given.add(new SpaceRoot(id, root)));
		board.spaces(given);
	}

	private void watchOnly(Set<ModelObject> now) {
		for (var it = watched.iterator(); it.hasNext();) {
			ModelObject object = it.next();
			if (!now.contains(object)) {
				object.removeListener(rootsChanged);
				it.remove();
			}
		}
		for (ModelObject object : now) {
			if (watched.add(object)) {
				object.addListener(rootsChanged);
			}
		}
	}

	/** The space's first tab herdr has; a stand-in of a New Tab has no pane of herdr's yet. */
	private static Tab firstTab(Space space) {
		return space.tabs().stream().filter(tab -> !tab.isStandIn()).findFirst().orElse(null);
	}

	/**
	 * The tab's first pane, strictly: its cwd is the root, or there is none (a later pane's folder
	 * is not the space's). A stand-in of a split in progress is no pane of herdr's, so it is passed.
	 */
	private static Pane firstPane(Tab tab) {
		return tab.panes().stream().filter(pane -> !pane.isStandIn()).findFirst().orElse(null);
	}

	private static Map<String, String> parents(List<Space> spaces) {
		return Map.copyOf(Worktrees.parents(spaces.stream()
				.map(space -> new Worktrees.SpaceWorktree(space.id(),
						space.worktree() == null ? null : space.worktree().repoKey(),
						space.worktree() != null && space.worktree().linked()))
				.toList()));
	}

	/** Stops listening to the store and ends the board, when the last window let the session go. */
	@Override
	public synchronized void close() {
		closed = true;
		watched.forEach(object -> object.removeListener(rootsChanged));
		watched.clear();
		board.close();
	}
}
