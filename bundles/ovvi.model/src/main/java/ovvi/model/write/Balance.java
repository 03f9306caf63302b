package ovvi.model.write;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import ovvi.herdr.api.HerdrException;
import ovvi.model.LayoutNode;
import ovvi.model.LayoutNode.Leaf;
import ovvi.model.LayoutNode.Split;
import ovvi.model.LayoutNode.SplitDirection;

/**
 * Equal splits. A split's ratio is the units on its first side ÷ the units under it, where a
 * child split the same way counts its own units and anything else (a pane, a split the other
 * way) is one unit; so a row of panes split the same way gets equal widths.
 */
public final class Balance {

	/** herdr keeps ratios as f32: a smaller difference is no change. */
	private static final double SAME = 1e-3;

	private Balance() {
	}

	/** The target ratio of every split of the tree, by path (false = first child). */
	public static Map<List<Boolean>, Double> all(LayoutNode root) {
		Map<List<Boolean>, Double> ratios = new LinkedHashMap<>();
		collect(root, new ArrayList<>(), null, ratios);
		return ratios;
	}

	/**
	 * The target ratios of the run of same-direction splits that holds the node at {@code path}
	 * when it splits {@code direction}, or that node's ancestors splitting that way.
	 */
	public static Map<List<Boolean>, Double> run(LayoutNode root, List<Boolean> path, SplitDirection direction) {
		List<Boolean> top = new ArrayList<>(path);
		while (!top.isEmpty() && at(root, top.subList(0, top.size() - 1)) instanceof Split parent && parent.direction() == direction) {
			top.remove(top.size() - 1);
		}
		Map<List<Boolean>, Double> ratios = new LinkedHashMap<>();
		if (at(root, top) instanceof Split split && split.direction() == direction) {
			collect(split, top, direction, ratios);
		}
		return ratios;
	}

	/** The run a pane's parent split belongs to: the splits a new pane made unequal. */
	public static Map<List<Boolean>, Double> runOfPane(LayoutNode root, String paneId) {
		List<Boolean> path = pathOf(root, paneId);
		if (path == null || path.isEmpty()) {
			return Map.of();
		}
		List<Boolean> parent = path.subList(0, path.size() - 1);
		Split split = (Split) at(root, parent);
		return run(root, parent, split.direction());
	}

	/**
	 * The run a pane leaves behind when it closes, in the tree without it: its parent split's
	 * place (now its sibling) and the same-direction splits around it.
	 */
	public static Map<List<Boolean>, Double> runAfterClose(LayoutNode root, String paneId) {
		List<Boolean> path = pathOf(root, paneId);
		if (path == null || path.isEmpty()) {
			return Map.of();
		}
		List<Boolean> parent = path.subList(0, path.size() - 1);
		SplitDirection direction = ((Split) at(root, parent)).direction();
		return run(without(root, paneId), parent, direction);
	}

	/** Sends one layout.set_split_ratio per split whose ratio is not its target. */
	static int apply(WriteContext context, String tabId, LayoutNode now, Map<List<Boolean>, Double> targets)
			throws HerdrException, InterruptedException {
		int sent = 0;
		for (Map.Entry<List<Boolean>, Double> target : targets.entrySet()) {
			if (at(now, target.getKey()) instanceof Split split && Math.abs(split.ratio() - target.getValue()) > SAME) {
				context.call("layout.set_split_ratio", Params.of("tab_id", tabId, "path", target.getKey(), "ratio", target.getValue()));
				sent++;
			}
		}
		return sent;
	}

	private static void collect(LayoutNode node, List<Boolean> path, SplitDirection only, Map<List<Boolean>, Double> ratios) {
		if (!(node instanceof Split split) || (only != null && split.direction() != only)) {
			return;
		}
		double first = units(split.first(), split.direction());
		ratios.put(List.copyOf(path), first / (first + units(split.second(), split.direction())));
		List<Boolean> firstPath = new ArrayList<>(path);
		firstPath.add(false);
		collect(split.first(), firstPath, only, ratios);
		List<Boolean> secondPath = new ArrayList<>(path);
		secondPath.add(true);
		collect(split.second(), secondPath, only, ratios);
	}

	static double units(LayoutNode node, SplitDirection direction) {
		if (node instanceof Split split && split.direction() == direction) {
			return units(split.first(), direction) + units(split.second(), direction);
		}
		return 1;
	}

	static LayoutNode at(LayoutNode root, List<Boolean> path) {
		LayoutNode node = root;
		for (boolean second : path) {
			if (!(node instanceof Split split)) {
				return null;
			}
			node = second ? split.second() : split.first();
		}
		return node;
	}

	static List<Boolean> pathOf(LayoutNode node, String paneId) {
		return switch (node) {
		case null -> null;
		case Leaf leaf -> paneId.equals(leaf.paneId()) ? new ArrayList<>() : null;
		case Split split -> {
			List<Boolean> first = pathOf(split.first(), paneId);
			if (first != null) {
				first.add(0, false);
				yield first;
			}
			List<Boolean> second = pathOf(split.second(), paneId);
			if (second != null) {
				second.add(0, true);
			}
			yield second;
		}
		};
	}

	static LayoutNode without(LayoutNode node, String paneId) {
		return switch (node) {
		case null -> null;
		case Leaf leaf -> paneId.equals(leaf.paneId()) ? null : leaf;
		case Split split -> {
			LayoutNode first = without(split.first(), paneId);
			LayoutNode second = without(split.second(), paneId);
			yield first == null ? second : second == null ? first : new Split(split.direction(), split.ratio(), first, second);
		}
		};
	}
}
