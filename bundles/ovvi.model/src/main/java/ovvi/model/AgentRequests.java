package ovvi.model;

import java.time.Duration;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.LongSupplier;
import java.util.regex.Pattern;

/**
 * An agent's ovvi command rings with the pane token ovvi-req = its request id. A ring comes on a
 * pane.updated event or in a snapshot (which covers a ring while the event stream opens again),
 * so the same id can come twice: each id is acted on once, and the last 256 ids of the session
 * are kept. Only a lowercase UUID version 4 is taken. An id seen again after its ring's token
 * must have expired was rung again: a replay, refused.
 */
public final class AgentRequests {

	/** Told once per new request: take its file and do the work. */
	public interface Listener {
		void requested(String paneId, String requestId);

		/** A ring that is not acted on, and why (for the log: no answer can go to such an id). */
		default void refused(String paneId, String token, String reason) {
		}
	}

	public static final String TOKEN = "ovvi-req";
	static final int KEPT = 256;
	/** The ring's ttl is 3 s; snapshots and events carrying it come within that, plus a paced read. */
	static final Duration RING_LIFE = Duration.ofSeconds(10);
	private static final Pattern UUID_V4 = Pattern.compile("[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}");

	/** id → when it was first seen (nanoTime) */
	private final LinkedHashMap<String, Long> seen = new LinkedHashMap<>();
	private final List<Listener> listeners = new CopyOnWriteArrayList<>();
	private final long ringLifeNanos;
	private final LongSupplier clock;

	public AgentRequests() {
		this(RING_LIFE, System::nanoTime);
	}

	AgentRequests(Duration ringLife, LongSupplier nanoClock) {
		this.ringLifeNanos = ringLife.toNanos();
		this.clock = nanoClock;
	}

	public void addListener(Listener listener) {
		listeners.add(listener);
	}

	public void removeListener(Listener listener) {
		listeners.remove(listener);
	}

	/** A ring from an event or a snapshot; a new, well-formed id is told to the listeners. */
	public void rang(String paneId, String requestId) {
		if (requestId == null) {
			return;
		}
		if (!UUID_V4.matcher(requestId).matches()) {
			listeners.forEach(listener -> listener.refused(paneId, requestId, "the request id is not a lowercase UUID version 4"));
			return;
		}
		long now = clock.getAsLong();
		Long first;
		synchronized (seen) {
			first = seen.putIfAbsent(requestId, now);
			if (seen.size() > KEPT) {
				Iterator<String> oldest = seen.keySet().iterator();
				oldest.next();
				oldest.remove();
			}
		}
		if (first == null) {
			listeners.forEach(listener -> listener.requested(paneId, requestId));
		} else if (now - first > ringLifeNanos) {
			listeners.forEach(listener -> listener.refused(paneId, requestId, "the request id rang again after it was acted on: a replay"));
		}
	}
}
