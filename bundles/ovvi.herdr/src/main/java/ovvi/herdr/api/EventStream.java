package ovvi.herdr.api;

import java.io.IOException;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

import ovvi.herdr.exec.ApiConnection;
import ovvi.herdr.exec.VirtualThreads;

/**
 * The one long-lived events.subscribe connection of an open session. Any event line means "read
 * the snapshot again"; payloads are decoded only for agent requests. The stream is opened again
 * (followed by a snapshot) when the set of agent panes changes, when herdr lost events for it
 * (0.9.2+: an events_lost error with the subscribe's id, then the end), when a listed pane has
 * gone (its set-up error carries the subscribe's id in 0.9.2+, the entry's probe id before) and
 * when a line cannot be read. It has no timeout: the health check covers it.
 */
public final class EventStream implements AutoCloseable {

	/** What the stream tells its session. Called on the stream's own virtual thread. */
	public interface Listener {
		/** Read session.snapshot again. */
		void changed();

		/** A pane rang with its {@code ovvi-req} token: the value is the request id, unchecked. */
		void agentRequest(String paneId, String requestId);

		/** The stream ended by itself (server stopped, connection lost, refused); it is not opened again here. */
		void ended(HerdrException reason);
	}

	/**
	 * No workspace.metadata_updated (Ovvi reads no space tokens and herdr sends one per token
	 * write) and no *.focused (they fire on every TUI navigation; Ovvi ignores herdr's focus).
	 */
	static final List<String> LIFECYCLE = List.of(
			"workspace.created", "workspace.updated", "workspace.renamed", "workspace.moved", "workspace.reordered", "workspace.closed",
			"tab.created", "tab.closed", "tab.renamed", "tab.moved",
			"pane.created", "pane.closed", "pane.moved", "pane.updated", "pane.exited", "pane.agent_detected",
			"layout.updated");
	static final String REQUEST_TOKEN = "ovvi-req";
	private static final Pattern PROBE_INDEX = Pattern.compile(":sub:(\\d+):probe$");
	private static final Pattern NAMED_PANE = Pattern.compile("pane (\\S+) not found");
	private static final System.Logger LOG = System.getLogger(EventStream.class.getName());

	private final HerdrSession session;
	private final Listener listener;
	private final Object lock = new Object();
	private Set<String> agentPanes;
	private ApiConnection connection;
	private boolean closed;
	private boolean reopen;

	private EventStream(HerdrSession session, Set<String> agentPanes, Listener listener) {
		this.session = session;
		this.agentPanes = Set.copyOf(agentPanes);
		this.listener = listener;
	}

	/** Opens the stream; events go to the listener until {@link #close()}. */
	public static EventStream open(HerdrSession session, Set<String> agentPanes, Listener listener) {
		EventStream stream = new EventStream(session, agentPanes, listener);
		VirtualThreads.EXECUTOR.execute(stream::run);
		return stream;
	}

	/**
	 * The panes listed in the snapshot's agents[]: each gets a pane.agent_status_changed entry, which
	 * makes herdr poll it every 100 ms, so plain shells are left out. A change opens the stream again.
	 */
	public void agentPanes(Set<String> panes) {
		synchronized (lock) {
			if (panes.equals(agentPanes)) {
				return;
			}
			agentPanes = Set.copyOf(panes);
			reopen = true;
			if (connection != null) {
				connection.close();
			}
		}
	}

	@Override
	public void close() {
		synchronized (lock) {
			closed = true;
			if (connection != null) {
				connection.close();
			}
		}
	}

	private void run() {
		while (true) {
			synchronized (lock) {
				if (closed) {
					return;
				}
			}
			ApiConnection opened;
			try {
				opened = session.open();
			} catch (HerdrException e) {
				listener.ended(e);
				return;
			} catch (InterruptedException e) {
				return;
			}
			Set<String> panes;
			synchronized (lock) {
				if (closed) {
					opened.close();
					return;
				}
				// The panes are read only now, together with the connection: a change made while
				// open() ran is in this subscription, and any later one closes this connection.
				connection = opened;
				reopen = false;
				panes = agentPanes;
			}
			if (!follow(opened, panes)) {
				return;
			}
		}
	}

	/** Reads one subscription to its end; true when it is to be opened again. */
	private boolean follow(ApiConnection opened, Set<String> panes) {
		List<String> ordered = List.copyOf(new LinkedHashSet<>(panes));
		try (opened) {
			// After this line a subscriber writes nothing: herdr ends the stream on any byte or half-close.
			opened.writeLine(subscribe(ordered).toString());
			for (String line = opened.readLine(); line != null; line = opened.readLine()) {
				if (!handle(line, ordered)) {
					return true;
				}
			}
		} catch (IOException e) {
			// A connection this stream closed on purpose ends here too; the checks below tell which.
		}
		synchronized (lock) {
			if (closed) {
				return false;
			}
			if (reopen) {
				return true;
			}
		}
		listener.ended(new HerdrUnreachable(HerdrUnreachable.Why.NO_ANSWER,
				"herdr on " + session.exec().target() + " ended the event stream of session " + session.name(), null));
		return false;
	}

