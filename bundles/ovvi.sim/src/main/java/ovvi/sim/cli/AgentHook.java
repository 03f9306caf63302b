package ovvi.sim.cli;

import com.google.gson.JsonObject;
import java.util.List;
import java.util.Map;
import ovvi.sim.json.Json;

/**
 * herdr's commands for custom agent hooks ({@code herdr pane report-agent|report-agent-session|release-agent},
 * cli-reference.mdx "Report agent state from custom hooks"): their options and the API call each makes.
 */
enum AgentHook {

	REPORT_AGENT("report-agent", "pane.report_agent", List.of("--source", "--agent", "--state"),
			List.of("--message", "--seq", "--agent-session-id", "--agent-session-path")),
	REPORT_AGENT_SESSION("report-agent-session", "pane.report_agent_session", List.of("--source", "--agent"),
			List.of("--seq", "--agent-session-id", "--agent-session-path", "--session-start-source")),
	RELEASE_AGENT("release-agent", "pane.release_agent", List.of("--source", "--agent"), List.of("--seq"));

	private static final Map<String, String> VALUES = Map.of("--source", "ID", "--agent", "LABEL", "--state",
			"idle|working|blocked|unknown", "--message", "TEXT", "--seq", "N", "--agent-session-id", "ID",
			"--agent-session-path", "PATH", "--session-start-source", "SOURCE");
	private static final List<String> STATES = List.of("idle", "working", "blocked", "unknown");

	final String command;
	final String method;
	private final List<String> required;
	private final List<String> optional;

	AgentHook(String command, String method, List<String> required, List<String> optional) {
		this.command = command;
		this.method = method;
		this.required = required;
		this.optional = optional;
	}

	/** The hook command with this name, or null. */
	static AgentHook named(String command) {
		for (AgentHook hook : values()) {
			if (hook.command.equals(command)) {
				return hook;
			}
		}
		return null;
	}

	String usage() {
		StringBuilder usage = new StringBuilder("usage: herdr pane " + command + " <pane_id>");
		required.forEach(option -> usage.append(' ').append(option).append(' ').append(VALUES.get(option)));
		optional.forEach(option -> usage.append(" [").append(option).append(' ').append(VALUES.get(option)).append(']'));
		return usage.toString();
	}

	/**
	 * The params of the API call, or null when the arguments are not this command's: a missing
	 * pane id or required option, an unknown option, a state or sequence number herdr refuses.
	 */
	JsonObject params(List<String> args) {
		if (args.isEmpty() || args.get(0).startsWith("--")) {
			return null;
		}
		JsonObject params = Json.obj("pane_id", args.get(0));
		for (int i = 1; i < args.size(); i += 2) {
			String option = args.get(i);
			if (i + 1 >= args.size() || !(required.contains(option) || optional.contains(option))) {
				return null;
			}
			String value = args.get(i + 1);
			String key = option.substring(2).replace('-', '_');
			if (option.equals("--seq")) {
				Long seq = unsigned(value);
				if (seq == null) {
					return null;
				}
				params.addProperty(key, seq);
			} else if (option.equals("--state") && !STATES.contains(value)) {
				return null;
			} else {
				params.addProperty(key, value);
			}
		}
		for (String option : required) {
			if (!params.has(option.substring(2))) {
				return null;
			}
		}
		return params;
	}

	private static Long unsigned(String value) {
		try {
			long n = Long.parseLong(value);
			return n < 0 ? null : n;
		} catch (NumberFormatException e) {
			return null;
		}
	}
}
