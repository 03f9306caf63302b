package ovvi.model.write;

import com.google.gson.JsonObject;

import ovvi.herdr.api.HerdrBadReply;
import ovvi.herdr.api.HerdrErrorReply;
import ovvi.model.snapshot.SnapshotDecoder;

/** The few fields of herdr's write replies that a next step needs. */
final class Replies {

	private Replies() {
	}

	/** pane.move's move_result, pane.swap's swap, pane.resize's resize. */
	static JsonObject part(JsonObject reply, String name) {
		JsonObject part = SnapshotDecoder.object(reply, name);
		return part == null ? new JsonObject() : part;
	}

	/** herdr's reason when a move, swap or resize changed nothing, else null. */
	static String unchanged(JsonObject part) {
		boolean changed = !part.has("changed") || SnapshotDecoder.bool(part, "changed");
		if (changed) {
			return null;
		}
		String reason = SnapshotDecoder.string(part, "reason");
		return reason == null ? "unchanged" : reason;
	}

	/**
	 * A later step of a multi-step write that changed nothing (herdr's reason as the code): the
	 * write stops there, what the steps before did stays, and the notice says where it got to.
	 */
	static HerdrErrorReply stoppedAt(String method, String reason) {
		return new HerdrErrorReply(method, reason, "herdr changed nothing at this step");
	}

	/** The id of a record inside a reply: reply.field.key, e.g. pane.pane_id. */
	static String id(String host, String method, JsonObject reply, String field, String key) throws HerdrBadReply {
		String id = SnapshotDecoder.string(SnapshotDecoder.object(reply, field), key);
		if (id == null) {
			throw new HerdrBadReply(host, method, String.valueOf(reply), null);
		}
		return id;
	}
}
