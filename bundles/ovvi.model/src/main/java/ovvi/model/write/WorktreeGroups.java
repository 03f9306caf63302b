package ovvi.model.write;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import ovvi.model.Space;
import ovvi.model.Worktree;

/**
 * herdr's worktree groups as the sidebar has them: a repository's own space and the spaces of its
 * linked worktrees. A space herdr put in no group (its worktree unknown) is a group of its own.
 */
final class WorktreeGroups {

	private final List<Space> sidebar;

	WorktreeGroups(List<Space> sidebar) {
		this.sidebar = sidebar;
	}

	static boolean isLinked(Space space) {
		return space.worktree() != null && space.worktree().linked();
	}

	static boolean isRepository(Space space) {
		return space.worktree() != null && !space.worktree().linked();
	}

	private static boolean sameRepository(Space a, Space b) {
		Worktree x = a.worktree();
		Worktree y = b.worktree();
		return x != null && y != null && Objects.equals(x.repoKey(), y.repoKey());
	}

	/** The repository's own space of a linked worktree's space, or null when the sidebar has none. */
	Space repositoryOf(Space linked) {
		return sidebar.stream().filter(s -> isRepository(s) && sameRepository(s, linked)).findFirst().orElse(null);
	}

	/**
	 * The sidebar's rows as a move takes them: each space with its linked worktrees, in order; a
	 * linked worktree whose repository's space is in the sidebar only inside that group.
	 */
	List<List<Space>> groups() {
		List<List<Space>> rows = new ArrayList<>();
		for (Space space : sidebar) {
			if (isLinked(space) && repositoryOf(space) != null) {
				continue;
			}
			List<Space> group = new ArrayList<>(List.of(space));
			group.addAll(linkedOf(space));
			rows.add(group);
		}
		return rows;
	}

	/** The spaces of a repository's linked worktrees, in sidebar order. */
	List<Space> linkedOf(Space repository) {
		return sidebar.stream().filter(s -> s != repository && isLinked(s) && sameRepository(s, repository)).toList();
	}
}
