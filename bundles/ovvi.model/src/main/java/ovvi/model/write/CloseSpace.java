package ovvi.model.write;

import java.util.List;

import ovvi.herdr.api.HerdrException;
import ovvi.model.Pane;
import ovvi.model.Space;

/**
 * Close a space: asks as a tab does, with the tab and pane count. A repository's space with
 * linked worktree spaces closes with close_group (herdr refuses without it, and with it closes
 * them all; the git worktrees stay on disk). A worktree's own space closes alone.
 */
public record CloseSpace(Space space, List<Space> sidebar, boolean confirmed) implements Write {

	@Override
	public List<Pane> closes() {
		return space.tabs().stream().flatMap(tab -> tab.panes().stream()).toList();
	}

	@Override
	public String action() {
		return "Close Space";
	}

	/** A repository's space with linked worktree spaces: herdr refuses its close without close_group. */
	boolean closeGroup() {
		return WorktreeGroups.isRepository(space) && !new WorktreeGroups(sidebar).linkedOf(space).isEmpty();
	}

	private List<Pane> panes() {
		return space.tabs().stream().flatMap(tab -> tab.panes().stream()).filter(p -> !p.isStandIn()).toList();
	}

	@Override
	public void show(WriteContext context) {
		Closes.showAtOnce(context, space, panes());
	}

	@Override
	public Outcome run(WriteContext context) throws HerdrException, InterruptedException {
		try {
			if (!confirmed) {
				NeedsConfirmation question = Closes.question(context, action(), List.of(space), panes(), space.tabs().size(),
						new CloseSpace(space, sidebar, true));
				if (question != null) {
					return Outcome.asking(question);
				}
			}
			context.store().hide(space);
			context.call("workspace.close", Params.of("workspace_id", space.id(), "close_group", closeGroup() ? true : null));
			return Outcome.DONE;
		} catch (HerdrException | RuntimeException e) {
			context.store().unhide(space);
			throw e;
		}
	}
}
