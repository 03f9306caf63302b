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

	/**
	 * Sets or clears the named tokens; each one set gets this report's deadline (none without a ttl).
	 *
	 * @return whether anything changed: a value set, changed or cleared, or a ttl given (a new deadline)
	 */
	boolean apply(Map<String, String> patch, Long ttlMs, long nowNanos) {
		long deadline = ttlMs == null ? Long.MAX_VALUE : nowNanos + ttlMs * 1_000_000L;
		boolean changed = ttlMs != null;
		for (Map.Entry<String, String> e : patch.entrySet()) {
			Token before = e.getValue() == null ? tokens.remove(e.getKey())
					: tokens.put(e.getKey(), new Token(e.getValue(), deadline));
			changed |= e.getValue() == null ? before != null : before == null || !before.value.equals(e.getValue());
		}
		return changed;
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
