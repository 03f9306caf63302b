package ovvi.git;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Places a linked worktree's space under its repository's space, from herdr's
 * {@code worktree.is_linked_worktree} and {@code repo_key}: no git run is needed. herdr fills a
 * space's worktree only after a worktree.* call looked at it; a space without one is never a
 * worktree row.
 */
public final class Worktrees {

	/** What herdr's snapshot says of a space's worktree; {@code repoKey} is null when it has none. */
	public record SpaceWorktree(String spaceId, String repoKey, boolean linkedWorktree) {
	}

	private Worktrees() {
	}

	/**
	 * For each linked worktree's space whose repository has a space of its own (not linked, same
	 * repo_key; the first in the given order), that space's id. Other spaces are absent: they are
	 * top-level rows.
	 */
	public static Map<String, String> parents(List<SpaceWorktree> spaces) {
		Map<String, String> repositorySpace = new HashMap<>();
		for (SpaceWorktree space : spaces) {
			if (space.repoKey() != null && !space.linkedWorktree()) {
				repositorySpace.putIfAbsent(space.repoKey(), space.spaceId());
			}
		}
		Map<String, String> parents = new HashMap<>();
		for (SpaceWorktree space : spaces) {
			if (space.repoKey() != null && space.linkedWorktree()) {
				Optional.ofNullable(repositorySpace.get(space.repoKey()))
						.ifPresent(parent -> parents.put(space.spaceId(), parent));
			}
		}
		return parents;
	}
}
