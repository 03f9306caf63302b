package ovvi.model.write;

import java.util.List;

import ovvi.herdr.api.HerdrException;

/** A divider dragged and released (ratio kept in 0.1–0.9), or double-clicked (0.5). */
public record SetSplitRatio(String tabId, List<Boolean> path, double ratio) implements Write {

	public static SetSplitRatio dragged(String tabId, List<Boolean> path, double ratio) {
		return new SetSplitRatio(tabId, path, Math.max(0.1, Math.min(0.9, ratio)));
	}

	public static SetSplitRatio doubleClicked(String tabId, List<Boolean> path) {
		return new SetSplitRatio(tabId, path, 0.5);
	}

	@Override
	public String action() {
		return "Resize Split";
	}

	@Override
	public Outcome run(WriteContext context) throws HerdrException, InterruptedException {
		context.call("layout.set_split_ratio", Params.of("tab_id", tabId, "path", path, "ratio", ratio));
		return Outcome.DONE;
	}
}
