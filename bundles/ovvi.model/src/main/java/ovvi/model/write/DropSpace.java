package ovvi.model.write;

import java.util.List;

import ovvi.herdr.api.HerdrException;
import ovvi.model.Space;

/**
 * A sidebar row dragged onto another: the space goes with its group (it and its linked
 * worktrees, in order) before or after the group of the row it was dropped on, by
 * workspace.move_block as Move Up and Down do. A linked worktree whose repository's space is in
 * the sidebar stays in its group: it is not dragged ({@link #movable}). The sidebar shows the new
 * order at once.
 *
 * @param after whether the group goes after the row's group (else before it)
 */
public record DropSpace(List<Space> sidebar, Space space, Space onto, boolean after) implements Write {

	/** Whether a drag of the space's row can move it: not a worktree held in its repository's group. */
	public static boolean movable(List<Space> sidebar, Space space) {
		return !(WorktreeGroups.isLinked(space) && new WorktreeGroups(sidebar).repositoryOf(space) != null);
	}

	/** Whether the drop would change the order: a drop onto its own group or where it already is does not. */
	public boolean changes() {
		return plan() != null;
	}

	@Override
	public String action() {
		return "Move Space";
	}

	/** The block to move and the space it goes before (null: last); null when the drop changes nothing. */
	private SpaceBlockMove plan() {
		List<List<Space>> rows = new WorktreeGroups(sidebar).groups();
		List<Space> block = rows.stream().filter(row -> row.get(0) == space).findFirst().orElse(null);
		List<Space> target = rows.stream().filter(row -> row.contains(onto)).findFirst().orElse(null);
		if (block == null || target == null || target == block) {
			return null;
		}
		int next = rows.indexOf(target) + (after ? 1 : 0);
		int at = rows.indexOf(block);
		if (next == at || next == at + 1) {
			return null; // already there
		}
		Space before = next < rows.size() ? rows.get(next).get(0) : null;
		return new SpaceBlockMove(sidebar, block, before);
	}

	@Override
	public void show(WriteContext context) {
		SpaceBlockMove move = plan();
		if (move != null) {
			move.show(context);
		}
	}

	@Override
	public Outcome run(WriteContext context) throws HerdrException, InterruptedException {
		SpaceBlockMove move = plan();
		return move == null ? Outcome.unchanged("unchanged") : move.run(context);
	}
}
