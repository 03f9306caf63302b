package ovvi.cards;

/** A folder watched for a card ({@link CardContext#watchFolder}); closing it stops the watch. */
public interface FolderWatch {
	void close();
}
