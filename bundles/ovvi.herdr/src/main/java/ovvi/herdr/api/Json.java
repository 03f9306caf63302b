package ovvi.herdr.api;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/** Lenient field access: herdr omits empty fields, and newer versions add some. */
public final class Json {

	private Json() {
	}

	public static String string(JsonObject object, String key) {
		JsonElement value = object == null ? null : object.get(key);
		return value != null && value.isJsonPrimitive() ? value.getAsString() : null;
	}

	public static boolean bool(JsonObject object, String key) {
		JsonElement value = object == null ? null : object.get(key);
		return value != null && value.isJsonPrimitive() && value.getAsJsonPrimitive().isBoolean() && value.getAsBoolean();
	}

	public static JsonObject object(JsonObject object, String key) {
		JsonElement value = object == null ? null : object.get(key);
		return value != null && value.isJsonObject() ? value.getAsJsonObject() : null;
	}
}
