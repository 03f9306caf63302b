package ovvi.model.write;

import java.util.List;
import java.util.Map;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;

/** herdr call parameters from name/value pairs; a null value leaves the name out unless it is {@link #NULL}. */
final class Params {

	/** An explicit JSON null (pane.rename's cleared label, a cleared token). */
	static final Object NULL = new Object();

	private Params() {
	}

	static JsonObject of(Object... pairs) {
		JsonObject params = new JsonObject();
		for (int i = 0; i < pairs.length; i += 2) {
			Object value = pairs[i + 1];
			if (value != null) {
				params.add((String) pairs[i], json(value));
			}
		}
		return params;
	}

	private static JsonElement json(Object value) {
		return switch (value) {
		case JsonElement element -> element;
		case String text -> new JsonPrimitive(text);
		case Number number -> new JsonPrimitive(number);
		case Boolean bool -> new JsonPrimitive(bool);
		case List<?> list -> {
			JsonArray array = new JsonArray();
			list.forEach(item -> array.add(json(item)));
			yield array;
		}
		case Map<?, ?> map -> {
			JsonObject object = new JsonObject();
			map.forEach((k, v) -> object.add((String) k, v == null ? JsonNull.INSTANCE : json(v)));
			yield object;
		}
		default -> {
			if (value == NULL) {
				yield JsonNull.INSTANCE;
			}
			throw new IllegalArgumentException("no JSON for " + value.getClass());
		}
		};
	}
}
