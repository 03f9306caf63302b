package ovvi.sim.server;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/** pane.report_metadata, workspace.report_metadata (PROTOCOL.md §6) and pane.report_agent_session. */
final class MetadataApi extends Api {

	private static final Pattern TOKEN_NAME = Pattern.compile("^[A-Za-z0-9_-]{1,32}$");
	private static final Pattern SOURCE = Pattern.compile("^[A-Za-z0-9:._-]{1,80}$");
	private static final int PER_REPORT = 16;
	private static final int PER_OWNER = 32;
	private static final int VALUE_CHARS = 80;
	private static final long MAX_TTL_MS = 86_400_000L;
	private static final java.util.List<String> STATES = java.util.List.of("idle", "working", "blocked", "done", "unknown");

	MetadataApi(Session session, Predicate<Terminal> controlled) {
		super(session, controlled);
	}

	@Override
	void register(Dispatcher d) {
		d.register("pane.report_metadata", this::pane);
		d.register("workspace.report_metadata", this::workspace);
		d.register("pane.report_agent_session", this::agentSession);
	}

	private static String checkSource(String raw) {
		String s = raw.strip();
		if (!SOURCE.matcher(s).matches()) {
			throw new ApiError("invalid_metadata_source", "invalid metadata source: " + s);
		}
		return s;
	}

	private static Long checkTtl(Long ttl) {
		if (ttl != null && (ttl < 1 || ttl > MAX_TTL_MS)) {
			throw new ApiError("invalid_metadata_ttl", "ttl_ms must be between 1 and " + MAX_TTL_MS);
		}
		return ttl;
	}

	/** Decodes a token patch: values are strings or null (anything else fails with id ""). */
	private static Map<String, String> decodeTokens(JsonObject raw) {
		Map<String, String> out = new LinkedHashMap<>();
		if (raw == null) {
			return out;
		}
		for (Map.Entry<String, JsonElement> e : raw.entrySet()) {
			JsonElement v = e.getValue();
			if (v.isJsonNull()) {
				out.put(e.getKey(), null);
			} else if (v.isJsonPrimitive() && v.getAsJsonPrimitive().isString()) {
				out.put(e.getKey(), v.getAsString());
			} else {
				throw new RequestError("invalid type: " + Params.describe(v) + ", expected a string");
			}
		}
		return out;
	}

	/** herdr's token rules: at most 16 names, each matching the name pattern; values normalised. */
	private static Map<String, String> checkTokens(Map<String, String> patch) {
		if (patch.size() > PER_REPORT) {
			throw new ApiError("invalid_metadata_token", "too many metadata tokens in one report (max " + PER_REPORT + ")");
		}
		Map<String, String> out = new LinkedHashMap<>();
		patch.forEach((name, value) -> {
			if (!TOKEN_NAME.matcher(name).matches()) {
				throw new ApiError("invalid_metadata_token", "invalid metadata token key: " + name);
			}
			String normalised = value == null ? "" : normalise(value);
			out.put(name, normalised.isEmpty() ? null : normalised); // empty after normalising clears
		});
		return out;
	}

	static String normalise(String value) {
		StringBuilder s = new StringBuilder();
		value.strip().codePoints().filter(c -> !Character.isISOControl(c)).forEach(s::appendCodePoint);
		String v = s.toString();
		return v.codePointCount(0, v.length()) > VALUE_CHARS ? v.substring(0, v.offsetByCodePoints(0, VALUE_CHARS)) : v;
	}

	private static boolean sequenceAccepted(Tokens tokens, String source, Long seq) {
		if (seq == null) {
			return true;
		}
		if (!tokens.knowsSource(source) && tokens.sequencedSources() >= PER_OWNER) {
			throw new ApiError("metadata_sequence_source_limit", "too many sequenced metadata sources");
		}
		return tokens.acceptSeq(source, seq);
	}

	private static void checkLimit(Tokens tokens, Map<String, String> patch) {
		if (tokens.sizeAfter(patch) > PER_OWNER) {
			throw new ApiError("metadata_token_limit", "metadata token limit exceeded (max " + PER_OWNER + ")");
		}
	}

