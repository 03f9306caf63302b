package ovvi.sim.cli;

import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.util.List;
import ovvi.sim.json.Json;

/** The token options of {@code herdr pane report-metadata} (cli-reference.mdx) as the API call's params. */
final class MetadataOptions {

	private MetadataOptions() {
	}

	/** The params of pane.report_metadata, or null when the options are not herdr's. */
	static JsonObject params(String paneId, List<String> options) {
		JsonObject params = Json.obj("pane_id", paneId);
		JsonObject tokens = new JsonObject();
		for (int i = 0; i < options.size(); i += 2) {
			if (i + 1 >= options.size()) {
				return null;
			}
			String value = options.get(i + 1);
			switch (options.get(i)) {
			case "--source" -> params.addProperty("source", value);
			case "--token" -> {
				int equals = value.indexOf('=');
				if (equals <= 0) {
					return null;
				}
				tokens.add(value.substring(0, equals), new JsonPrimitive(value.substring(equals + 1)));
			}
			case "--clear-token" -> tokens.add(value, JsonNull.INSTANCE);
			case "--ttl-ms", "--seq" -> {
				try {
					params.addProperty(options.get(i).equals("--seq") ? "seq" : "ttl_ms", Long.parseLong(value));
				} catch (NumberFormatException e) {
					return null;
				}
			}
			default -> {
				return null;
			}
			}
		}
		if (tokens.size() > 0) {
			params.add("tokens", tokens);
		}
		return params;
	}
}
