package ovvi.cards.git.repo;

import java.util.List;
import java.util.Optional;

import org.eclipse.osgi.util.NLS;

import ovvi.cards.git.Messages;
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
			head = upstream.map(counts -> NLS.bind(Messages.RepoStatus_onBranchCounts, new Object[] { branch, counts.ahead(), counts.behind() }))
					.orElse(NLS.bind(Messages.RepoStatus_onBranch, branch));
		} else if (commit != null) {
			head = NLS.bind(Messages.RepoStatus_detachedAt, commit.substring(0, Math.min(SHORT_ID, commit.length())));
		} else {
			head = Messages.RepoStatus_detached;
		}
		if (commit == null && branch != null) {
			head = NLS.bind(Messages.RepoStatus_noCommitsYet, head);
		}
		if (state == RepoState.NONE) {
			return head;
		}
		String operation = state.title().toUpperCase(java.util.Locale.ROOT);
		return NLS.bind(Messages.RepoStatus_inState,
				new Object[] { stateDetail.isEmpty() ? operation : NLS.bind(Messages.RepoStatus_stateOf, operation, stateDetail), head, hint() });
	}

	/** The card commits and stages, but the operation's own ending belongs to git in a terminal. */
	private String hint() {
		return switch (state) {
		case MERGING -> Messages.RepoStatus_mergingHint;
		case REBASING -> Messages.RepoStatus_rebasingHint;
		case CHERRY_PICKING -> Messages.RepoStatus_cherryPickingHint;
		case REVERTING -> Messages.RepoStatus_revertingHint;
		case BISECTING -> Messages.RepoStatus_bisectingHint;
		case NONE -> "";
		};
	}

	/** The same status with the operation git is in the middle of. */
	RepoStatus in(RepoState newState, String detail) {
		return new RepoStatus(branch, commit, upstream, newState, detail, changes);
	}
}
