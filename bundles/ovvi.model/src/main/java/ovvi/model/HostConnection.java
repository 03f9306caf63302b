package ovvi.model;

import java.time.Duration;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;

import com.google.gson.JsonObject;

import ovvi.herdr.api.EventStream;
import ovvi.herdr.api.HerdrException;
import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.api.HerdrVersion;
import ovvi.herdr.exec.VirtualThreads;
import ovvi.model.pacing.Scheduler;
import ovvi.model.pacing.SnapshotPacer;
import ovvi.model.snapshot.Snapshot;
import ovvi.model.snapshot.SnapshotDecoder;
import ovvi.model.write.Outcome;
import ovvi.model.write.OwnChanges;
import ovvi.model.write.ProcessAnswers;
import ovvi.model.write.Rebalance;
import ovvi.model.write.Write;
import ovvi.model.write.WriteContext;
import ovvi.model.write.WriteQueue;

/**
 * An open session: its store, kept current by the event stream and paced snapshot reads, its
 * write queue, and Ovvi's presence in it. One per (machine, session) with a page in some window.
 */
public final class HostConnection extends ModelObject implements AutoCloseable {

	/** {@link #problem()} changed: a read failed, or the session answers again. */
	public static final String PROBLEM = "problem";
	/** {@link #tooOld()} changed. */
	public static final String TOO_OLD = "tooOld";
	/**
	 * While reads fail (Reconnecting) or herdr is too old, the snapshot is read again this often,
	 * so the page is live again, or clears after an update, by itself.
	 */
	public static final Duration RETRY = Duration.ofSeconds(2);
	/** How long a close waits for herdr to take Ovvi's presence tokens back; their ttl ends them anyway. */
	static final Duration CLEAR_WAIT = Duration.ofSeconds(1);

	private final HerdrSession herdr;
	private final HostStore store;
	private final ModelSettings settings;
	private final SnapshotPacer<Snapshot> pacer;
	private final WriteQueue writes;
	private final ProcessAnswers answers = new ProcessAnswers();
	private final OwnChanges own = new OwnChanges();
	private final AgentRequests requests = new AgentRequests();
	private final Presence presence;
	private EventStream events;
	private Set<String> streamAgentPanes = Set.of();
	private final Scheduler scheduler;
	private volatile HerdrException problem;
	private volatile String tooOld;
	/** guarded by this */
	private Scheduler.Cancellable retry;
	/** Only the pacer's reads touch them, and they run one at a time. */
	private Snapshot lastRead;
	private long lastReadNumber;
	private volatile boolean closed;
	private final CompletableFuture<Void> whenClosed = new CompletableFuture<>();
	/** guarded by this: reads before {@link #connect()} (a test's, a write's) open no stream */
	private boolean connected;

	public HostConnection(String machine, HerdrSession herdr, ModelSettings settings, Scheduler scheduler) {
		this.herdr = herdr;
		this.settings = settings;
		this.scheduler = scheduler;
		this.store = new HostStore(new SessionKey(machine, herdr.name()));
		this.pacer = new SnapshotPacer<>(scheduler, VirtualThreads.EXECUTOR, this::read);
		this.writes = new WriteQueue(() -> new WriteContext(herdr, store, settings, answers, own, scheduler, pacer::fresh), () -> {
			own.writeEnded(store.readsStarted());
			pacer.ownWrite();
		});
		this.presence = new Presence(this::submit, scheduler, herdr.exec().isRemote());
	}

	/**
	 * Opens the event stream and starts the health check. herdr's acknowledgement of each
	 * subscription is a line like any event, so every (re)opened stream is followed by a read.
	 */
	public synchronized void connect() {
		connected = true;
		openEvents();
		pacer.startHealthCheck();
	}

	private synchronized void openEvents() {
		if (closed) {
			return;
		}
		streamAgentPanes = store.agentPaneIds();
		events = EventStream.open(herdr, streamAgentPanes, new EventStream.Listener() {
			@Override
			public void changed() {
				pacer.event();
			}

			@Override
			public void agentRequest(String paneId, String requestId) {
				requests.rang(paneId, requestId);
			}

			@Override
			public void ended(HerdrException reason) {
				streamEnded(reason);
			}
		});
	}

	private void streamEnded(HerdrException reason) {
		synchronized (this) {
			events = null;
		}
		// told without the connection's lock held, as the store tells its listeners
		problem(reason);
		// the read after it opens the stream again, or fails and retries every RETRY
		pacer.event();
	}

