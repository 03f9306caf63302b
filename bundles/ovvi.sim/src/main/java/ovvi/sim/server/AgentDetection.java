package ovvi.sim.server;

import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import ovvi.sim.vt.Line;

/**
 * Which agent runs in a pane (by the foreground process's name, PROTOCOL.md §10.2) and what state
 * its screen shows. The screen rules follow the agents' own prompts: an approval dialog is
 * "blocked", an "esc to interrupt" hint is "working", anything else is "idle".
 */
final class AgentDetection {

	private static final List<String> LABELS = List.of("pi", "claude", "codex", "gemini", "cursor", "devin", "agy",
			"cline", "omp", "mastracode", "opencode", "copilot", "kimi", "kiro", "droid", "amp", "grok", "hermes",
			"kilo", "qodercli", "qwen", "maki");
	private static final Map<String, String> ALIASES = Map.of("claude-code", "claude", "cursor-agent", "cursor",
			"github-copilot", "copilot");
	private static final List<String> BLOCKED = List.of("do you want to", "(y/n)", "allow once", "approve?",
			"waiting for approval");
	/** "working..." is pi's spinner (herdr's manifests/pi.toml: "Working..." anywhere on the recent screen). */
	private static final List<String> WORKING = List.of("esc to interrupt", "esc to cancel", "working…", "thinking…",
			"working...");
	private static final int TAIL_ROWS = 15;
	private static final List<String> RUNTIMES = List.of("node", "bun", "python", "python3", "sh", "bash", "zsh",
			"fish");
	private static final List<String> OPTIONS_WITH_VALUE = List.of("-r", "--require", "--loader", "--import",
			"--experimental-loader", "--inspect-port", "-W", "-X", "-S", "-L", "-o");
	/** herdr knows pi's npm package by its CLI's path even when its file name says nothing. */
	private static final String PI_PACKAGE_CLI = "node_modules/@earendil-works/pi-coding-agent/dist/cli.js";

	private AgentDetection() {
	}

	/**
	 * The agent label for the foreground group's leader, as herdr's normalized_process_name sees
	 * it on Linux: a runtime or shell (node, bun, python, sh...) is named by the script it runs,
	 * skipping its options, so {@code node --no-warnings /x/bin/codex} is codex; otherwise the
	 * process name, then argv[0]. A script is known by its base name without .js/.exe, by pi's
	 * package path, or by the base name its symbolic links resolve to.
	 */
	static String label(String comm, List<String> argv) {
		if (comm == null) {
			return null;
		}
		String runtime = lookupName(base(comm));
		if (RUNTIMES.contains(runtime)) {
			String wrapped = scriptAgent(runtime, argv);
			if (wrapped != null) {
				return wrapped;
			}
		}
		String byName = normalise(comm);
		if (byName != null) {
			return byName;
		}
		return argv.isEmpty() ? null : fromPathToken(argv.get(0));
	}

	private static String scriptAgent(String runtime, List<String> argv) {
		List<String> eval = switch (runtime) {
		case "node", "bun" -> List.of("-e", "--eval", "-p", "--print");
		case "python", "python3" -> List.of("-c", "-m");
		default -> List.of("-c");
		};
		for (int i = 1; i < argv.size(); i++) {
			String arg = argv.get(i);
			if (arg.equals("--")) {
				return i + 1 < argv.size() ? fromPathToken(argv.get(i + 1)) : null;
			}
			if (eval.stream().anyMatch(flag -> isFlag(arg, flag))) {
				return null; // code given inline names no script
			}
			if (arg.startsWith("-")) {
				if (OPTIONS_WITH_VALUE.contains(arg)) {
					i++;
				}
				continue;
			}
			return fromPathToken(arg);
		}
		return null;
	}

	private static boolean isFlag(String arg, String flag) {
		return arg.equals(flag) || (flag.startsWith("--") ? arg.startsWith(flag + "=") : arg.startsWith(flag));
	}

	private static String fromPathToken(String token) {
		String path = token.strip().replaceAll("^[\"']+|[\"']+$", "");
		if (path.isEmpty() || path.startsWith("-")) {
			return null;
		}
		String found = normalise(base(path));
		if (found == null && path.replace('\\', '/').toLowerCase(Locale.ROOT).contains(PI_PACKAGE_CLI)) {
			found = "pi";
		}
		if (found == null && path.indexOf('/') >= 0) {
			try {
				Path resolved = Path.of(path).toRealPath().getFileName();
				found = resolved == null ? null : normalise(resolved.toString());
			} catch (IOException | InvalidPathException unresolvable) {
				return null;
			}
		}
		return found;
	}

	private static String base(String path) {
		String trimmed = path.replaceAll("[/\\\\]+$", "");
		int slash = Math.max(trimmed.lastIndexOf('/'), trimmed.lastIndexOf('\\'));
		return slash < 0 ? trimmed : trimmed.substring(slash + 1);
	}

	/** herdr's normalized_agent_lookup_name: lower case, without one Windows or script suffix. */
	private static String lookupName(String name) {
		String n = name.strip().toLowerCase(Locale.ROOT);
		for (String suffix : List.of(".exe", ".cmd", ".bat", ".ps1", ".js")) {
			if (n.endsWith(suffix)) {
				return n.substring(0, n.length() - suffix.length());
			}
		}
		return n;
	}

	private static String normalise(String name) {
		String n = lookupName(name);
		if (LABELS.contains(n)) {
			return n;
		}
		return ALIASES.get(n);
	}

	static String state(List<Line> visible) {
		int end = visible.size();
		while (end > 0 && visible.get(end - 1).isBlank()) {
			end--;
		}
		StringBuilder tail = new StringBuilder();
		for (int i = Math.max(0, end - TAIL_ROWS); i < end; i++) {
			tail.append(visible.get(i).text().toLowerCase(Locale.ROOT)).append('\n');
		}
		String text = tail.toString();
		if (BLOCKED.stream().anyMatch(text::contains)) {
			return "blocked";
		}
		if (WORKING.stream().anyMatch(text::contains)) {
			return "working";
		}
		return "idle";
	}

	/** The OSC title minus one leading spinner or activity glyph (herdr's terminal_title_stripped). */
	static String stripTitle(String title) {
		if (title == null || title.isEmpty()) {
			return null;
		}
		int first = title.codePointAt(0);
		boolean glyph = (first >= 0x2800 && first <= 0x28FF) || "✳✻✶✢✽·*●◐◓◑◒⠂⠐".indexOf(first) >= 0;
		String rest = glyph ? title.substring(Character.charCount(first)).stripLeading() : title;
		return rest.isEmpty() ? null : rest;
	}
}
