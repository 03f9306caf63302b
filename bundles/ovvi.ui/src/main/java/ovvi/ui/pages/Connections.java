package ovvi.ui.pages;

import java.util.HashMap;
import java.util.Map;

import org.eclipse.jface.util.IPropertyChangeListener;

import ovvi.git.GitMachine;
import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.exec.Exec;
import ovvi.model.HostConnection;
import ovvi.model.ModelSettings;
import ovvi.model.SessionKey;
import ovvi.model.pacing.SystemScheduler;
import ovvi.ui.preferences.OvviPreferences;

/**
 * The app's open sessions: one connection per (machine, session), shared by every window that
 * shows it, and closed when the last one lets it go (Detach Session keeps herdr's session
 * running). The model's settings follow Ovvi's preferences.
 */
public final class Connections {

	private static final Connections APP = new Connections();

	private final ModelSettings settings = new ModelSettings();
	private final Map<SessionKey, Shared> open = new HashMap<>();
	private final Map<Exec, GitMachine> gitMachines = new HashMap<>();

	private static final class Shared {
		final HostConnection connection;
		int windows;

		Shared(HostConnection connection) {
			this.connection = connection;
		}
	}

	private Connections() {
		settings.balanceSplitsAutomatically(OvviPreferences.balanceSplits());
		IPropertyChangeListener follow = event -> {
			if (OvviPreferences.BALANCE_SPLITS.equals(event.getProperty())) {
				settings.balanceSplitsAutomatically(OvviPreferences.balanceSplits());
			}
		};
		OvviPreferences.store().addPropertyChangeListener(follow);
	}

	public static Connections app() {
		return APP;
	}

	/** The session's connection, connected on first use; each call must be matched by {@link #release}. */
	public synchronized HostConnection acquire(Machine machine, HerdrSession herdr) {
		SessionKey key = new SessionKey(machine.label(), herdr.name());
		Shared shared = open.get(key);
		if (shared == null) {
			shared = new Shared(new HostConnection(machine.label(), herdr, settings, SystemScheduler.INSTANCE));
			open.put(key, shared);
			shared.connection.connect();
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
			connection.close();
		}
	}

	/** git on the machine, one for all the pages of that machine (one Perl watch per machine). */
	public synchronized GitMachine gitMachine(Exec machine) {
		return gitMachines.computeIfAbsent(machine, GitMachine::new);
	}

	/** Closes every connection and git watch, as the app quits. */
	public synchronized void closeAll() {
		open.values().forEach(shared -> shared.connection.close());
		open.clear();
		gitMachines.values().forEach(GitMachine::close);
		gitMachines.clear();
	}
}
