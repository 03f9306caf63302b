package ovvi.git;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The git line of every space of one session (a page): its branch and ahead/behind, in memory.
 *
 * <p>A space is read when it is new or its root changed, when git's own files of its root change
 * (the machine's watch), every {@link GitTimings#readEvery()}, and when {@link #readAgain} asks
 * (after Fetch, Pull or Push). Only while {@link #active} (the page is in view of a visible
 * window): an inactive board runs and watches nothing. One run per space at a time; a change
 * during a run reads again after it.
 *
 * <p>Listeners hear of a space only when its line changed, on a background thread.
 */
public final class GitStatusBoard implements AutoCloseable {

	/** Told when a space's git line changed; empty means the row shows no git line. */
	public interface Listener {
		void changed(String spaceId, Optional<BranchStatus> status);
	}

	/** A space and its last read. */
	private static final class Space {
		final String id;
		String root;
		Optional<BranchStatus> status = Optional.empty();
		boolean reading;
		boolean again;
		/** The next read runs even while git is missing, to find out whether it came. */
		boolean probe;

		Space(String id, String root) {
			this.id = id;
			this.root = root;
		}
	}

	/** The watch of one root, shared by the spaces at that root. */
	private static final class RootWatch {
		MachineWatch.Handle handle;
		GitTimer.Task retry;
		boolean watching;
		/** After a retry found the repository: read once the watch sees it, for what was missed. */
		boolean readWhenWatching;
	}

	private final GitMachine machine;
	private final List<Listener> listeners = new CopyOnWriteArrayList<>();
	private final Map<String, Space> spaces = new LinkedHashMap<>();
	private final Map<String, RootWatch> roots = new HashMap<>();
	/**
	 * Watches of roots no longer wanted, kept while a new root's git files are being found: a
	 * space whose root changed drops its old root before git names the new one's files, and the
	 * machine's one watch run would end in between and start again, however slow git is.
	 */
	private final List<RootWatch> retiring = new ArrayList<>();
	private int finding;
	private boolean active;
	private GitTimer.Task sweep;

	public GitStatusBoard(GitMachine machine) {
		this.machine = machine;
	}

	public void addListener(Listener listener) {
		listeners.add(listener);
	}

	public void removeListener(Listener listener) {
		listeners.remove(listener);
	}

	/** The space's git line: empty when it has none (no repository, no git, no read yet). */
	public synchronized Optional<BranchStatus> status(String spaceId) {
		Space space = spaces.get(spaceId);
		return space == null ? Optional.empty() : space.status;
	}

	/** Whether the machine has no git; its rows then have no git line. */
	public boolean gitMissing() {
		return machine.gitMissing();
	}

	/** The session's spaces now, from each snapshot: new spaces and changed roots are read. */
	public void spaces(Collection<SpaceRoot> now) {
		List<String> gone = new ArrayList<>();
		synchronized (this) {
			Map<String, String> wanted = new LinkedHashMap<>();
			now.forEach(space -> wanted.put(space.spaceId(), space.root()));
			for (var it = spaces.values().iterator(); it.hasNext();) {
				Space space = it.next();
				if (!wanted.containsKey(space.id)) {
					it.remove();
					if (space.status.isPresent()) {
						gone.add(space.id);
					}
				}
			}
			wanted.forEach((id, root) -> {
				Space space = spaces.get(id);
				if (space == null) {
					space = new Space(id, root);
					spaces.put(id, space);
					request(space);
				} else if (!space.root.equals(root)) {
					space.root = root;
					request(space);
				}
			});
			watchRoots();
		}
		gone.forEach(id -> tell(id, Optional.empty()));
	}

	/**
	 * Whether the page is in view of a visible window. Turning on reads every space and watches
	 * its root; turning off stops the periodic reads and ends the watches.
	 */
	public synchronized void active(boolean on) {
		if (on == active) {
			return;
		}
		active = on;
		if (on) {
			sweep = machine.timer().every(machine.timings().readEvery(), this::readAll);
			spaces.values().forEach(this::request);
			watchRoots();
		} else {
			sweep.cancel();
			sweep = null;
			watchRoots();
		}
	}

	/** Whether the board runs and watches now (see {@link #active(boolean)}). */
	public synchronized boolean isActive() {
		return active;
	}

	/** Reads the space again now, as after Fetch, Pull or Push. */
	public synchronized void readAgain(String spaceId) {
		Space space = spaces.get(spaceId);
		if (space != null) {
			request(space);
		}
	}

	/** Forgets every space and ends the watches. */
	@Override
	public synchronized void close() {
		active(false);
		spaces.clear();
	}

	/** Whether git's files of the root are being watched (the watch took their first lstat). */
	synchronized boolean watching(String root) {
		RootWatch watch = roots.get(root);
		return watch != null && watch.watching;
	}

	/** Whether a read of the space runs now. */
	synchronized boolean reading(String spaceId) {
		Space space = spaces.get(spaceId);
		return space != null && space.reading;
	}

	private synchronized void readAll() {
		if (machine.gitMissing()) {
			// one space asks whether git came; when it did, its read asks for the others
			spaces.values().stream().findFirst().ifPresent(space -> {
				space.probe = true;
				request(space);
			});
		} else {
			spaces.values().forEach(this::request);
		}
	}

	private synchronized void readRoot(String root) {
		spaces.values().stream().filter(space -> space.root.equals(root)).forEach(this::request);
	}

	private void request(Space space) {
		if (!active) {
			return;
		}
		if (space.reading) {
			space.again = true;
			return;
		}
		space.reading = true;
		Thread.ofVirtual().name("ovvi-git-status").start(() -> read(space));
	}

	private void read(Space space) {
		try {
			while (true) {
				String root;
				boolean probe;
				synchronized (this) {
					root = space.root;
					probe = space.probe;
					space.probe = false;
				}
				boolean wasMissing = machine.gitMissing();
				Optional<BranchStatus> status = machine.status(root, probe);
				boolean changed;
				synchronized (this) {
					boolean current = spaces.get(space.id) == space && space.root.equals(root);
					changed = current && !space.status.equals(status);
					if (changed) {
						space.status = status;
					}
				}
				if (changed) {
					tell(space.id, status);
				}
				if (wasMissing && !machine.gitMissing()) {
					readAll();
				}
				synchronized (this) {
					if (!(space.again && active && spaces.get(space.id) == space)) {
						space.reading = false;
						space.again = false;
						return;
					}
					space.again = false;
				}
			}
		} catch (InterruptedException e) {
			synchronized (this) {
				space.reading = false;
			}
		}
	}

	private void tell(String spaceId, Optional<BranchStatus> status) {
		listeners.forEach(listener -> listener.changed(spaceId, status));
	}

	/** Watches every root of a space while active, and nothing else. */
	private void watchRoots() {
		Set<String> wanted = new HashSet<>();
		if (active) {
			spaces.values().forEach(space -> wanted.add(space.root));
		}
		for (var it = roots.entrySet().iterator(); it.hasNext();) {
			var entry = it.next();
			if (!wanted.contains(entry.getKey())) {
				it.remove();
				retiring.add(entry.getValue());
			}
		}
		for (String root : wanted) {
			if (!roots.containsKey(root)) {
				RootWatch watch = new RootWatch();
				roots.put(root, watch);
				findFiles(root, watch);
			}
		}
		endRetiredUnlessFinding();
	}

	private void endRetiredUnlessFinding() {
		if (finding == 0) {
			retiring.forEach(GitStatusBoard::end);
			retiring.clear();
		}
	}

	private synchronized void found() {
		finding--;
		endRetiredUnlessFinding();
	}

	private static void end(RootWatch watch) {
		if (watch.retry != null) {
			watch.retry.cancel();
		}
		if (watch.handle != null) {
			watch.handle.close();
		}
	}

	/**
	 * One rev-parse for the root's git files, then its watch; no repository tries again later.
	 * The watch is asked outside the board's lock: over SSH its first use opens a channel.
	 */
	private void findFiles(String root, RootWatch watch) {
		finding++;
		Thread.ofVirtual().name("ovvi-git-dirs").start(() -> {
			try {
				watchFiles(root, watch);
			} finally {
				found();
			}
		});
	}

	private void watchFiles(String root, RootWatch watch) {
		Optional<GitFiles> files;
		try {
			files = machine.gitFiles(root);
		} catch (InterruptedException e) {
			return;
		}
		synchronized (this) {
			if (roots.get(root) != watch) {
				return; // no longer wanted
			}
			if (files.isEmpty()) {
				retryLater(root, watch);
				return;
			}
		}
		MachineWatch.Handle handle = machine.watch().watch(files.get().paths(), new MachineWatch.Listener() {
			@Override
			public void watching() {
				boolean readNow;
				synchronized (GitStatusBoard.this) {
					watch.watching = true;
					readNow = watch.readWhenWatching;
					watch.readWhenWatching = false;
				}
				if (readNow) {
					readRoot(root);
				}
			}

			@Override
			public void changed() {
				readRoot(root);
			}
		});
		boolean wanted;
		synchronized (this) {
			wanted = roots.get(root) == watch;
			if (wanted) {
				watch.handle = handle;
			}
		}
		if (!wanted) {
			handle.close();
		}
	}

	private synchronized void retry(String root, RootWatch watch) {
		if (roots.get(root) != watch) {
			return;
		}
		if (machine.gitMissing()) {
			// without git there is nothing to ask; the periodic read finds a git installed later
			retryLater(root, watch);
			return;
		}
		watch.retry = null;
		watch.readWhenWatching = true;
		findFiles(root, watch);
	}

	private void retryLater(String root, RootWatch watch) {
		watch.retry = machine.timer().after(machine.timings().watchRetry(), () -> retry(root, watch));
	}
}
