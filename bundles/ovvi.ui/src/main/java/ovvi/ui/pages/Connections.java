package ovvi.ui.pages;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.eclipse.jface.util.IPropertyChangeListener;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;

import ovvi.git.GitMachine;
import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.exec.Exec;
import ovvi.model.HostConnection;
import ovvi.model.ModelSettings;
import ovvi.model.SessionKey;
import ovvi.model.Space;
import ovvi.model.pacing.SystemScheduler;
import ovvi.model.requests.RequestDesk;
import ovvi.ui.agent.AgentRequestDesks;
import ovvi.ui.preferences.OvviPreferences;

/**
 * The app's open sessions: one connection per (machine, session), with the git line of its
 * spaces, shared by every window that shows it, and closed when the last one lets it go (Detach
 * Session keeps herdr's session running). The model's settings follow Ovvi's preferences.
 * <p>
 * An OSGi service (the workbench's {@code getService(Connections.class)}): the app quits through
 * {@link #closeAll}, and whatever is still open when the service goes is closed then.
 */
@Component(service = Connections.class)
public final class Connections {

	private static final Duration QUIT_WAIT = Duration.ofSeconds(1);

	private final ModelSettings settings = new ModelSettings();
	private final Map<SessionKey, Shared> open = new HashMap<>();
	private final Map<Exec, GitMachine> gitMachines = new HashMap<>();
	private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
	private final IPropertyChangeListener followPreferences = event -> {
		if (OvviPreferences.BALANCE_SPLITS.equals(event.getProperty())) {
			settings.balanceSplitsAutomatically(OvviPreferences.balanceSplits());
		}
	};
	@Reference
	private AgentRequestDesks requestDesks;

	private static final class Shared {
		final HostConnection connection;
		final Exec machine;
		final SessionGit git;
		RequestDesk requests;
		int windows;

		Shared(HostConnection connection, Exec machine, SessionGit git) {
			this.connection = connection;
			this.machine = machine;
			this.git = git;
		}

		void close() {
			git.close();
			requests.close();
			connection.close();
		}
	}

	public Connections() {
		settings.balanceSplitsAutomatically(OvviPreferences.balanceSplits());
		OvviPreferences.store().addPropertyChangeListener(followPreferences);
	}

	@Deactivate
	void deactivate() {
		OvviPreferences.store().removePropertyChangeListener(followPreferences);
		closeAll();
	}

	/** The session's connection, connected on first use; each call must be matched by {@link #release}. */
	public synchronized HostConnection acquire(Machine machine, HerdrSession herdr) {
		SessionKey key = new SessionKey(machine.label(), herdr.name());
		Shared shared = open.get(key);
		if (shared == null) {
			HostConnection connection = new HostConnection(machine.label(), herdr, settings, SystemScheduler.INSTANCE);
			// the git line listens to the store before its first snapshot can come
			shared = new Shared(connection, machine.exec(), new SessionGit(connection.store(), gitMachine(machine.exec())));
			open.put(key, shared);
			// listening before the first snapshot, which may carry a ring
			shared.requests = requestDesks.open(connection);
			connection.connect();
			listeners.forEach(Runnable::run);
		}
		shared.windows++;
		return shared.connection;
	}

	public synchronized void release(HostConnection connection) {
		SessionKey key = connection.store().key();
		Shared shared = open.get(key);
		if (shared == null || shared.connection != connection) {
			return;
		}
		if (--shared.windows == 0) {
			open.remove(key);
			shared.close();
			endGitUnlessUsed(shared.machine);
			listeners.forEach(Runnable::run);
		}
	}

	/**
	 * Told, on the thread that opened or closed it, when a session opens or closes; it runs while
	 * this object is locked, so it must only take note.
	 */
	public void addListener(Runnable listener) {
		listeners.add(listener);
	}

	public void removeListener(Runnable listener) {
		listeners.remove(listener);
	}

	/** The open sessions' connections. */
	public synchronized List<HostConnection> connections() {
		return open.values().stream().map(shared -> shared.connection).toList();
	}

	/** The git line of the session's spaces, one for all its windows; null when it is not open. */
	public synchronized SessionGit git(HostConnection connection) {
		Shared shared = open.get(connection.store().key());
		return shared == null || shared.connection != connection ? null : shared.git;
	}

	/** The open session that has this space object now. */
	public synchronized Optional<HostConnection> connectionOf(Space space) {
		return open.values().stream().filter(shared -> shared.connection.store().space(space.id()) == space)
				.map(shared -> shared.connection).findFirst();
	}

	/** The git line of the session that has this space object now, if it is open. */
	public synchronized Optional<SessionGit> gitOf(Space space) {
		return connectionOf(space).map(this::git);
	}

	/** git on the machine, one for all the sessions of that machine (one Perl watch per machine). */
	private GitMachine gitMachine(Exec machine) {
		return gitMachines.computeIfAbsent(machine, GitMachine::new);
	}

	/** A machine none of whose sessions is open any more keeps no git timer thread and no watch. */
	private void endGitUnlessUsed(Exec machine) {
		if (open.values().stream().noneMatch(shared -> shared.machine == machine)) {
			GitMachine git = gitMachines.remove(machine);
			if (git != null) {
				git.close();
			}
		}
	}

	/**
	 * Closes every connection and git watch, as the app quits, and waits for herdr to take Ovvi's
	 * presence back, 1 s at the most (the seed's; the marks' ttl ends them anyway).
	 */
	public void closeAll() {
		List<CompletableFuture<Void>> closing = new ArrayList<>();
		synchronized (this) {
			open.values().forEach(shared -> {
				shared.close();
				closing.add(shared.connection.closed());
			});
			open.clear();
			gitMachines.values().forEach(GitMachine::close);
			gitMachines.clear();
		}
		try {
			CompletableFuture.allOf(closing.toArray(CompletableFuture[]::new))
					.get(QUIT_WAIT.toMillis(), TimeUnit.MILLISECONDS);
		} catch (ExecutionException | TimeoutException notAllCleared) {
			// what herdr did not take back in time ends with its ttl
		} catch (InterruptedException interrupted) {
			Thread.currentThread().interrupt();
		}
	}
}
