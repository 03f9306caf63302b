package ovvi.sim;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Checks JSON against herdr's bundled schema: the subset it uses (type, const, enum, required,
 * properties, items, additionalProperties, $ref, anyOf, oneOf), plus one stricter rule: an object
 * may not carry a key its schema does not list (catches misspelt field names).
 */
public final class SchemaCheck {

	private static final JsonObject ROOT = load();

	private SchemaCheck() {
	}

	private static JsonObject load() {
		try (var in = SchemaCheck.class.getResourceAsStream("/herdr/herdr-api.schema.json")) {
			return JsonParser.parseReader(new InputStreamReader(in, StandardCharsets.UTF_8)).getAsJsonObject();
		} catch (IOException e) {
			throw new IllegalStateException(e);
		}
	}

	/** @return problems found, empty when the value fits schemas.{name} */
	public static List<String> check(String name, JsonElement value) {
		List<String> problems = new ArrayList<>();
		validate(value, ROOT.getAsJsonObject("schemas").getAsJsonObject(name), "$", problems);
		return problems;
	}

	private static JsonObject resolve(String ref) {
		JsonElement node = ROOT;
		for (String part : ref.substring(2).split("/")) {
			node = node.getAsJsonObject().get(part);
		}
		return node.getAsJsonObject();
	}

	private static void validate(JsonElement v, JsonObject s, String path, List<String> out) {
		if (s.has("$ref")) {
			validate(v, resolve(s.get("$ref").getAsString()), path, out);
			return;
		}
		if (s.has("anyOf") || s.has("oneOf")) {
			JsonArray options = s.has("anyOf") ? s.getAsJsonArray("anyOf") : s.getAsJsonArray("oneOf");
			List<String> best = null;
			for (JsonElement o : options) {
				List<String> attempt = new ArrayList<>();
				validate(v, o.getAsJsonObject(), path, attempt);
				if (attempt.isEmpty()) {
					return;
				}
				if (best == null || attempt.size() < best.size()) {
					best = attempt;
				}
			}
			out.add(path + ": matches no alternative, e.g. " + best);
			return;
		}
		if (s.has("const") && !s.get("const").equals(v)) {
			out.add(path + ": expected " + s.get("const") + " got " + v);
			return;
		}
		if (s.has("enum") && !s.getAsJsonArray("enum").contains(v)) {
			out.add(path + ": " + v + " not in " + s.get("enum"));
			return;
		}
		if (s.has("type") && !typeMatches(v, s.get("type"))) {
			out.add(path + ": type " + s.get("type") + " expected, got " + v);
			return;
		}
		if (v.isJsonObject()) {
			JsonObject o = v.getAsJsonObject();
			JsonObject props = s.has("properties") ? s.getAsJsonObject("properties") : new JsonObject();
			if (s.has("required")) {
				for (JsonElement r : s.getAsJsonArray("required")) {
					if (!o.has(r.getAsString())) {
						out.add(path + ": missing required " + r.getAsString());
					}
				}
			}
			for (var e : o.entrySet()) {
				if (props.has(e.getKey())) {
					validate(e.getValue(), props.getAsJsonObject(e.getKey()), path + "." + e.getKey(), out);
				} else if (s.has("additionalProperties") && s.get("additionalProperties").isJsonObject()) {
					validate(e.getValue(), s.getAsJsonObject("additionalProperties"), path + "." + e.getKey(), out);
				} else if (s.has("properties")) {
					out.add(path + ": unknown key " + e.getKey());
				}
			}
		}
		if (v.isJsonArray() && s.has("items")) {
			int i = 0;
			for (JsonElement item : v.getAsJsonArray()) {
				validate(item, s.getAsJsonObject("items"), path + "[" + i++ + "]", out);
			}
		}
	}

	private static boolean typeMatches(JsonElement v, JsonElement type) {
		if (type.isJsonArray()) {
			for (JsonElement t : type.getAsJsonArray()) {
				if (typeMatches(v, t)) {
					return true;
				}
			}
			return false;
		}
		return switch (type.getAsString()) {
		case "null" -> v.isJsonNull();
		case "object" -> v.isJsonObject();
		case "array" -> v.isJsonArray();
		case "string" -> v.isJsonPrimitive() && v.getAsJsonPrimitive().isString();
		case "boolean" -> v.isJsonPrimitive() && v.getAsJsonPrimitive().isBoolean();
		case "integer" -> v.isJsonPrimitive() && v.getAsJsonPrimitive().isNumber()
				&& v.getAsDouble() == Math.floor(v.getAsDouble());
		case "number" -> v.isJsonPrimitive() && v.getAsJsonPrimitive().isNumber();
		default -> false;
		};
	}
}
