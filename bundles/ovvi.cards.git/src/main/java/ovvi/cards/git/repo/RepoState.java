package ovvi.cards.git.repo;

import ovvi.cards.git.Messages;

/**
 * An operation git is in the middle of, which the user has to finish or abort: the card says it
 * above everything else, since a commit or a switch then means something else.
 */
public enum RepoState {
	NONE(""),
	MERGING(Messages.RepoState_merging),
	REBASING(Messages.RepoState_rebasing),
	CHERRY_PICKING(Messages.RepoState_cherryPicking),
	REVERTING(Messages.RepoState_reverting),
	BISECTING(Messages.RepoState_bisecting);

	private final String title;

	RepoState(String title) {
		this.title = title;
	}

	public String title() {
		return title;
	}

	/** The state that git's file in its git folder marks (the script of {@link Repository} prints its name). */
	static RepoState ofMarker(String marker) {
		return switch (marker) {
		case "rebase-merge", "rebase-apply" -> REBASING;
		case "MERGE_HEAD" -> MERGING;
		case "CHERRY_PICK_HEAD" -> CHERRY_PICKING;
		case "REVERT_HEAD" -> REVERTING;
		case "BISECT_LOG" -> BISECTING;
		default -> NONE;
		};
	}
}
