package ovvi.sim.server;

import com.google.gson.JsonObject;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import ovvi.sim.json.Json;

/**
 * events.wait and pane.wait_for_output as herdr's {@code src/api/wait.rs} serves them: the reply
 * waits, outside the session's monitor, for its match; without {@code timeout_ms} it waits as long
 * as the client stays, with one it ends in a {@code timeout} error. Each round looks once (the
 * look comes before the deadline check, so {@code timeout_ms: 0} still looks once), then waits
 * for the session's next change or herdr's 100 ms poll interval: a PTY's output and a screen's
 * agent detection change nothing the session's monitor is told of.
 */
final class Waits {

	/** herdr's CONNECTION_POLL_INTERVAL. */
	private static final long POLL_MS = 100;
	private static final List<String> STATUSES = List.of("idle", "working", "blocked", "done", "unknown");
	/** The schema's EventMatch variants and their required fields besides {@code event}. */
	private static final List<Map.Entry<String, List<String>>> EVENT_MATCHES = List.of(
			Map.entry("workspace_created", List.of()), Map.entry("workspace_updated", List.of("workspace_id")),
			Map.entry("workspace_closed", List.of("workspace_id")), Map.entry("workspace_renamed", List.of("workspace_id")),
			Map.entry("workspace_moved", List.of("workspace_id")), Map.entry("workspace_focused", List.of("workspace_id")),
			Map.entry("tab_created", List.of()), Map.entry("tab_closed", List.of("tab_id")),
			Map.entry("tab_renamed", List.of("tab_id")), Map.entry("tab_moved", List.of("tab_id")),
			Map.entry("tab_focused", List.of("tab_id")), Map.entry("pane_created", List.of()),
			Map.entry("pane_closed", List.of("pane_id")), Map.entry("pane_focused", List.of("pane_id")),
			Map.entry("pane_moved", List.of("pane_id")), Map.entry("pane_output_changed", List.of("pane_id")),
			Map.entry("pane_exited", List.of("pane_id")), Map.entry("pane_agent_detected", List.of("pane_id")),
			Map.entry("pane_agent_status_changed", List.of("pane_id", "agent_status")));

	private final Session session;

	Waits(Session session) {
		this.session = session;
	}

	/** One look of a wait: its reply once it matched, else null. */
	@FunctionalInterface
	private interface Look {
		JsonObject result();
	}

	/** @return the reply line, or null when the client went away first */
	String events(Connection conn, Dispatcher.Request req) throws IOException {
		try {
			Params p = req.params();
			Params match = new Params(p.object("match_event"));
			Long timeoutMs = p.optUnsigned("timeout_ms");
			String event = match.enumValue("event", EVENT_MATCHES.stream().map(Map.Entry::getKey).toArray(String[]::new));
			EVENT_MATCHES.stream().filter(e -> e.getKey().equals(event)).findFirst().orElseThrow().getValue().forEach(match::str);
			if (!event.equals("pane_agent_status_changed")) {
				throw new ApiError("unsupported_event_wait_match", "events.wait currently supports pane agent status matches");
			}
			String paneId = match.str("pane_id");
			String status = match.enumValue("agent_status", STATUSES.toArray(String[]::new));
			AgentStatusWatch watch;
			synchronized (session) {
				Pane pane = session.findPane(paneId);
				if (pane == null) {
					throw ApiError.paneNotFound(paneId);
				}
				watch = new AgentStatusWatch(session, pane, status);
			}
			return waitFor(conn, req.id(), timeoutMs, "timed out waiting for event match", () -> {
				JsonObject data = watch.poll();
				if (data == null) {
					return null;
				}
				JsonObject typed = Json.obj("type", "pane_agent_status_changed");
				data.entrySet().forEach(e -> typed.add(e.getKey(), e.getValue()));
				return Json.obj("type", "wait_matched", "event", Json.obj("event", "pane_agent_status_changed", "data", typed));
			});
		} catch (ApiError e) {
			return Dispatcher.error(req.id(), e);
		}
	}

	/** @return the reply line, or null when the client went away first */
	String output(Connection conn, Dispatcher.Request req) throws IOException {
		try {
			Params p = req.params();
			String paneId = p.str("pane_id");
			PaneReader.Query asked = PaneReader.Query.parse(p);
			Params match = new Params(p.object("match"));
			String type = match.enumValue("type", "substring", "regex");
			String value = match.str("value");
			Long timeoutMs = p.optUnsigned("timeout_ms");
			Pattern pattern;
			try {
				pattern = type.equals("regex") ? Pattern.compile(value) : Pattern.compile(Pattern.quote(value));
			} catch (PatternSyntaxException e) {
				throw new ApiError("invalid_regex", "invalid regex: " + e.getDescription());
			}
			// herdr matches "recent" on the unwrapped recent lines, and always reads text
			PaneReader.Query query = new PaneReader.Query(asked.source().equals("recent") ? "recent_unwrapped" : asked.source(),
					asked.lines(), "text");
			return waitFor(conn, req.id(), timeoutMs, "timed out waiting for output match", () -> {
				JsonObject read;
				synchronized (session) {
					Pane pane = session.findPane(paneId);
					if (pane == null) {
						throw ApiError.paneNotFound(paneId);
					}
					read = PaneReader.read(pane, query).getAsJsonObject("read");
				}
				for (String line : read.get("text").getAsString().split("\n")) {
					if (pattern.matcher(line).find()) {
						return Json.obj("type", "output_matched", "pane_id", paneId, "revision", read.get("revision"),
								"matched_line", line, "read", read);
					}
				}
				return null;
			});
		} catch (ApiError e) {
			return Dispatcher.error(req.id(), e);
		}
	}

	private String waitFor(Connection conn, String id, Long timeoutMs, String timedOut, Look look) throws IOException {
		long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs == null ? 0 : timeoutMs);
		while (!conn.closedByClient()) {
			JsonObject result = look.result();
			if (result != null) {
				return Json.write(Json.obj("id", id, "result", result));
			}
			if (timeoutMs != null && System.nanoTime() - deadline >= 0) {
				return Dispatcher.error(id, new ApiError("timeout", timedOut));
			}
			synchronized (session) {
				try {
					long poll = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(POLL_MS);
					session.awaitChange(timeoutMs == null || poll - deadline < 0 ? poll : deadline);
				} catch (InterruptedException e) {
					Thread.currentThread().interrupt();
					return null;
				}
			}
		}
		return null;
	}
}
