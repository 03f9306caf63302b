package ovvi.model.write;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import ovvi.model.snapshot.Snapshot;

/**
 * The tabs whose panes the app's own writes opened, moved or closed. "Balance splits
 * automatically" re-balances only what another client did: the app's own writes balance
 * themselves, or keep their ratios on purpose (a tab moved to another space). A tab is left
 * alone in every comparison of two reads that the write may fall between, that is until the
 * read before the comparison started after the write ended.
 */
public final class OwnChanges {

	private static final Set<String> PANE_SETS = Set.of("pane.split", "pane.close", "pane.move");
	private static final long RUNNING = Long.MAX_VALUE;

	/** tab id → how many reads had started when the write that changed it ended (RUNNING while it runs). */
	private final Map<String, Long> tabs = new HashMap<>();

	/** A write is about to send this call, or got this reply: the tabs it names or whose panes it names. */
	synchronized void call(String method, JsonObject json, Snapshot last) {
		if (PANE_SETS.contains(method) && json != null) {
			collect(json, last);
		}
	}

	private void collect(JsonElement element, Snapshot last) {
		if (element.isJsonArray()) {
			element.getAsJsonArray().forEach(item -> collect(item, last));
		} else if (element.isJsonObject()) {
			for (Map.Entry<String, JsonElement> field : element.getAsJsonObject().entrySet()) {
				JsonElement value = field.getValue();
				if (value.isJsonPrimitive() && field.getKey().endsWith("tab_id")) {
					tabs.put(value.getAsString(), RUNNING);
				} else if (value.isJsonPrimitive() && field.getKey().endsWith("pane_id") && last != null) {
					String paneId = value.getAsString();
					last.panes().stream().filter(p -> p.id().equals(paneId)).forEach(p -> tabs.put(p.tabId(), RUNNING));
				} else {
					collect(value, last);
				}
			}
		}
	}

	/** The write that ran ended once {@code readsStarted} reads had started. */
	public synchronized void writeEnded(long readsStarted) {
		tabs.replaceAll((tab, endedAt) -> endedAt == RUNNING ? readsStarted : endedAt);
	}

	/**
	 * The tabs to leave alone when comparing read {@code before} with read {@code now} (numbered
	 * as the store numbers them); tabs whose writes ended before {@code now} started are then forgotten.
	 */
	public synchronized Set<String> between(long before, long now) {
		Set<String> own = new HashSet<>();
		tabs.forEach((tab, endedAt) -> {
			if (endedAt >= before) {
				own.add(tab);
			}
		});
		tabs.values().removeIf(endedAt -> endedAt < now);
		return own;
	}
}