	/** One paced read: applied to the store; a failure is the page's problem, and thrown for a write that waits on it. */
	private Snapshot read() throws HerdrException, InterruptedException {
		try {
			long number = store.readStarting();
			JsonObject reply = herdr.call("session.snapshot", null);
			Snapshot now = SnapshotDecoder.decode(reply);
			tooOld(HerdrVersion.of(reply));
			store.apply(now, number);
			answers.retain(now.panes().stream().map(Snapshot.PaneRecord::id).toList());
			now.panes().forEach(pane -> requests.rang(pane.id(), pane.tokens().get(AgentRequests.TOKEN)));
			problem(null);
			openSpaces(now);
			// What changed since the read before, leaving alone the tabs the app's own writes changed
			Snapshot before = lastRead;
			Set<String> ownTabs = own.between(lastReadNumber, number);
			lastRead = now;
			lastReadNumber = number;
			if (settings.balanceSplitsAutomatically()) {
				Rebalance.after(before, now, ownTabs).forEach(writes::submit);
			}
			followAgentPanes();
			return now;
		} catch (HerdrException e) {
			problem(e);
			throw e;
		} finally {
			if (problem != null || tooOld != null) {
				retryLater();
			}
		}
	}

	private synchronized void retryLater() {
		if (retry == null && !closed) {
			retry = scheduler.after(RETRY, () -> {
				synchronized (this) {
					retry = null;
				}
				pacer.event();
			});
		}
	}

	private void tooOld(HerdrVersion version) {
		String before = tooOld;
		// a reply without a version is no reason to refuse: decoding is lenient
		tooOld = version == null || version.isSupported() ? null : version.tooOld();
		if (!java.util.Objects.equals(before, tooOld)) {
			fire(TOO_OLD);
		}
	}

	/** "herdr ‹version› is too old; 0.9.3 or newer needed." while the session's herdr is, else null. */
	public String tooOld() {
		return tooOld;
	}

	/** Every space of the session carries ovvi-open while it is connected: a new one at once, all every 10 s. */
	private synchronized void openSpaces(Snapshot now) {
		if (connected && !closed) {
			presence.openSpaces(now.spaces().stream().map(Snapshot.SpaceRecord::id).collect(Collectors.toSet()));
		}
	}

	/** The stream lists each agent pane; a changed set opens it again, followed by a snapshot. */
	private synchronized void followAgentPanes() {
		if (closed || !connected) {
			return;
		}
		if (events == null) {
			openEvents();
			return;
		}
		Set<String> now = store.agentPaneIds();
		if (!now.equals(streamAgentPanes)) {
			streamAgentPanes = now;
			events.agentPanes(now);
		}
	}

	private void problem(HerdrException now) {
		HerdrException before = problem;
		problem = now;
		if (before != now) {
			fire(PROBLEM);
		}
	}

	public HostStore store() {
		return store;
	}

	public ModelSettings settings() {
		return settings;
	}

	public HerdrSession herdr() {
		return herdr;
	}

	/**
	 * Ovvi's presence tokens in this session. The connection marks its spaces ovvi-open itself
	 * and clears them when it closes; the UI tells {@link Presence#inView} which panes are in view
	 * of a visible window (ovvi-shown), which the close clears too.
	 */
	public Presence presence() {
		return presence;
	}

	/** The agents' ovvi requests of this session, each told once. */
	public AgentRequests agentRequests() {
		return requests;
	}

	/** Why the last read failed (the page shows Reconnecting, or "not running"), or null. */
	public HerdrException problem() {
		return problem;
	}

	/** Shows the write's stand-ins now and runs it after the session's earlier writes. */
	public CompletableFuture<Outcome> submit(Write write) {
		return writes.submit(write);
	}

	/** Reads the snapshot at once (as after the app's own write): the snapshot of a read that starts after this call. */
	public CompletableFuture<Snapshot> readNow() {
		return pacer.fresh();
	}

	/**
	 * Stops reading, takes Ovvi's presence back, then stops writing: once herdr took the marks
	 * back, at the latest after 1 s (their ttl ends them anyway). Returns at once; {@link #closed()}
	 * tells when it is done, for a quit that waits for it.
	 */
	@Override
	public void close() {
		CompletableFuture<Void> cleared;
		synchronized (this) {
			if (closed) {
				return;
			}
			closed = true;
			if (retry != null) {
				retry.cancel();
			}
			pacer.stop();
			if (events != null) {
				events.close();
			}
			cleared = presence.clear();
		}
		Scheduler.Cancellable atTheLatest = scheduler.after(CLEAR_WAIT, () -> cleared.complete(null));
		cleared.handle((done, failure) -> null).thenRun(() -> {
			atTheLatest.cancel();
			writes.close();
			whenClosed.complete(null);
		});
	}

	/** Completes once a {@link #close()} is done, at most about 1 s after it. */
	public CompletableFuture<Void> closed() {
		return whenClosed;
	}
}