	private JsonObject pane(Params p) {
		String paneId = p.str("pane_id");
		String rawSource = p.str("source");
		Map<String, String> patch = decodeTokens(p.optObject("tokens"));
		Long ttl = p.optUnsigned("ttl_ms");
		Long seq = p.optUnsigned("seq");
		String title = p.optStr("title");
		String displayAgent = p.optStr("display_agent");
		Map<String, String> labels = p.optStringMap("state_labels");
		boolean clearTitle = p.optBool("clear_title", false);
		boolean clearDisplay = p.optBool("clear_display_agent", false);
		boolean clearLabels = p.optBool("clear_state_labels", false);
		String agentGuard = p.optStr("agent");
		String sourceGuard = p.optStr("applies_to_source");
		Pane pane = session.pane(paneId);
		String source = checkSource(rawSource);
		Map<String, String> tokens = checkTokens(patch);
		checkTtl(ttl);
		if (agentGuard != null && agentGuard.isBlank()) {
			throw new ApiError("invalid_agent", "agent must not be empty");
		}
		if (sourceGuard != null) {
			checkSource(sourceGuard);
		}
		if ((title != null && clearTitle) || (displayAgent != null && clearDisplay) || (labels != null && clearLabels)) {
			throw new ApiError("invalid_metadata_request", "cannot set and clear the same metadata field");
		}
		if (labels != null) {
			for (String state : labels.keySet()) {
				if (!STATES.contains(state)) {
					throw new ApiError("invalid_state_label", "invalid state label: " + state);
				}
			}
		}
		boolean presentation = title != null || displayAgent != null || labels != null || clearTitle || clearDisplay
				|| clearLabels;
		if (tokens.isEmpty() && !presentation) {
			throw new ApiError("invalid_metadata_request", "missing metadata field to set or clear");
		}
		Terminal t = pane.terminal;
		checkLimit(t.tokens, tokens);
		if (!pane.id.equals(paneId)) {
			// herdr 0.9.5 (the seed): a pane that moved to another workspace keeps its tokens until they
			// expire; a report to its old id is acknowledged and reaches it no more
			return ok();
		}
		if (!sequenceAccepted(t.tokens, source, seq)) {
			return ok();
		}
		// the guards hold back presentation only; token reporters own their tokens (socket-api.mdx)
		boolean guardsPass = (agentGuard == null || agentGuard.strip().equals(t.agent))
				&& (sourceGuard == null || sourceGuard.strip().equals(t.reportSource));
		if (guardsPass) {
			if (title != null || clearTitle) {
				t.title = clearTitle ? null : normalise(title);
			}
			if (displayAgent != null || clearDisplay) {
				t.displayAgent = clearDisplay ? null : normalise(displayAgent);
			}
			if (labels != null || clearLabels) {
				t.stateLabels = clearLabels ? new TreeMap<>() : new TreeMap<>(labels);
			}
		}
		if (!tokens.isEmpty() && t.tokens.apply(tokens, ttl, System.nanoTime())) {
			// herdr's source: pane_updated only when the report changed something (a ttl always does)
			t.revision++;
			publish("pane_updated", "pane", Views.pane(session, pane));
		}
		return ok();
	}

	private JsonObject workspace(Params p) {
		String workspaceId = p.str("workspace_id");
		String rawSource = p.str("source");
		Map<String, String> patch = decodeTokens(p.object("tokens"));
		Long ttl = p.optUnsigned("ttl_ms");
		Long seq = p.optUnsigned("seq");
		Workspace w = session.workspace(workspaceId);
		String source = checkSource(rawSource);
		Map<String, String> tokens = checkTokens(patch);
		checkTtl(ttl);
		if (tokens.isEmpty()) {
			throw new ApiError("invalid_metadata_token", "missing token to set or clear");
		}
		checkLimit(w.tokens, tokens);
		if (!sequenceAccepted(w.tokens, source, seq)) {
			return ok();
		}
		// "herdr sends it on every token write, also one that changes nothing" (the seed)
		w.tokens.apply(tokens, ttl, System.nanoTime());
		publish("workspace_metadata_updated", "workspace", Views.workspace(session, w));
		return ok();
	}

	private JsonObject agentSession(Params p) {
		String paneId = p.str("pane_id");
		String rawSource = p.str("source");
		String agent = p.str("agent");
		String id = p.optStr("agent_session_id");
		String path = p.optStr("agent_session_path");
		p.optUnsigned("seq");
		Pane pane = session.pane(paneId);
		String source = checkSource(rawSource);
		if (agent.isBlank()) {
			throw new ApiError("invalid_agent", "agent must not be empty");
		}
		pane.terminal.agentSession = id != null ? new Terminal.AgentSession(source, agent, "id", id)
				: path != null ? new Terminal.AgentSession(source, agent, "path", path) : null;
		return ok();
	}
}
