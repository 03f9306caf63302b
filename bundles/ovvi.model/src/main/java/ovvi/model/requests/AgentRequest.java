package ovvi.model.requests;

import java.util.ArrayList;
import java.util.List;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/**
 * One request as the ovvi command wrote it: {"v":1, "id", "pane", "cwd", "verb", "args":[...],
 * "stdin"?}. Decoding checks its shape and that it is the request that rang: the same id, from the
 * pane that rang. Nothing in it is ever run; it only names what to open, copy or show.
 */
public record AgentRequest(String id, String paneId, String cwd, String verb, List<String> args, String stdin) {

	public static final int PROTOCOL = 1;

	/** A request that is not taken, with the reason the command prints. */
	public static final class Malformed extends Exception {
		private static final long serialVersionUID = 1L;

		Malformed(String reason) {
			super(reason);
		}
	}

	/** The request in the file taken for the ring of {@code id} in pane {@code paneId}. */
	public static AgentRequest decode(String json, String id, String paneId) throws Malformed {
		JsonObject object;
		try {
			JsonElement parsed = JsonParser.parseString(json);
			if (!parsed.isJsonObject()) {
				throw new Malformed("the request is not a JSON object");
			}
			object = parsed.getAsJsonObject();
		} catch (JsonParseException e) {
			throw new Malformed("the request is not valid JSON: " + e.getMessage());
		}
		if (!object.has("v") || !object.get("v").isJsonPrimitive() || object.get("v").getAsJsonPrimitive().isString()
				|| object.get("v").getAsInt() != PROTOCOL) {
			throw new Malformed("the request's version is not " + PROTOCOL + ": update the ovvi command (Ovvi writes it again when it connects)");
		}
		String ownId = text(object, "id");
		if (!id.equals(ownId)) {
			throw new Malformed("the request's id " + ownId + " is not the id that rang, " + id);
		}
		String pane = text(object, "pane");
		if (!paneId.equals(pane)) {
			throw new Malformed("the request names pane " + pane + ", but pane " + paneId + " rang");
		}
		List<String> args = new ArrayList<>();
		JsonElement given = object.get("args");
		if (given == null || !given.isJsonArray()) {
			throw new Malformed("the request has no list of arguments");
		}
		for (JsonElement arg : (JsonArray) given) {
			if (!arg.isJsonPrimitive() || !arg.getAsJsonPrimitive().isString()) {
				throw new Malformed("the request's arguments are not all text");
			}
			args.add(arg.getAsString());
		}
		String stdin = object.has("stdin") ? text(object, "stdin") : null;
		return new AgentRequest(ownId, pane, text(object, "cwd"), text(object, "verb"), List.copyOf(args), stdin);
	}

	private static String text(JsonObject object, String name) throws Malformed {
		JsonElement value = object.get(name);
		if (value == null || !value.isJsonPrimitive() || !value.getAsJsonPrimitive().isString()) {
			throw new Malformed("the request's \"" + name + "\" is missing or not text");
		}
		return value.getAsString();
	}
}
