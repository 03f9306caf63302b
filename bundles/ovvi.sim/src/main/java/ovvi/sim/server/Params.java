package ovvi.sim.server;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Typed access to a request's params; failures read like serde's decoding errors. */
public final class Params {

	private final JsonObject o;

	public Params(JsonObject o) {
		this.o = o;
	}

	public JsonObject raw() {
		return o;
	}

	public boolean has(String key) {
		return o.has(key) && !o.get(key).isJsonNull();
	}

	public String str(String key) {
		if (!o.has(key)) {
			throw new RequestError("missing field `" + key + "`");
		}
		return asString(key, o.get(key));
	}

	public String optStr(String key) {
		return has(key) ? asString(key, o.get(key)) : null;
	}

	private static String asString(String key, JsonElement e) {
		if (e.isJsonPrimitive() && e.getAsJsonPrimitive().isString()) {
			return e.getAsString();
		}
		throw new RequestError("invalid type: " + describe(e) + ", expected a string");
	}

	public boolean optBool(String key, boolean dflt) {
		if (!has(key)) {
			return dflt;
		}
		JsonElement e = o.get(key);
		if (e.isJsonPrimitive() && e.getAsJsonPrimitive().isBoolean()) {
			return e.getAsBoolean();
		}
		throw new RequestError("invalid type: " + describe(e) + ", expected a boolean");
	}

	public Double optNumber(String key) {
		if (!has(key)) {
			return null;
		}
		JsonElement e = o.get(key);
		if (e.isJsonPrimitive() && e.getAsJsonPrimitive().isNumber()) {
			return e.getAsDouble();
		}
		throw new RequestError("invalid type: " + describe(e) + ", expected f32");
	}

	public double number(String key) {
		if (!o.has(key)) {
			throw new RequestError("missing field `" + key + "`");
		}
		return optNumber(key);
	}

	public Long optUnsigned(String key) {
		if (!has(key)) {
			return null;
		}
		JsonElement e = o.get(key);
		if (e.isJsonPrimitive() && e.getAsJsonPrimitive().isNumber()) {
			double d = e.getAsDouble();
			if (d >= 0 && d == Math.floor(d)) {
				return e.getAsLong();
			}
		}
		throw new RequestError("invalid type: " + describe(e) + ", expected u64");
	}

	public String optEnum(String key, String... allowed) {
		String v = optStr(key);
		if (v == null) {
			return null;
		}
		for (String a : allowed) {
			if (a.equals(v)) {
				return v;
			}
		}
		throw new RequestError("unknown variant `" + v + "`, expected " + Dispatcher.oneOf(List.of(allowed)));
	}

	public String enumValue(String key, String... allowed) {
		if (!o.has(key)) {
			throw new RequestError("missing field `" + key + "`");
		}
		return optEnum(key, allowed);
	}

	public JsonObject optObject(String key) {
		if (!has(key)) {
			return null;
		}
		JsonElement e = o.get(key);
		if (!e.isJsonObject()) {
			throw new RequestError("invalid type: " + describe(e) + ", expected a map");
		}
		return e.getAsJsonObject();
	}

	public JsonObject object(String key) {
		if (!o.has(key)) {
			throw new RequestError("missing field `" + key + "`");
		}
		return optObject(key);
	}

	public JsonArray array(String key) {
		if (!o.has(key)) {
			throw new RequestError("missing field `" + key + "`");
		}
		return optArray(key);
	}

	public JsonArray optArray(String key) {
		if (!has(key)) {
			return null;
		}
		JsonElement e = o.get(key);
		if (!e.isJsonArray()) {
			throw new RequestError("invalid type: " + describe(e) + ", expected a sequence");
		}
		return e.getAsJsonArray();
	}

	public List<String> optStringList(String key) {
		JsonArray a = optArray(key);
		if (a == null) {
			return null;
		}
		List<String> out = new ArrayList<>();
		for (JsonElement e : a) {
			out.add(asString(key, e));
		}
		return out;
	}

	public Map<String, String> optStringMap(String key) {
		JsonObject m = optObject(key);
		if (m == null) {
			return null;
		}
		Map<String, String> out = new LinkedHashMap<>();
		for (var entry : m.entrySet()) {
			out.put(entry.getKey(), asString(entry.getKey(), entry.getValue()));
		}
		return out;
	}

	public Params nested(String key) {
		return new Params(object(key));
	}

	static String describe(JsonElement e) {
		if (e == null || e.isJsonNull()) {
			return "null";
		}
		if (e.isJsonArray()) {
			return "sequence";
		}
		if (e.isJsonObject()) {
			return "map";
		}
		JsonPrimitive p = e.getAsJsonPrimitive();
		if (p.isBoolean()) {
			return "boolean `" + p.getAsBoolean() + "`";
		}
		if (p.isString()) {
			return "string \"" + p.getAsString() + "\"";
		}
		double d = p.getAsDouble();
		if (d == Math.floor(d) && !p.getAsString().contains(".")) {
			return (d < 0 ? "integer `" : "integer `") + p.getAsString() + "`";
		}
		return "floating point `" + p.getAsString() + "`";
	}
}
