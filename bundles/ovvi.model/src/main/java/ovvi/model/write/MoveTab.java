package ovvi.model.write;

import java.util.ArrayList;
import java.util.List;

import ovvi.herdr.api.HerdrException;
import ovvi.model.Space;
import ovvi.model.Tab;

/**
 * Move Tab Left or Right, inside its space. herdr inserts before the tab now at insert_index (0
 * to the count), so one place left is index − 1 and one place right is index + 2. The bar shows
 * the new order at once, until a snapshot has it.
 */
public final class MoveTab implements Write {

	private final Space space;
	private final Tab tab;
	private final boolean right;
	private List<String> shown;

	public MoveTab(Space space, Tab tab, boolean right) {
		this.space = space;
		this.tab = tab;
		this.right = right;
	}

	@Override
	public String action() {
		return right ? "Move Tab Right" : "Move Tab Left";
	}

	private List<String> order() {
		List<String> ids = new ArrayList<>(space.tabs().stream().map(Tab::id).toList());
		int at = ids.indexOf(tab.id());
		int to = right ? at + 1 : at - 1;
		if (at >= 0 && to >= 0 && to < ids.size()) {
			ids.add(to, ids.remove(at));
		}
		return ids;
	}

	@Override
	public void show(WriteContext context) {
		shown = order();
		context.store().showTabOrder(space.id(), shown);
	}

	@Override
	public Outcome run(WriteContext context) throws HerdrException, InterruptedException {
		// herdr's order now, not the one shown (the bar already shows this move) nor the last
		// snapshot (a quick repeat's move before it may not be in it yet)
		String id = context.store().herdrId(tab);
		List<String> tabs = context.snapshot().tabs().stream().filter(t -> t.spaceId().equals(space.id())).map(t -> t.id()).toList();
		int index = tabs.indexOf(id);
		int insert = right ? index + 2 : index - 1;
		if (index < 0 || insert < 0 || insert > tabs.size()) {
			context.store().clearOrder(space.id());
			return Outcome.unchanged("no_neighbor");
		}
		try {
			context.call("tab.move", Params.of("tab_id", id, "insert_index", insert));
			context.store().orderAnswered(space.id(), shown);
			return Outcome.DONE;
		} catch (HerdrException | RuntimeException e) {
			context.store().clearOrder(space.id());
			throw e;
		}
	}
}
