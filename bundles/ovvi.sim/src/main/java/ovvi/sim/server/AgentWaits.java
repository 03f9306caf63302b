package ovvi.sim.server;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import ovvi.sim.json.Json;

/**
 * agent.wait, and agent.prompt with {@code wait}, as herdr's {@code src/api/wait.rs} serves them:
 * outside the session's monitor, the wait pins the agent it first resolved (its terminal and
 * label) and looks at it again after each event of its pane or change of its state. A closed,
 * exited or moved pane, or another agent in it, ends the wait with {@code agent_not_running}; a
 * released agent whose final status was awaited ends it with that status. A status the agent held
 * only between two looks still satisfies agent.wait and is named as {@code
 * matched_transient_status}; prompt waits never take one.
 */
final class AgentWaits {

	/** herdr's CONNECTION_POLL_INTERVAL. */
	private static final long POLL_MS = 100;
	/** How long an accepted prompt may go without a state change before herdr calls it stalled. */
	private static final long PROMPT_EFFECT_TIMEOUT_MS = 5_000;
	private static final List<String> STATUSES = List.of("idle", "working", "blocked", "done", "unknown");
	/** Without {@code until} a wait ends when the agent waits for input again. */
	private static final List<String> AWAITING_INPUT = List.of("idle", "done", "blocked");

	private final Session session;
	private final Dispatcher dispatcher;
	private final java.util.concurrent.atomic.AtomicInteger pinned = new java.util.concurrent.atomic.AtomicInteger();

	AgentWaits(Session session, Dispatcher dispatcher) {
		this.session = session;
		this.dispatcher = dispatcher;
	}

	/** What a wait asks for: the statuses that end it and its limit (none without). */
	record Wait(List<String> until, Long timeoutMs) {

		/** Decodes {@code until} and {@code timeout_ms}; unknown statuses are invalid requests, as serde finds them. */
		static Wait parse(Params p) {
			List<String> until = p.optStringList("until");
			if (until != null) {
				for (String status : until) {
					if (!STATUSES.contains(status)) {
						throw new RequestError("unknown variant `" + status + "`, expected one of " + Dispatcher.oneOf(STATUSES));
					}
				}
			}
			return new Wait(until == null || until.isEmpty() ? AWAITING_INPUT : until, p.optUnsigned("timeout_ms"));
		}
	}

	/** The timeout error a wait ends in: herdr's plain one, or a prompt that changed nothing. */
	private sealed interface Timeout {
	}

	private record StatusTimeout() implements Timeout {
	}

	private record PromptStalled(long baseline, long timeoutMs) implements Timeout {
	}

	/** One resolved wait, as herdr's ResolvedAgentWait. */
	private record Resolved(String target, List<String> until, Long timeoutMs, JsonObject initial, long eventCursor,
			Long afterStateChangeSeq, boolean acceptTransient, Timeout timeout) {
	}

	/** How a resolved wait ended: the agent that matched (and a status it already left), or an error reply. */
	private record Outcome(JsonObject agent, String transientStatus, String errorReply) {

		static Outcome matched(JsonObject agent, String transientStatus) {
			return new Outcome(agent, transientStatus, null);
		}

		static Outcome error(String reply) {
			return new Outcome(null, null, reply);
		}
	}

	/** An error reply of a probe, carried out of the wait. */
	private static final class ReplyException extends Exception {

		private static final long serialVersionUID = 1L;
		final String reply;

		ReplyException(String reply) {
			super(null, null, false, false);
			this.reply = reply;
		}
	}

	/** agent.wait. @return the reply line, or null when the client went away first */
	String agentWait(Connection conn, Dispatcher.Request req) throws IOException {
		String id = req.id();
		try {
			Params p = req.params();
			String target = p.str("target");
			Wait wait = Wait.parse(p);
			long cursor = session.hub.head();
			JsonObject initial = agentGet(id, target);
			if (wait.until().contains(status(initial))) {
				return waitSuccess(id, initial, null);
			}
			Outcome o = waitResolved(conn, id, new Resolved(target, wait.until(), wait.timeoutMs(), initial, cursor, null,
					true, new StatusTimeout()));
			return o == null ? null : o.errorReply() != null ? o.errorReply() : waitSuccess(id, o.agent(), o.transientStatus());
		} catch (ApiError e) {
			return Dispatcher.error(id, e);
		} catch (ReplyException e) {
			return e.reply;
		}
	}

