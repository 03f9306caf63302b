package ovvi.cards.git;

import org.eclipse.osgi.util.NLS;

/**
 * The user-visible texts of Ovvi's Git card and of its repository model ({@code ovvi.cards.git.repo}),
 * from messages.properties; the ones with {0} go through NLS.bind.
 */
public final class Messages extends NLS {

	public static String GitCardFactory_name;
	public static String GitCard_title;
	public static String GitCard_newBranchTitle;
	public static String GitCard_branchTip;
	public static String GitCard_newBranch;
	public static String GitCard_newBranchTip;
	public static String GitCard_fetch;
	public static String GitCard_fetchTip;
	public static String GitCard_pull;
	public static String GitCard_pullTip;
	public static String GitCard_push;
	public static String GitCard_pushTip;
	public static String GitCard_refreshTip;
	public static String GitCard_stage;
	public static String GitCard_stageTip;
	public static String GitCard_unstage;
	public static String GitCard_unstageTip;
	public static String GitCard_openFile;
	public static String GitCard_openFileTip;
	public static String GitCard_commitMessage;
	public static String GitCard_amend;
	public static String GitCard_amendTip;
	public static String GitCard_commit;
	public static String GitCard_commitTip;
	public static String GitCard_stageHunk;
	public static String GitCard_stageHunkTip;
	public static String GitCard_unstageHunk;
	public static String GitCard_unstageHunkTip;
	public static String GitCard_sideBySide;
	public static String GitCard_sideBySideTip;
	public static String Work_opening;
	public static String Work_reading;
	public static String Work_readingDiff;
	public static String Work_readingStatus;
	public static String Work_readingLastMessage;
	public static String Work_listingBranches;
	public static String Work_diffOf;
	public static String Work_staging;
	public static String Work_unstaging;
	public static String Work_stagingHunk;
	public static String Work_unstagingHunk;
	public static String Work_stagingLines;
	public static String Work_unstagingLines;
	public static String Work_committing;
	public static String Work_amending;
	public static String Work_switching;
	public static String Work_makingBranch;
	public static String CardWork_stopped;
	public static String GitActions_stageHunkOf;
	public static String GitActions_unstageHunkOf;
	public static String GitActions_stageOneHunk;
	public static String GitActions_unstageOneHunk;
	public static String GitActions_changeNothing;
	public static String GitActions_noMessage;
	public static String GitActions_newBranchPrompt;
	public static String GitActions_noBranchName;
	public static String GitActions_sync;
	public static String GitActions_syncFailed;
	public static String GitActions_deleted;
	public static String GitActions_unlabelled;
	public static String ChangesView_heading;
	public static String DiffView_truncated;
	public static String LogView_graph;
	public static String LogView_subject;
	public static String LogView_author;
	public static String LogView_when;
	public static String LogView_commit;
	public static String FileChange_conflicts;
	public static String FileChange_staged;
	public static String FileChange_unstaged;
	public static String FileChange_untracked;
	public static String RepoState_merging;
	public static String RepoState_rebasing;
	public static String RepoState_cherryPicking;
	public static String RepoState_reverting;
	public static String RepoState_bisecting;
	public static String RepoStatus_onBranch;
	public static String RepoStatus_onBranchCounts;
	public static String RepoStatus_detachedAt;
	public static String RepoStatus_detached;
	public static String RepoStatus_noCommitsYet;
	public static String RepoStatus_inState;
	public static String RepoStatus_stateOf;
	public static String RepoStatus_mergingHint;
	public static String RepoStatus_rebasingHint;
	public static String RepoStatus_cherryPickingHint;
	public static String RepoStatus_revertingHint;
	public static String RepoStatus_bisectingHint;
	public static String NotARepositoryException_text;
	public static String Repository_gitFolderUnread;
	public static String Repository_failed;

	static {
		NLS.initializeMessages(Messages.class.getPackageName() + ".messages", Messages.class);
	}

	private Messages() {
	}
}
