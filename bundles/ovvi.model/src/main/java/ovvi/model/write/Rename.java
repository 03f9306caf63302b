package ovvi.model.write;

import ovvi.herdr.api.HerdrException;

/**
 * Rename a tab, a space or a pane. A tab's or space's empty or unchanged name sends nothing; a
 * pane's empty name clears its label (label: null).
 */
public record Rename(String method, String idName, String id, String label, String current) implements Write {

	public static Rename tab(String tabId, String label, String current) {
		return new Rename("tab.rename", "tab_id", tabId, label, current);
	}

	public static Rename space(String spaceId, String label, String current) {
		return new Rename("workspace.rename", "workspace_id", spaceId, label, current);
	}

	public static Rename pane(String paneId, String label) {
		return new Rename("pane.rename", "pane_id", paneId, label, null);
	}

	@Override
	public String action() {
		return "Rename";
	}

	@Override
	public Outcome run(WriteContext context) throws HerdrException, InterruptedException {
		boolean pane = method.equals("pane.rename");
		boolean empty = label == null || label.isEmpty();
		if (!pane && (empty || label.equals(current))) {
			return Outcome.unchanged("unchanged");
		}
		context.call(method, Params.of(idName, id, "label", empty ? Params.NULL : label));
		return Outcome.DONE;
	}
}
