package ovvi.model.write;

import java.util.List;

import com.google.gson.JsonObject;

import ovvi.herdr.api.HerdrException;
import ovvi.model.snapshot.Snapshot;
import ovvi.model.snapshot.SnapshotDecoder;

/**
 * A plugin card's place opened in a new pane, as the seed's writes table says: layout.apply of a
 * new tab (never a tab_id) whose one pane has the card's label and runs the placeholder, then
 * <ul>
 * <li>{@link Where#TAB_AFTER}: pane.get of the new pane and tab.move to right after the card's tab
 * (herdr adds the tab last);</li>
 * <li>{@link Where#BESIDE}: pane.move of the new pane beside the card;</li>
 * <li>{@link Where#INSTEAD} (the card chooser, Open Browser Here): pane.move beside the old pane,
 * then pane.close of the old one.</li>
 * </ul>
 * A failed move closes the new pane, so no stray tab is left.
 *
 * @param fromPaneId the pane the open starts from: its space, tab and folder place the new one
 * @param label the new pane's label ({@code ovvi:<plugin>#<iid> <place>})
 * @param placeholder the argv the new pane runs
 * @param background a new tab that is not selected (an M1+click)
 */
public record OpenCard(String action, String fromPaneId, String label, List<String> placeholder, Where where, boolean background)
		implements
			Write {

	/** Where the new pane goes. */
	public enum Where {
		TAB_AFTER, BESIDE, INSTEAD
	}

	@Override
	public Outcome run(WriteContext context) throws HerdrException, InterruptedException {
		Snapshot.PaneRecord from = context.store().snapshot().panes().stream().filter(p -> p.id().equals(fromPaneId)).findFirst()
				.orElseThrow(() -> new IllegalStateException("the pane " + fromPaneId + " is no longer there"));
		String cwd = from.foregroundCwd() != null ? from.foregroundCwd() : from.cwd();
		JsonObject root = Params.of("type", "pane", "cwd", cwd, "label", label, "command", placeholder);
		JsonObject applied = context.call("layout.apply", Params.of("workspace_id", from.spaceId(), "focus", false, "root", root));
		JsonObject layout = Replies.part(applied, "layout");
		String made = Replies.id(context.host(), "layout.apply", layout, "root", "pane_id");
		String madeTab = SnapshotDecoder.string(layout, "tab_id");
		context.reached("The new pane " + made + " is open in a tab of its own");
		return switch (where) {
		case TAB_AFTER -> tabAfter(context, from, made, madeTab);
		case BESIDE, INSTEAD -> beside(context, from, made);
		};
	}

	private Outcome tabAfter(WriteContext context, Snapshot.PaneRecord from, String made, String madeTab)
			throws HerdrException, InterruptedException {
		JsonObject pane = Replies.part(context.call("pane.get", Params.of("pane_id", made)), "pane");
		String tab = madeTab != null ? madeTab : SnapshotDecoder.string(pane, "tab_id");
		List<String> tabs = context.store().snapshot().tabs().stream().filter(t -> t.spaceId().equals(from.spaceId()))
				.map(Snapshot.TabRecord::id).toList();
		int after = tabs.indexOf(from.tabId());
		if (after >= 0 && tab != null) {
			context.call("tab.move", Params.of("tab_id", tab, "insert_index", after + 1));
		}
		return background ? Outcome.DONE : Outcome.selecting(tab, made);
	}

	private Outcome beside(WriteContext context, Snapshot.PaneRecord from, String made) throws HerdrException, InterruptedException {
		PaneMoves.Moved moved;
		try {
			moved = PaneMoves.nextStep(context, made, PaneMoves.toTab(from.tabId(), "right", from.id(), null));
		} catch (HerdrException | RuntimeException failed) {
			context.call("pane.close", Params.of("pane_id", made));
			throw failed;
		}
		if (where == Where.INSTEAD) {
			context.reached("The new pane " + moved.paneId() + " is open beside the old one");
			context.call("pane.close", Params.of("pane_id", from.id()));
		}
		return Outcome.selecting(moved.tabId(), moved.paneId());
	}
}
