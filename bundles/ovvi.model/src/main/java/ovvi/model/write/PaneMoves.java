package ovvi.model.write;

import com.google.gson.JsonObject;

import ovvi.herdr.api.HerdrException;
import ovvi.model.snapshot.SnapshotDecoder;

/** pane.move, always with focus:false, and what its reply tells the next step. */
final class PaneMoves {

	/** One move's result: the pane's id after it (a move to another space gives a new one), or why nothing changed. */
	record Moved(String paneId, String tabId, String unchanged) {
	}

	private PaneMoves() {
	}

	static Moved move(WriteContext context, String paneId, JsonObject destination) throws HerdrException, InterruptedException {
		JsonObject result = Replies.part(context.call("pane.move", Params.of("pane_id", paneId, "destination", destination, "focus", false)),
				"move_result");
		String unchanged = Replies.unchanged(result);
		JsonObject pane = SnapshotDecoder.object(result, "pane");
		String id = SnapshotDecoder.string(pane, "pane_id");
		return new Moved(id == null ? paneId : id, SnapshotDecoder.string(pane, "tab_id"), unchanged);
	}

	/** A move after a write's first step: changed:false stops the write where it got to. */
	static Moved nextStep(WriteContext context, String paneId, JsonObject destination) throws HerdrException, InterruptedException {
		Moved moved = move(context, paneId, destination);
		if (moved.unchanged() != null) {
			throw Replies.stoppedAt("pane.move", moved.unchanged());
		}
		return moved;
	}

	static JsonObject toTab(String tabId, String split, String targetPaneId, Double ratio) {
		return Params.of("type", "tab", "tab_id", tabId, "split", split, "target_pane_id", targetPaneId, "ratio", ratio);
	}

	static JsonObject toNewTab(String spaceId, String label) {
		return Params.of("type", "new_tab", "workspace_id", spaceId, "label", label);
	}

	static JsonObject toNewSpace(String tabLabel) {
		return Params.of("type", "new_workspace", "tab_label", tabLabel);
	}
}
