package ovvi.sim.server;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/** One metadata token map (per terminal or per workspace), each name with its own deadline. */
public final class Tokens {

    private record Token(String value, long deadlineNanos) {
    }

    private final Map<String, Token> tokens = new LinkedHashMap<>();
    private final Map<String, Long> lastSeq = new LinkedHashMap<>();

    /** Names retained after applying a patch, for the per-pane limit check. */
    int sizeAfter(Map<String, String> patch) {
        Map<String, Token> copy = new LinkedHashMap<>(tokens);
        patch.forEach((k, v) -> {
            if (v == null) {
                copy.remove(k);
            } else {
                copy.put(k, null);
            }
        });
        return copy.size();
    }

    /** Sets or clears the named tokens; each one set gets this report's deadline (none without a ttl). */
    void apply(Map<String, String> patch, Long ttlMs, long nowNanos) {
        long deadline = ttlMs == null ? Long.MAX_VALUE : nowNanos + ttlMs * 1_000_000L;
        patch.forEach((name, value) -> {
            if (value == null) {
                tokens.remove(name);
            } else {
                tokens.put(name, new Token(value, deadline));
            }
        });
    }

    /** @return whether a token expired */
    boolean expire(long nowNanos) {
        return tokens.values().removeIf(t -> t.deadlineNanos <= nowNanos);
    }

    /** @return false when this seq is stale for the source (the report is acknowledged, not applied) */
    boolean acceptSeq(String source, long seq) {
        Long last = lastSeq.get(source);
        if (last != null && seq <= last) {
            return false;
        }
        lastSeq.put(source, seq);
        return true;
    }

    boolean knowsSource(String source) {
        return lastSeq.containsKey(source);
    }

    int sequencedSources() {
        return lastSeq.size();
    }

    /** Sorted by name, as herdr's BTreeMap serialises them. */
    Map<String, String> asMap() {
        Map<String, String> out = new TreeMap<>();
        tokens.forEach((k, t) -> out.put(k, t.value));
        return out;
    }
}
