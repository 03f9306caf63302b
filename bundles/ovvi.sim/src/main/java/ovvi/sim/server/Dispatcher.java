package ovvi.sim.server;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonSyntaxException;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import java.io.IOException;
import java.io.StringReader;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import ovvi.sim.json.Json;

/** Decodes one request line and runs its method against the session. */
public final class Dispatcher {

	/** A method's body: takes params, returns the result object (with its "type"). */
	@FunctionalInterface
	public interface Method {
		JsonObject call(Params params);
	}

	/** Every method name herdr 0.9.5 knows, in its schema's order; used for "unknown variant". */
	static final List<String> KNOWN = List.of("ping", "server.stop", "server.live_handoff", "server.reload_config",
			"server.agent_manifests", "server.reload_agent_manifests", "notification.show", "client.window_title.set",
			"client.window_title.clear", "session.snapshot", "workspace.create", "workspace.list", "workspace.get",
			"workspace.focus", "workspace.rename", "workspace.move", "workspace.move_block",
			"workspace.report_metadata", "workspace.close", "worktree.list", "worktree.create", "worktree.open",
			"worktree.remove", "tab.create", "tab.list", "tab.get", "tab.focus", "tab.rename", "tab.move",
			"tab.close", "agent.list", "agent.get", "agent.read", "agent.explain", "agent.send_keys", "agent.rename",
			"agent.view.set", "agent.view.clear", "agent.focus", "agent.start", "agent.prompt", "agent.wait",
			"pane.split", "pane.swap", "pane.move", "pane.zoom", "pane.layout", "pane.process_info",
			"layout.export", "layout.apply", "layout.set_split_ratio", "pane.neighbor", "pane.edges",
			"pane.focus_direction", "pane.resize", "pane.scroll", "pane.list", "pane.current", "pane.get",
			"pane.focus", "pane.input.set", "pane.link.activate", "pane.link.resolve", "pane.rename", "pane.send_text", "pane.send_keys", "pane.send_input",
			"pane.read", "pane.graphics.set", "pane.graphics.clear", "pane.graphics.info", "pane.report_agent",
			"pane.report_agent_session", "pane.report_metadata", "pane.clear_agent_authority",
			"pane.release_agent", "pane.close", "popup.close", "events.subscribe", "events.wait",
			"pane.wait_for_output", "integration.install", "integration.uninstall", "plugin.link", "plugin.list",
			"plugin.unlink", "plugin.enable", "plugin.disable", "plugin.action.list", "plugin.action.invoke",
			"plugin.log.list", "plugin.pane.open", "plugin.pane.focus", "plugin.pane.close");

	private final Session session;
	private final Map<String, Method> methods = new LinkedHashMap<>();
	/** Methods that take the session's monitor themselves, around steps that must not hold it (git, waits). */
	private final java.util.Set<String> unlocked = new java.util.HashSet<>();

	Dispatcher(Session session) {
		this.session = session;
	}

	void register(String name, Method m) {
		methods.put(name, m);
	}

	/** A method whose reply herdr defers: it runs its own steps with {@link Session#atomically}. */
	void registerUnlocked(String name, Method m) {
		methods.put(name, m);
		unlocked.add(name);
	}

	/** A decoded request line. */
	public record Request(String id, String method, Params params) {
	}

	/** @throws RequestError when the line is not a request herdr would decode */
	static Request decode(String line) {
		JsonElement root;
		try {
			root = JsonParser.parseString(line);
		} catch (JsonSyntaxException | IllegalStateException e) {
			throw new RequestError(serdeSyntaxMessage(e));
		}
		if (!root.isJsonObject()) {
			throw new RequestError("invalid type: " + Params.describe(root) + ", expected struct Request");
		}
		JsonObject o = root.getAsJsonObject();
		Params top = new Params(o);
		String id = top.str("id");
		String method = top.str("method");
		boolean sim = method.startsWith("sim.");
		if (!KNOWN.contains(method) && !sim) {
			throw unknownMethod(method);
		}
		if (!o.has("params")) {
			throw new RequestError("missing field `params`");
		}
		JsonElement params = o.get("params");
		if (!params.isJsonObject()) {
			throw new RequestError("invalid type: " + Params.describe(params) + ", expected struct "
					+ structName(method));
		}
		return new Request(id, method, new Params(params.getAsJsonObject()));
	}

	/**
	 * The id herdr 0.9.2+ gives an {@code invalid_request} reply: the line's id when the line is
	 * one JSON object with exactly one top-level string {@code id}, else "" (a numeric or
	 * duplicated id, a truncated line, a non-object), as its {@code RequestId} fallback decodes it.
	 */
	static String correlatedId(String line) {
		if (!line.startsWith("{")) {
			return "";
		}
		try (JsonReader in = new JsonReader(new StringReader(line))) {
			String id = null;
			in.beginObject();
			while (in.hasNext()) {
				if (!in.nextName().equals("id")) {
					in.skipValue();
				} else if (id != null || in.peek() != JsonToken.STRING) {
					return "";
				} else {
					id = in.nextString();
				}
			}
			in.endObject();
			return id != null && in.peek() == JsonToken.END_DOCUMENT ? id : "";
		} catch (IOException | IllegalStateException e) {
			return "";
		}
	}

	/** What a herdr that does not know the method answers: serde's unknown variant over the methods it knows. */
	static RequestError unknownMethod(String method) {
		return new RequestError("unknown variant `" + method + "`, expected one of "
				+ oneOf(KNOWN.stream().filter(m -> !m.equals(method)).toList()));
	}

	static String oneOf(List<String> names) {
		return names.stream().map(n -> "`" + n + "`").collect(Collectors.joining(", "));
	}

	private static String structName(String method) {
		StringBuilder s = new StringBuilder();
		for (String part : method.split("[._]")) {
			s.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
		}
		return s.append("Params").toString();
	}

	private static String serdeSyntaxMessage(Exception e) {
		String m = e.getMessage() == null ? "" : e.getMessage();
		int at = m.indexOf(" at line ");
		if (m.contains("End of input")) {
			return "EOF while parsing a value at line 1 column 0";
		}
		return "expected value" + (at >= 0 ? m.substring(at, m.indexOf(" path") > at ? m.indexOf(" path") : m.length()) : "");
	}

	/** Runs a decoded request and returns the reply line (without newline). */
	String run(Request req) {
		Method m = methods.get(req.method());
		if (m == null) {
			if (req.method().startsWith("sim.")) {
				return error(req.id(), new RequestError("unknown variant `" + req.method() + "`, expected one of "
						+ oneOf(KNOWN)));
			}
			return error(req.id(), new ApiError("not_implemented",
					req.method() + " is not implemented by the herdr simulator"));
		}
		JsonObject result;
		try {
			result = unlocked.contains(req.method()) ? m.call(req.params())
					: session.atomically(() -> m.call(req.params()));
		} catch (RequestError e) {
			return error(req.id(), e);
		} catch (ApiError e) {
			return error(req.id(), e);
		}
		return Json.write(Json.obj("id", req.id(), "result", result));
	}

	/**
	 * A bug of the simulator, answered as herdr answers its own failures (internal_error, PROTOCOL.md
	 * §2.4) so the client gets a reply instead of a closed connection; the trace goes to the log.
	 */
	static ApiError internalError(RuntimeException e) {
		e.printStackTrace();
		return new ApiError("internal_error", "internal error: " + e);
	}

	static String error(String id, ApiError e) {
		return Json.write(Json.obj("id", id, "error", Json.obj("code", e.code(), "message", e.getMessage())));
	}
}
