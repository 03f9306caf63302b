package ovvi.model.write;

import java.util.ArrayList;
import java.util.List;

import ovvi.herdr.api.HerdrException;
import ovvi.model.Space;

/**
 * A group of sidebar rows (a space and its linked worktrees, in order) moved before a space, or
 * last: one workspace.move_block, shown in the sidebar at once and taken back if herdr refuses.
 * Move Up and Down and a dragged row plan it each their own way.
 *
 * @param before the space the block goes before, or null for last
 */
record SpaceBlockMove(List<Space> sidebar, List<Space> block, Space before) {

	/** The sidebar after the move. */
	List<String> order() {
		List<Space> order = new ArrayList<>(sidebar);
		order.removeAll(block);
		int at = before == null ? order.size() : order.indexOf(before);
		order.addAll(at, block);
		return order.stream().map(Space::id).toList();
	}

	void show(WriteContext context) {
		context.store().showSpaceOrder(order());
	}

	Outcome run(WriteContext context) throws HerdrException, InterruptedException {
		try {
			context.call("workspace.move_block", Params.of("workspace_ids", block.stream().map(Space::id).toList(),
					"before_workspace_id", before == null ? null : before.id()));
			context.store().orderAnswered("", order());
			return Outcome.DONE;
		} catch (HerdrException | RuntimeException e) {
			context.store().clearOrder("");
			throw e;
		}
	}
}
