package ovvi.sim.server;

import com.google.gson.JsonObject;
import java.util.List;
import java.util.Map;

/**
 * A decoded layout.apply tree (PROTOCOL.md §4.6, §5.5), checked against herdr's limits before any
 * pane is started: a bad node fails the request without side effects.
 */
sealed interface LayoutSpec {

	int MAX_PANES = 24;
	int MAX_DEPTH = 16;

	/** A pane node: label trimmed (blank ignored), cwd verbatim, argv run without a shell. */
	record PaneSpec(String label, String cwd, List<String> command, Map<String, String> env) implements LayoutSpec {
	}

	record SplitSpec(String direction, float ratio, LayoutSpec first, LayoutSpec second) implements LayoutSpec {
	}

	static LayoutSpec parse(JsonObject root) {
		return parse(root, 1, new int[1]);
	}

	private static LayoutSpec parse(JsonObject n, int depth, int[] panes) {
		if (depth > MAX_DEPTH) {
			throw new ApiError("invalid_layout", "layout is deeper than " + MAX_DEPTH);
		}
		Params p = new Params(n);
		String type = p.enumValue("type", "pane", "split");
		if (type.equals("pane")) {
			if (++panes[0] > MAX_PANES) {
				throw new ApiError("invalid_layout", "layout has more than " + MAX_PANES + " panes");
			}
			p.optStr("pane_id"); // accepted on input, never used: apply always makes new panes
			String label = p.optStr("label");
			String cwd = p.optStr("cwd");
			List<String> command = p.optStringList("command");
			if (command != null && command.isEmpty()) {
				throw new ApiError("invalid_layout", "pane command must not be empty");
			}
			return new PaneSpec(label == null || label.isBlank() ? null : label.strip(), cwd, command, Api.env(p));
		}
		String direction = p.enumValue("direction", "right", "down");
		double ratio = p.number("ratio");
		if (!Double.isFinite(ratio)) {
			throw new ApiError("invalid_layout", "split ratio must be finite");
		}
		return new SplitSpec(direction, LayoutNode.clampRatio(ratio), parse(p.object("first"), depth + 1, panes),
				parse(p.object("second"), depth + 1, panes));
	}
}
