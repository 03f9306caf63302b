package ovvi.git;

/** A folder watched by {@link GitMachine#watchFolder}; closing it stops the watch of that folder. */
public interface FolderWatch {
	void close();
}
