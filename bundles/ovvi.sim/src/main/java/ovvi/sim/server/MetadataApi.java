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

    private static String source(Params p) {
        String s = p.str("source").strip();
        if (!SOURCE.matcher(s).matches()) {
            throw new ApiError("invalid_metadata_source", "invalid metadata source: " + s);
        }
        return s;
    }

    private static Long ttl(Params p) {
        Long ttl = p.optUnsigned("ttl_ms");
        if (ttl != null && (ttl < 1 || ttl > MAX_TTL_MS)) {
            throw new ApiError("invalid_metadata_ttl", "ttl_ms must be between 1 and " + MAX_TTL_MS);
        }
        return ttl;
    }

    /** Names checked, values normalised; an empty value after normalisation clears. */
    private static Map<String, String> tokens(Params p) {
        JsonObject raw = p.optObject("tokens");
        Map<String, String> out = new LinkedHashMap<>();
        if (raw == null) {
            return out;
        }
        if (raw.size() > PER_REPORT) {
            throw new ApiError("invalid_metadata_token", "too many metadata tokens in one report (max " + PER_REPORT + ")");
        }
        for (Map.Entry<String, JsonElement> e : raw.entrySet()) {
            if (!TOKEN_NAME.matcher(e.getKey()).matches()) {
                throw new ApiError("invalid_metadata_token", "invalid metadata token key: " + e.getKey());
            }
            JsonElement v = e.getValue();
            if (v.isJsonNull()) {
                out.put(e.getKey(), null);
            } else if (v.isJsonPrimitive() && v.getAsJsonPrimitive().isString()) {
                String value = normalise(v.getAsString());
                out.put(e.getKey(), value.isEmpty() ? null : value);
            } else {
                throw new RequestError("invalid type: " + Params.describe(v) + ", expected a string");
            }
        }
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
        Pane pane = session.pane(p.str("pane_id"));
        String source = source(p);
        Map<String, String> tokens = tokens(p);
        Long ttl = ttl(p);
        Long seq = p.optUnsigned("seq");
        String title = p.optStr("title");
        String displayAgent = p.optStr("display_agent");
        Map<String, String> labels = p.optStringMap("state_labels");
        boolean clearTitle = p.optBool("clear_title", false);
        boolean clearDisplay = p.optBool("clear_display_agent", false);
        boolean clearLabels = p.optBool("clear_state_labels", false);
        p.optStr("agent");
        p.optStr("applies_to_source");
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
        if (!p.has("tokens") && !presentation) {
            throw new ApiError("invalid_metadata_request", "missing metadata field to set or clear");
        }
        Terminal t = pane.terminal;
        checkLimit(t.tokens, tokens);
        if (!sequenceAccepted(t.tokens, source, seq)) {
            return ok();
        }
        if (title != null || clearTitle) {
            t.title = clearTitle ? null : normalise(title);
        }
        if (displayAgent != null || clearDisplay) {
            t.displayAgent = clearDisplay ? null : normalise(displayAgent);
        }
        if (labels != null || clearLabels) {
            t.stateLabels = clearLabels ? new TreeMap<>() : new TreeMap<>(labels);
        }
        if (t.tokens.apply(tokens, ttl, System.nanoTime())) {
            t.revision++;
            publish("pane_updated", "pane", Views.pane(session, pane));
        }
        return ok();
    }

    private JsonObject workspace(Params p) {
        Workspace w = session.workspace(p.str("workspace_id"));
        String source = source(p);
        Map<String, String> tokens = tokens(p);
        Long ttl = ttl(p);
        Long seq = p.optUnsigned("seq");
        if (tokens.isEmpty()) {
            throw new ApiError("invalid_metadata_token", "missing token to set or clear");
        }
        checkLimit(w.tokens, tokens);
        if (!sequenceAccepted(w.tokens, source, seq)) {
            return ok();
        }
        if (w.tokens.apply(tokens, ttl, System.nanoTime())) {
            publish("workspace_metadata_updated", "workspace", Views.workspace(session, w));
        }
        return ok();
    }

    private JsonObject agentSession(Params p) {
        Pane pane = session.pane(p.str("pane_id"));
        String source = source(p);
        String agent = p.str("agent");
        if (agent.isBlank()) {
            throw new ApiError("invalid_agent", "agent must not be empty");
        }
        String id = p.optStr("agent_session_id");
        String path = p.optStr("agent_session_path");
        p.optUnsigned("seq");
        pane.terminal.agentSession = id != null ? new Terminal.AgentSession(source, agent, "id", id)
                : path != null ? new Terminal.AgentSession(source, agent, "path", path) : null;
        return ok();
    }
}
