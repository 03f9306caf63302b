package ovvi.model.write;

import java.util.HashMap;
import java.util.Map;

import ovvi.herdr.api.HerdrException;

/**
 * Ovvi's presence tokens, so a process in the session knows what Ovvi does: ovvi-shown on a pane
 * in view ("1" on This Mac, "remote" on another machine; null clears it) and ovvi-open on each
 * space a window has open ("1", the protocol version; null clears it). Both with ttl_ms 30000,
 * written again every 10 s by their owner.
 */
public record PresenceToken(String method, String idName, String id, String token, String value) implements Write {

	static final int TTL_MS = 30_000;

	public static PresenceToken paneShown(String paneId, String valueOrNull) {
		return new PresenceToken("pane.report_metadata", "pane_id", paneId, "ovvi-shown", valueOrNull);
	}

	public static PresenceToken spaceOpen(String spaceId, boolean open) {
		return new PresenceToken("workspace.report_metadata", "workspace_id", spaceId, "ovvi-open", open ? "1" : null);
	}

	@Override
	public String action() {
		return "Presence";
	}

	@Override
	public Outcome run(WriteContext context) throws HerdrException, InterruptedException {
		Map<String, Object> tokens = new HashMap<>();
		tokens.put(token, value);
		context.call(method, Params.of(idName, id, "source", "ovvi", "tokens", tokens, "ttl_ms", TTL_MS));
		return Outcome.DONE;
	}
}
