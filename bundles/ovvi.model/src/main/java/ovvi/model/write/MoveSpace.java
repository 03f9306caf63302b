package ovvi.model.write;

import java.util.ArrayList;
import java.util.List;

import ovvi.herdr.api.HerdrException;
import ovvi.model.Space;

/**
 * Move Up or Down of a sidebar row: workspace.move_block with the row's group, the space and its
 * linked worktrees in order, before the row it goes before (none: last). A linked worktree
 * alone moves among its repository's worktrees. The sidebar shows the new order at once. The
 * app never calls workspace.move.
 */
public record MoveSpace(List<Space> sidebar, Space space, boolean down) implements Write {

	@Override
	public String action() {
		return down ? "Move Down" : "Move Up";
	}

	/** The rows the move treats as one: groups of a repository space and its worktrees, or a worktree's siblings. */
	private List<List<Space>> rows() {
		WorktreeGroups groups = new WorktreeGroups(sidebar);
		Space repository = WorktreeGroups.isLinked(space) ? groups.repositoryOf(space) : null;
		if (repository != null) {
			List<List<Space>> rows = new ArrayList<>();
			groups.linkedOf(repository).forEach(sibling -> rows.add(List.of(sibling)));
			return rows;
		}
		return groups.groups();
	}

	/** The block to move and the space it goes before (null: last); null when it cannot move. */
	private SpaceBlockMove plan() {
		List<List<Space>> rows = rows();
		int at = -1;
		for (int i = 0; i < rows.size(); i++) {
			if (rows.get(i).get(0) == space) {
				at = i;
			}
		}
		int to = down ? at + 1 : at - 1;
		if (at < 0 || to < 0 || to >= rows.size()) {
			return null;
		}
		List<Space> block = rows.get(at);
		Space before;
		if (!down) {
			before = rows.get(to).get(0);
		} else if (to + 1 < rows.size()) {
			before = rows.get(to + 1).get(0);
		} else {
			// the last of its rows: before the space after them in the sidebar, if any
			List<Space> last = rows.get(to);
			int after = sidebar.indexOf(last.get(last.size() - 1)) + 1;
			before = WorktreeGroups.isLinked(space) && after < sidebar.size() ? sidebar.get(after) : null;
		}
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
		return move == null ? Outcome.unchanged("no_neighbor") : move.run(context);
	}
}
