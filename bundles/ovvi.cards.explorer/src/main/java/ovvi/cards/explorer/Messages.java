package ovvi.cards.explorer;

import org.eclipse.osgi.util.NLS;

/** The user-visible texts of Ovvi's file explorer, text and image cards, from messages.properties; the ones with {0} go through NLS.bind. */
public final class Messages extends NLS {

	public static String ExplorerCardFactory_name;
	public static String TextCardFactory_name;
	public static String ImageCardFactory_name;
	public static String ExplorerCard_name;
	public static String ExplorerCard_git;
	public static String ExplorerCard_size;
	public static String ExplorerCard_modified;
	public static String ExplorerCard_up;
	public static String ExplorerCard_hidden;
	public static String ExplorerCard_hiddenTip;
	public static String ExplorerCard_refresh;
	public static String ExplorerCard_terminalHere;
	public static String ExplorerCard_terminalHereTip;
	public static String ExplorerCard_broken;
	public static String ExplorerCard_neither;
	public static String ExplorerCard_unlabelled;
	public static String ExplorerCard_terminalIn;
	public static String ExplorerCard_noTerminal;
	public static String ExplorerActions_newFileTitle;
	public static String ExplorerActions_newFolderTitle;
	public static String ExplorerActions_renameTitle;
	public static String ExplorerActions_deleteTitle;
	public static String ExplorerActions_newFile;
	public static String ExplorerActions_newFolder;
	public static String ExplorerActions_rename;
	public static String ExplorerActions_delete;
	public static String ExplorerActions_copyPath;
	public static String ExplorerActions_download;
	public static String ExplorerActions_openOnDesktop;
	public static String ExplorerActions_newFilePrompt;
	public static String ExplorerActions_newFolderPrompt;
	public static String ExplorerActions_renamePrompt;
	public static String ExplorerActions_nameTaken;
	public static String ExplorerActions_where;
	public static String ExplorerActions_deleteOne;
	public static String ExplorerActions_deleteMany;
	public static String ExplorerActions_folderEntry;
	public static String ExplorerActions_entry;
	public static String ExplorerActions_deleteButton;
	public static String ExplorerActions_cancel;
	public static String ExplorerActions_downloading;
	public static String ExplorerActions_downloaded;
	public static String ExplorerActions_noApplication;
	public static String TextCard_changedTitle;
	public static String TextCard_notUtf8;
	public static String TextCard_notSaved;
	public static String TextCard_failed;
	public static String TextCard_overwriteQuestion;
	public static String TextCard_overwrite;
	public static String TextCard_cancel;
	public static String ImageCard_notAPicture;
	public static String CommandOutput_lostWhile;
	public static String CommandOutput_tooSlow;
	public static String CommandOutput_lost;
	public static String CommandOutput_exitStatus;
	public static String Download_notWritten;
	public static String FileContent_binary;
	public static String FileContent_garbled;
	public static String FileContent_folder;
	public static String FileContent_notRegular;
	public static String FileContent_tooLargeText;
	public static String FileContent_tooLargePicture;
	public static String FileContent_missing;
	public static String FileContent_denied;
	public static String FileContent_unreadable;
	public static String FileContent_bytes;
	public static String FolderListing_missing;
	public static String FolderListing_denied;
	public static String FolderListing_notAFolder;
	public static String FolderListing_unlisted;
	public static String FileOperations_newFileFailed;
	public static String FileOperations_newFolderFailed;
	public static String FileOperations_renameFailed;
	public static String FileOperations_deleteFailed;
	public static String FileOperations_taken;
	public static String FileOperations_gone;
	public static String FileOperations_failed;
	public static String FileOperations_emptyName;
	public static String FileOperations_dotName;
	public static String FileOperations_slash;
	public static String FileOperations_nul;
	public static String FileSave_changed;
	public static String FileSave_deleted;
	public static String FileSave_failed;

	static {
		NLS.initializeMessages(Messages.class.getPackageName() + ".messages", Messages.class);
	}

	private Messages() {
	}
}
