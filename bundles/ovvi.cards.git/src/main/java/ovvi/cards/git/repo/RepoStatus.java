package ovvi.cards.git.repo;

import java.util.List;
import java.util.Optional;

import ovvi.git.BranchStatus.AheadBehind;

/**
 * The repository as the card shows it.
 *
 * @param branch the checked-out branch, or null when HEAD is detached
 * @param commit HEAD's commit id, or null in a repository with no commit yet
 * @param upstream how far the branch is ahead of and behind its upstream, when it has one
 * @param state the operation git is in the middle of
 * @param stateDetail what the operation is about (the branch being rebased), or ""
 * @param changes every changed file, conflicts first, then staged, unstaged, untracked
 */
public record RepoStatus(String branch, String commit, Optional<AheadBehind> upstream, RepoState state, String stateDetail,
		List<FileChange> changes) {

	private static final int SHORT_ID = 7;

	public boolean detached() {
		return branch == null;
	}

	public List<FileChange> changes(FileChange.Area area) {
		return changes.stream().filter(change -> change.area() == area).toList();
	}

	/**
	 * The card's head line: the branch with its counts, or which commit a detached HEAD is at,
	 * and the operation under way, so a merge, a rebase or a detached HEAD is never mistaken for
	 * work on a branch.
	 */
	public String headline() {
		String head;
		if (branch != null) {
			head = "On branch " + branch + upstream.map(counts -> "  ↑" + counts.ahead() + " ↓" + counts.behind()).orElse("");
		} else if (commit != null) {
			head = "Detached HEAD at " + commit.substring(0, Math.min(SHORT_ID, commit.length()));
		} else {
			head = "Detached HEAD";
		}
		if (commit == null && branch != null) {
			head += " (no commits yet)";
		}
		if (state == RepoState.NONE) {
			return head;
		}
		return state.title().toUpperCase(java.util.Locale.ROOT) + (stateDetail.isEmpty() ? "" : " " + stateDetail)
				+ " — " + head + ". " + hint();
	}

	/** The card commits and stages, but the operation's own ending belongs to git in a terminal. */
	private String hint() {
		return switch (state) {
		case MERGING -> "Resolve, stage and commit to finish, or run git merge --abort.";
		case REBASING -> "Resolve and stage, then run git rebase --continue, or git rebase --abort.";
		case CHERRY_PICKING -> "Resolve and stage, then run git cherry-pick --continue, or --abort.";
		case REVERTING -> "Resolve and stage, then run git revert --continue, or --abort.";
		case BISECTING -> "Run git bisect good, bad or reset in a terminal.";
		case NONE -> "";
		};
	}

	/** The same status with the operation git is in the middle of. */
	RepoStatus in(RepoState newState, String detail) {
		return new RepoStatus(branch, commit, upstream, newState, detail, changes);
	}
}
