package ovvi.sim.server;

import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import ovvi.sim.json.Json;
import ovvi.sim.vt.Line;

/** pane.read (PROTOCOL.md §8.1): visible, recent, recent_unwrapped and detection windows. */
final class PaneReader {

	/**
	 * 0.8.2 caps at 1000 lines; herdr 0.9.5 reads what Ovvi's Find asks for, "a text cut at 5000
	 * lines" (the seed, PROTOCOL.md §13.3).
	 */
	static final int MAX_LINES = 5000;
	private static final int DEFAULT_RECENT = 80;

	/** A decoded read request: which window, how many lines, which format. */
	record Query(String source, Long lines, String format) {

		/** Decodes every field before anything is read (a bad one fails with id ""). */
		static Query parse(Params p) {
			String source = p.enumValue("source", "visible", "recent", "recent_unwrapped", "detection");
			Long lines = p.optUnsigned("lines");
			String format = p.optEnum("format", "text", "ansi");
			p.optBool("strip_ansi", true);
			return new Query(source, lines, format == null ? "text" : format);
		}
	}

	private PaneReader() {
	}

	static JsonObject read(Pane pane, Query q) {
		String source = q.source();
		boolean ansi = q.format().equals("ansi") && !source.equals("detection");
		var screen = pane.terminal.process.screen;
		String text;
		boolean truncated;
		if (source.equals("visible") || source.equals("detection")) {
			List<Line> rows = screen.viewport();
			trimTrailingBlank(rows);
			int n = q.lines() == null ? rows.size() : (int) Math.min(q.lines(), MAX_LINES);
			truncated = rows.size() > n;
			text = join(rows.subList(rows.size() - Math.min(n, rows.size()), rows.size()), ansi);
		} else {
			int n = (int) Math.min(q.lines() == null ? DEFAULT_RECENT : q.lines(), MAX_LINES);
			List<Line> all = screen.history();
			truncated = all.size() > n;
			List<Line> window = new ArrayList<>(all.subList(Math.max(0, all.size() - n), all.size()));
			if (source.equals("recent")) {
				trimTrailingBlank(window);
				text = join(window, ansi);
			} else {
				text = unwrapped(window, ansi);
			}
		}
		JsonObject read = Json.obj("pane_id", pane.id, "workspace_id", pane.workspace.id, "tab_id", pane.tab.id,
				"source", source, "format", q.format(), "text", text, "revision", 0, "truncated", truncated);
		return Json.obj("type", "pane_read", "read", read);
	}

	private static void trimTrailingBlank(List<Line> rows) {
		while (!rows.isEmpty() && rows.get(rows.size() - 1).isBlank()) {
			rows.remove(rows.size() - 1);
		}
	}

	private static String join(List<Line> rows, boolean ansi) {
		StringBuilder s = new StringBuilder();
		for (Line l : rows) {
			s.append(ansi ? l.ansi(l.width()) : l.text()).append('\n');
		}
		return s.toString();
	}

	/** Soft-wrapped rows joined into logical lines, not trimmed (herdr leaves this to its library). */
	private static String unwrapped(List<Line> rows, boolean ansi) {
		StringBuilder s = new StringBuilder();
		for (int i = 0; i < rows.size(); i++) {
			Line l = rows.get(i);
			if (l.isWrapped()) {
				s.append(ansi ? l.ansi(l.width()) : l.fullText());
			} else {
				s.append(ansi ? l.ansi(l.width()) : l.text());
				if (i < rows.size() - 1) {
					s.append('\n');
				}
			}
		}
		return s.toString();
	}
}
