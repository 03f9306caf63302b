package ovvi.ui.pages;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import ovvi.git.BranchStatus;
import ovvi.git.GitMachine;
import ovvi.git.GitStatusBoard;
import ovvi.git.SpaceRoot;
import ovvi.git.Worktrees;
import ovvi.model.Pane;
import ovvi.model.Space;
import ovvi.model.Tab;

/**
 * The git line of a page's space rows: the page's board of git status, fed with the spaces'
 * roots, running only while the page is in view of a visible window.
 */
public final class PageGit implements AutoCloseable {

	private final SessionPage page;
	private final GitStatusBoard board;

	PageGit(SessionPage page, GitMachine machine) {
		this.page = page;
		this.board = new GitStatusBoard(machine);
	}

	public void addListener(GitStatusBoard.Listener listener) {
		board.addListener(listener);
	}

	public void removeListener(GitStatusBoard.Listener listener) {
		board.removeListener(listener);
	}

	/** The row's second line: "branch ↑A ↓B", or empty when the space has no git line. */
	public Optional<String> line(String spaceId) {
		return board.status(spaceId).map(PageGit::text);
	}

	static String text(BranchStatus status) {
		return status.upstream()
				.map(counts -> status.branch() + "  ↑" + counts.ahead() + " ↓" + counts.behind())
				.orElse(status.branch());
	}

	/** The spaces as the last snapshot has them: new spaces and changed roots are read. */
	public void spacesChanged() {
		List<SpaceRoot> roots = new ArrayList<>();
		for (Space space : page.connection().store().spaces()) {
			String checkout = space.worktree() == null ? null : space.worktree().checkoutPath();
			SpaceRoot.of(space.id(), checkout, firstPaneCwd(space)).ifPresent(roots::add);
		}
		board.spaces(roots);
	}

	private static String firstPaneCwd(Space space) {
		for (Tab tab : space.tabs()) {
			for (Pane pane : tab.panes()) {
				if (pane.cwd() != null) {
					return pane.cwd();
				}
			}
		}
		return null;
	}

	/** Whether the page is in view of a visible window. */
	public void active(boolean on) {
		board.active(on);
	}

	/** Each linked worktree's space id → its repository's space id: the row it sits under. */
	public static Map<String, String> worktreeParents(List<Space> spaces) {
		return Worktrees.parents(spaces.stream()
				.map(space -> new Worktrees.SpaceWorktree(space.id(),
						space.worktree() == null ? null : space.worktree().repoKey(),
						space.worktree() != null && space.worktree().linked()))
				.toList());
	}

	@Override
	public void close() {
		board.close();
	}
}
