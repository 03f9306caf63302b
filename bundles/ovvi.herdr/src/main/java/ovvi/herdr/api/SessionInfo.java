package ovvi.herdr.api;

import java.util.LinkedHashMap;
import java.util.Map;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** One entry of {@code herdr session list --json}, decoded leniently. */
public record SessionInfo(String name, boolean running, String socketPath) {

	/** The sessions by name, in herdr's order. */
	public static Map<String, SessionInfo> parseList(String json) {
		Map<String, SessionInfo> sessions = new LinkedHashMap<>();
		JsonObject root = JsonParser.parseString(json).getAsJsonObject();
		if (root.has("sessions")) {
			for (JsonElement element : root.getAsJsonArray("sessions")) {
				JsonObject session = element.getAsJsonObject();
				String name = Json.string(session, "name");
				if (name != null) {
					sessions.put(name, new SessionInfo(name, Json.bool(session, "running"), Json.string(session, "socket_path")));
				}
			}
		}
		return sessions;
	}
}
