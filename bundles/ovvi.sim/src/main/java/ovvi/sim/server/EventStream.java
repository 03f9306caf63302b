package ovvi.sim.server;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import ovvi.sim.json.Json;

/**
 * One events.subscribe connection as herdr 0.9.2+ serves it ({@code src/api/server.rs},
 * {@code subscriptions.rs}): lifecycle entries start at the ring's current sequence (no replay) and
 * send every event they have at each 100 ms wake (a burst); per-pane entries poll their pane. A
 * lifecycle entry that fell behind the ring ends the stream with an {@code events_lost} error
 * carrying the subscribe request's id; a listed pane that closes later is passed over in silence.
 */
final class EventStream {

	static final List<String> LIFECYCLE = List.of("workspace.created", "workspace.updated",
			"workspace.metadata_updated", "workspace.renamed", "workspace.moved", "workspace.reordered",
			"workspace.closed", "workspace.focused", "worktree.created", "worktree.opened", "worktree.removed",
			"tab.created", "tab.closed", "tab.focused", "tab.renamed", "tab.moved", "pane.created", "pane.closed",
			"pane.updated", "pane.focused", "pane.moved", "pane.exited", "pane.agent_detected", "layout.updated");
	static final List<String> PER_PANE = List.of("pane.agent_status_changed", "pane.scroll_changed",
			"pane.output_matched");
	private static final long WAKE_MS = 100;

	private final Session session;
	private final Connection conn;
	private final String requestId;
	private final List<Entry> entries = new ArrayList<>();

	private interface Entry {
		/** @return the lines to send now, in order; none for an entry whose pane has closed */
		List<String> poll();
	}

	/** A per-pane entry: at most one line per wake. */
	private interface PaneEntry {
		/** @return the line to send now, or null */
		String poll() throws PaneGone;
	}

	/** herdr swallows a per-pane poll's failure (its pane closed, a read failed): the entry sends nothing. */
	private static Entry of(PaneEntry entry) {
		return () -> {
			try {
				String line = entry.poll();
				return line == null ? List.of() : List.of(line);
			} catch (PaneGone | ApiError failed) {
				return List.of();
			}
		};
	}

	/** A listed pane has closed: herdr's poll fails and it sends nothing for that entry. */
	private static final class PaneGone extends Exception {
		PaneGone() {
			super(null, null, false, false);
		}
	}

	/** The ring overwrote events a lifecycle entry had not read. */
	static final ApiError EVENTS_LOST = new ApiError("events_lost",
			"event subscription fell behind retained history; resubscribe and resync with session.snapshot");

	EventStream(Session session, Connection conn, String requestId) {
		this.session = session;
		this.conn = conn;
		this.requestId = requestId;
	}

	/** One decoded subscription entry; the per-pane fields are null for lifecycle types. */
	record Subscription(String type, String paneId, String agentStatus, PaneReader.Query read, String matchType,
			String matchValue) {
	}

	/**
	 * Decodes every entry before anything is probed or sent: an unknown type or a malformed entry
	 * fails the whole request with id "" (serde decodes the request before herdr acts on it).
	 */
	static List<Subscription> subscriptions(Params params) {
		List<Subscription> out = new ArrayList<>();
		for (JsonElement e : params.array("subscriptions")) {
			if (!e.isJsonObject()) {
				throw new RequestError("invalid type: " + Params.describe(e) + ", expected internally tagged enum Subscription");
			}
			Params p = new Params(e.getAsJsonObject());
			String type = p.str("type");
			if (LIFECYCLE.contains(type)) {
				out.add(new Subscription(type, null, null, null, null, null)); // extra keys are ignored
			} else if (type.equals("pane.agent_status_changed")) {
				out.add(new Subscription(type, p.str("pane_id"),
						p.optEnum("agent_status", "idle", "working", "blocked", "done", "unknown"), null, null, null));
			} else if (type.equals("pane.scroll_changed")) {
				out.add(new Subscription(type, p.str("pane_id"), null, null, null, null));
			} else if (type.equals("pane.output_matched")) {
				String paneId = p.str("pane_id");
				PaneReader.Query read = PaneReader.Query.parse(p);
				Params match = p.nested("match");
				out.add(new Subscription(type, paneId, null, read, match.enumValue("type", "substring", "regex"),
						match.str("value")));
			} else {
				List<String> all = new ArrayList<>(LIFECYCLE);
				all.addAll(PER_PANE);
				throw new RequestError("unknown variant `" + type + "`, expected one of " + Dispatcher.oneOf(all));
			}
		}
		return out;
	}