	/**
	 * agent.prompt with {@code wait}: the prompt as without, then, unless the agent is already
	 * working, up to 5 s for any change of its state (else {@code agent_prompt_stalled}, or {@code
	 * timeout} when the caller's own limit is that short), then the asked statuses.
	 * @return the reply line, or null when the client went away first
	 */
	String prompt(Connection conn, Dispatcher.Request req) throws IOException {
		String id = req.id();
		try {
			Params p = req.params();
			String target = p.str("target");
			p.str("text");
			Wait wait = Wait.parse(new Params(p.object("wait")));
			long cursor = session.hub.head();
			JsonObject before = agentGet(id, target);
			String promptReply = dispatcher.run(req);
			JsonObject prompted = agentOf(id, promptReply);
			if (!sameAgent(prompted, terminalId(before), agentLabel(before))) {
				return notRunning(id);
			}
			long started = System.nanoTime();
			long promptSeq = prompted.get("state_change_seq").getAsLong();
			JsonObject initial = prompted;
			Long afterSeq = promptSeq;
			if (!status(initial).equals("working")) {
				long effectMs = wait.timeoutMs() == null ? PROMPT_EFFECT_TIMEOUT_MS
						: Math.min(wait.timeoutMs(), PROMPT_EFFECT_TIMEOUT_MS);
				Timeout kind = wait.timeoutMs() != null && wait.timeoutMs() <= PROMPT_EFFECT_TIMEOUT_MS
						? new StatusTimeout() : new PromptStalled(promptSeq, effectMs);
				Outcome effect = waitResolved(conn, id, new Resolved(target, STATUSES, effectMs, initial, cursor, afterSeq,
						false, kind));
				if (effect == null || effect.errorReply() != null) {
					return effect == null ? null : effect.errorReply();
				}
				initial = effect.agent();
				afterSeq = null;
				if (wait.until().contains(status(initial))) {
					return prompted(id, initial);
				}
			}
			Long remaining = wait.timeoutMs() == null ? null
					: Math.max(0, wait.timeoutMs() - TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started));
			// the events from before the prompt still count: the first wait may have passed an ending one
			Outcome settled = waitResolved(conn, id, new Resolved(target, wait.until(), remaining, initial, cursor, afterSeq,
					false, new StatusTimeout()));
			return settled == null ? null : settled.errorReply() != null ? settled.errorReply() : prompted(id, settled.agent());
		} catch (ApiError e) {
			return Dispatcher.error(id, e);
		} catch (ReplyException e) {
			return e.reply;
		}
	}

	/** Waits that resolved their agent and are waiting for it. */
	int pinned() {
		return pinned.get();
	}

	private Outcome waitResolved(Connection conn, String id, Resolved wait) throws IOException, ReplyException {
		pinned.incrementAndGet();
		try {
			return waitFor(conn, id, wait);
		} finally {
			pinned.decrementAndGet();
		}
	}

	private Outcome waitFor(Connection conn, String id, Resolved wait) throws IOException, ReplyException {
		long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(wait.timeoutMs() == null ? 0 : wait.timeoutMs());
		String expectedTerminal = terminalId(wait.initial());
		String expectedAgent = agentLabel(wait.initial());
		String paneId = wait.initial().get("pane_id").getAsString();
		long cursor = wait.eventCursor();
		long seenSeq = wait.initial().get("state_change_seq").getAsLong();
		Terminal terminal;
		synchronized (session) {
			Pane pane = session.findPane(paneId);
			terminal = pane == null ? null : pane.terminal;
		}
		while (!conn.closedByClient()) {
			boolean probe = false;
			String matchedStatus = null;
			for (EventHub.Event e : session.hub.from(cursor)) {
				cursor = e.seq() + 1;
				JsonObject data = JsonParser.parseString(e.line()).getAsJsonObject().getAsJsonObject("data");
				String eventPane = string(data, "pane_id");
				switch (e.name()) {
				case "pane_agent_detected" -> {
					if (!paneId.equals(eventPane)) {
						break;
					}
					if (data.has("released") && data.get("released").getAsBoolean()) {
						String finalStatus = string(data, "final_status");
						String status = finalStatus != null && wait.until().contains(finalStatus) ? finalStatus : matchedStatus;
						if (status == null) {
							return Outcome.error(notRunning(id));
						}
						JsonObject matched = wait.initial().deepCopy();
						matched.addProperty("agent_status", status);
						return Outcome.matched(matched, null);
					}
					String agent = string(data, "agent");
					if (agent != null && expectedAgent != null && !agent.equals(expectedAgent)) {
						return Outcome.error(notRunning(id));
					}
					probe = true;
				}
				case "pane_updated" -> probe |= paneId.equals(string(data.getAsJsonObject("pane"), "pane_id"));
				case "pane_moved", "pane_closed", "pane_exited" -> {
					String gone = e.name().equals("pane_moved") ? string(data, "previous_pane_id") : eventPane;
					if (paneId.equals(gone)) {
						return Outcome.error(notRunning(id));
					}
				}
				default -> {
					// no other event concerns the agent
				}
				}
			}
			if (terminal != null) {
				synchronized (session) {
					for (String status : terminal.statusesAfter(seenSeq)) {
						probe = true;
						if (wait.acceptTransient() && wait.until().contains(status)) {
							matchedStatus = status;
						}
					}
					seenSeq = terminal.stateChangeSeq;
				}
			}
			if (probe) {
				JsonObject current = probe(id, wait.target());
				if (!sameAgent(current, expectedTerminal, expectedAgent)) {
					return Outcome.error(notRunning(id));
				}
				if (matchedStatus != null) {
					return Outcome.matched(current, status(current).equals(matchedStatus) ? null : matchedStatus);
				}
				if (matches(current, wait.until(), wait.afterStateChangeSeq())) {
					return Outcome.matched(current, null);
				}
			}
			if (wait.timeoutMs() != null && System.nanoTime() - deadline >= 0) {
				JsonObject current = probe(id, wait.target());
				if (!sameAgent(current, expectedTerminal, expectedAgent)) {
					return Outcome.error(notRunning(id));
				}
				if (matches(current, wait.until(), wait.afterStateChangeSeq())) {
					return Outcome.matched(current, null);
				}
				return Outcome.error(timedOut(id, wait.timeout(), current));
			}
			synchronized (session) {
				try {
					long poll = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(POLL_MS);
					session.awaitChange(wait.timeoutMs() == null || poll - deadline < 0 ? poll : deadline);
				} catch (InterruptedException e) {
					Thread.currentThread().interrupt();
					return null;
				}
			}
		}
		return null;
	}

	/** herdr's agent_get: agent.get run as the app runs it, its error carried with the wait's id. */
	private JsonObject agentGet(String id, String target) throws ReplyException {
		Params params = new Params(Json.obj("target", target));
		return agentOf(id, dispatcher.run(new Dispatcher.Request(id + ":agent", "agent.get", params)));
	}

	/** A look during the wait: an agent that is no longer found is no longer running. */
	private JsonObject probe(String id, String target) throws ReplyException {
		try {
			return agentGet(id, target);
		} catch (ReplyException e) {
			JsonObject error = JsonParser.parseString(e.reply).getAsJsonObject().getAsJsonObject("error");
			if (error.get("code").getAsString().equals("agent_not_found")) {
				throw new ReplyException(notRunning(id));
			}
			throw e;
		}
	}

	/** The agent of a reply line, or the line's error under the wait's own id. */
	private static JsonObject agentOf(String id, String reply) throws ReplyException {
		JsonObject o = JsonParser.parseString(reply).getAsJsonObject();
		if (o.has("error")) {
			throw new ReplyException(Json.write(Json.obj("id", id, "error", o.get("error"))));
		}
		return o.getAsJsonObject("result").getAsJsonObject("agent");
	}

	private static boolean sameAgent(JsonObject agent, String expectedTerminal, String expectedAgent) {
		return terminalId(agent).equals(expectedTerminal) && (expectedAgent == null || expectedAgent.equals(agentLabel(agent)));
	}

	private static boolean matches(JsonObject agent, List<String> until, Long afterStateChangeSeq) {
		return until.contains(status(agent))
				&& (afterStateChangeSeq == null || agent.get("state_change_seq").getAsLong() > afterStateChangeSeq);
	}

	private static String waitSuccess(String id, JsonObject agent, String transientStatus) {
		JsonObject result = Json.obj("type", "agent_info", "agent", agent);
		Json.put(result, "matched_transient_status", transientStatus);
		return Json.write(Json.obj("id", id, "result", result));
	}

	private static String prompted(String id, JsonObject agent) {
		return Json.write(Json.obj("id", id, "result", Json.obj("type", "agent_prompted", "agent", agent)));
	}

	private static String timedOut(String id, Timeout kind, JsonObject current) {
		ApiError error = switch (kind) {
		case StatusTimeout s -> new ApiError("timeout", "timed out waiting for agent status");
		case PromptStalled s -> new ApiError("agent_prompt_stalled", "agent prompt produced no observed state change within "
				+ s.timeoutMs() + " ms; status is " + status(current) + " and state_change_seq remained " + s.baseline());
		};
		return Dispatcher.error(id, error);
	}

	private static String notRunning(String id) {
		return Dispatcher.error(id, new ApiError("agent_not_running", "agent is no longer running in the target pane"));
	}

	private static String status(JsonObject agent) {
		return agent.get("agent_status").getAsString();
	}

	private static String terminalId(JsonObject agent) {
		return agent.get("terminal_id").getAsString();
	}

	private static String agentLabel(JsonObject agent) {
		return string(agent, "agent");
	}

	private static String string(JsonObject o, String key) {
		JsonElement e = o == null ? null : o.get(key);
		return e == null || e.isJsonNull() ? null : e.getAsString();
	}
}