	/**
	 * Handles one line; false when the stream must be opened again. A line that is no JSON object
	 * (cut, garbled) means the stream can no longer be trusted: it is logged and the stream opened
	 * again, whose acknowledgement reads the snapshot. An event of a kind Ovvi does not know is a
	 * change like any other (a newer herdr may add kinds).
	 */
	private boolean handle(String line, List<String> panes) {
		JsonObject object;
		try {
			JsonElement parsed = JsonParser.parseString(line);
			if (!parsed.isJsonObject()) {
				throw new JsonParseException("not a JSON object");
			}
			object = parsed.getAsJsonObject();
		} catch (JsonParseException e) {
			LOG.log(System.Logger.Level.WARNING, "herdr on {0} sent an event line Ovvi cannot read ({1}), {2} characters: {3}; subscribing again",
					session.exec().target(), e.getMessage(), line.length(), line.substring(0, Math.min(line.length(), 120)));
			return reopenWith(agentPanesSnapshot());
		}
		JsonObject error = Json.object(object, "error");
		if (error != null) {
			return handleError(object, error, panes);
		}
		String event = Json.string(object, "event");
		if ("events_lost".equals(event)) {
			return reopenWith(agentPanesSnapshot());
		}
		if ("pane_updated".equals(event) || "pane.updated".equals(event)) {
			announceRequest(Json.object(Json.object(object, "data"), "pane"));
		}
		listener.changed();
		return true;
	}

	private boolean handleError(JsonObject reply, JsonObject error, List<String> panes) {
		String code = Json.string(error, "code");
		if ("events_lost".equals(code)) {
			return reopenWith(agentPanesSnapshot());
		}
		if ("pane_not_found".equals(code)) {
			String missing = missingPane(reply, error, panes);
			if (missing == null) {
				// Unknown which pane went: without per-pane entries the stream cannot fail this way
				// again, and the snapshot it asks for brings the agent panes back.
				return reopenWith(Set.of());
			}
			Set<String> remaining = new LinkedHashSet<>(agentPanesSnapshot());
			remaining.remove(missing);
			return reopenWith(remaining);
		}
		listener.ended(new HerdrErrorReply("events.subscribe", String.valueOf(code), String.valueOf(Json.string(error, "message"))));
		synchronized (lock) {
			closed = true;
		}
		return false;
	}

	/** The pane herdr named in its error: by the probe's entry index, else by the message. */
	private static String missingPane(JsonObject reply, JsonObject error, List<String> panes) {
		Matcher probe = PROBE_INDEX.matcher(String.valueOf(Json.string(reply, "id")));
		if (probe.find()) {
			int entry = Integer.parseInt(probe.group(1)) - LIFECYCLE.size();
			if (entry >= 0 && entry < panes.size()) {
				return panes.get(entry);
			}
		}
		Matcher named = NAMED_PANE.matcher(String.valueOf(Json.string(error, "message")));
		return named.find() ? named.group(1) : null;
	}

	private Set<String> agentPanesSnapshot() {
		synchronized (lock) {
			return agentPanes;
		}
	}

	private boolean reopenWith(Set<String> panes) {
		synchronized (lock) {
			agentPanes = Set.copyOf(panes);
			reopen = true;
		}
		return false;
	}

	private void announceRequest(JsonObject pane) {
		String token = Json.string(Json.object(pane, "tokens"), REQUEST_TOKEN);
		String paneId = Json.string(pane, "pane_id");
		if (token != null && paneId != null) {
			listener.agentRequest(paneId, token);
		}
	}

	static JsonObject subscribe(List<String> agentPanes) {
		JsonArray subscriptions = new JsonArray();
		for (String type : LIFECYCLE) {
			JsonObject entry = new JsonObject();
			entry.addProperty("type", type);
			subscriptions.add(entry);
		}
		for (String pane : agentPanes) {
			JsonObject entry = new JsonObject();
			entry.addProperty("type", "pane.agent_status_changed");
			entry.addProperty("pane_id", pane);
			subscriptions.add(entry);
		}
		JsonObject params = new JsonObject();
		params.add("subscriptions", subscriptions);
		JsonObject request = new JsonObject();
		request.addProperty("id", "events");
		request.addProperty("method", "events.subscribe");
		request.add("params", params);
		return request;
	}
}