	/** Probes per-pane entries, acknowledges and streams until the client writes or closes. */
	void run(List<Subscription> subs) throws IOException {
		synchronized (session) {
			long start = session.hub.head();
			for (Subscription sub : subs) {
				if (LIFECYCLE.contains(sub.type())) {
					entries.add(new Lifecycle(sub.type().replace('.', '_'), start));
					continue;
				}
				try {
					if (session.findPane(sub.paneId()) == null) {
						throw ApiError.paneNotFound(sub.paneId());
					}
					entries.add(of(switch (sub.type()) {
					case "pane.agent_status_changed" -> agentStatus(sub.paneId(), sub.agentStatus());
					case "pane.scroll_changed" -> scroll(sub.paneId());
					default -> outputMatched(sub);
					}));
				} catch (ApiError e) {
					// 0.9.2+ answers a failed probe with the subscribe request's id, not "<id>:sub:<i>:probe"
					conn.writeLine(Dispatcher.error(requestId, e));
					return;
				}
			}
		}
		conn.writeLine(Json.write(Json.obj("id", requestId, "result", Json.obj("type", "subscription_started"))));
		ByteBuffer probe = ByteBuffer.allocate(1);
		while (true) {
			conn.channel.configureBlocking(false);
			probe.clear();
			int n = conn.channel.read(probe);
			conn.channel.configureBlocking(true);
			if (n != 0) {
				return; // any byte or EOF from the client ends the stream
			}
			for (Entry e : entries) {
				List<String> lines;
				try {
					lines = e.poll();
				} catch (ApiError lost) { // only a lifecycle entry's EVENTS_LOST reaches here
					conn.writeLine(Dispatcher.error(requestId, lost));
					return;
				}
				for (String line : lines) {
					conn.writeLine(line);
				}
			}
			try {
				Thread.sleep(WAKE_MS); // herdr's fixed wake interval, not a synchronisation
			} catch (InterruptedException e) {
				return;
			}
		}
	}

	private final class Lifecycle implements Entry {
		private final String name;
		private long cursor;

		Lifecycle(String name, long start) {
			this.name = name;
			this.cursor = start;
		}

		/** Every event of this entry's kind since the last call; {@link #EVENTS_LOST} when the ring overwrote some. */
		@Override
		public List<String> poll() {
			synchronized (session.hub) {
				if (cursor < session.hub.tail()) {
					throw EVENTS_LOST;
				}
				List<String> lines = new ArrayList<>();
				for (EventHub.Event e = session.hub.firstFrom(cursor, name); e != null; e = session.hub.firstFrom(cursor, name)) {
					lines.add(e.line());
					cursor = e.seq() + 1;
				}
				cursor = session.hub.head();
				return lines;
			}
		}
	}

	private Pane livePane(String paneId) throws PaneGone {
		Pane p = session.findPane(paneId);
		if (p == null) {
			throw new PaneGone();
		}
		return p;
	}

	private PaneEntry agentStatus(String paneId, String filter) {
		AgentStatusWatch watch = new AgentStatusWatch(session, session.findPane(paneId), filter);
		return () -> {
			JsonObject data = watch.poll();
			return data == null ? null : Json.write(Json.obj("event", "pane.agent_status_changed", "data", data));
		};
	}

	private PaneEntry scroll(String paneId) {
		JsonObject[] last = { Views.scroll(session.findPane(paneId).terminal) };
		return () -> {
			Pane p;
			JsonObject now;
			synchronized (session) {
				p = livePane(paneId);
				now = Views.scroll(p.terminal);
			}
			if (now.equals(last[0])) {
				return null;
			}
			last[0] = now;
			return Json.write(Json.obj("event", "pane.scroll_changed", "data",
					Json.obj("pane_id", p.id, "workspace_id", p.workspace.id, "scroll", now)));
		};
	}

	private PaneEntry outputMatched(Subscription sub) {
		String paneId = sub.paneId();
		Pattern regex;
		try {
			regex = sub.matchType().equals("regex") ? Pattern.compile(sub.matchValue())
					: Pattern.compile(Pattern.quote(sub.matchValue()));
		} catch (PatternSyntaxException e) {
			throw new ApiError("invalid_regex", "invalid regex: " + e.getDescription());
		}
		String[] lastMatch = { null };
		return () -> {
			JsonObject read;
			synchronized (session) {
				read = PaneReader.read(livePane(paneId), sub.read()).getAsJsonObject("read");
			}
			String matched = null;
			for (String line : read.get("text").getAsString().split("\n")) {
				if (regex.matcher(line).find()) {
					matched = line;
				}
			}
			if (matched == null || Objects.equals(matched, lastMatch[0])) {
				return null;
			}
			lastMatch[0] = matched;
			return Json.write(Json.obj("event", "pane.output_matched", "data",
					Json.obj("pane_id", paneId, "matched_line", matched, "read", read)));
		};
	}
}
