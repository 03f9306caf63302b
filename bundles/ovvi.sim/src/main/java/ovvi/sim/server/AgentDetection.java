package ovvi.sim.server;

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
    private static final List<String> WORKING = List.of("esc to interrupt", "esc to cancel", "working…", "thinking…");
    private static final int TAIL_ROWS = 15;

    private AgentDetection() {
    }

    /** The agent label for a process, looking at its name, argv[0] and an interpreter's script. */
    static String label(String comm, List<String> argv) {
        String found = normalise(comm);
        if (found == null && !argv.isEmpty()) {
            found = normalise(base(argv.get(0)));
            if (found == null && argv.size() > 1) {
                found = normalise(base(argv.get(1)));
            }
        }
        return found;
    }

    private static String base(String path) {
        int slash = path.lastIndexOf('/');
        return slash < 0 ? path : path.substring(slash + 1);
    }

    private static String normalise(String name) {
        if (name == null) {
            return null;
        }
        String n = name.toLowerCase(Locale.ROOT);
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
