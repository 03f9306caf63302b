package ovvi.sim.json;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.util.Collection;
import java.util.Map;

/** One place for JSON output: compact, no HTML escaping (serde_json escapes neither '<' nor '='). */
public final class Json {

	private static final Gson GSON = new GsonBuilder().disableHtmlEscaping().serializeNulls().create();

	private Json() {
	}

	public static String write(JsonElement element) {
		return GSON.toJson(element);
	}

	public static JsonObject obj(Object... keyValues) {
		JsonObject o = new JsonObject();
		for (int i = 0; i < keyValues.length; i += 2) {
			put(o, (String) keyValues[i], keyValues[i + 1]);
		}
		return o;
	}

	/** Adds key=value; a null value leaves the key out, as serde's skip_serializing_if does. */
	public static JsonObject put(JsonObject o, String key, Object value) {
		JsonElement e = toJson(value);
		if (e != null) {
			o.add(key, e);
		}
		return o;
	}

	public static JsonElement toJson(Object value) {
		if (value == null) {
			return null;
		}
		if (value instanceof JsonElement e) {
			return e;
		}
		if (value instanceof String s) {
			return new JsonPrimitive(s);
		}
		if (value instanceof Boolean b) {
			return new JsonPrimitive(b);
		}
		if (value instanceof Number n) {
			return new JsonPrimitive(n);
		}
		if (value instanceof Map<?, ?> m) {
			JsonObject o = new JsonObject();
			m.forEach((k, v) -> put(o, (String) k, v));
			return o;
		}
		if (value instanceof Collection<?> c) {
			JsonArray a = new JsonArray();
			c.forEach(v -> a.add(toJson(v)));
			return a;
		}
		throw new IllegalArgumentException("no JSON form for " + value.getClass());
	}
}
