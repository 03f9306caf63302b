package ovvi.terminal;

import java.util.Optional;

import ovvi.cards.Opening;

/** Where a card's links lead: the pane's machine, which says which paths exist, and the session's cards. */
public interface LinkTarget {

	/** A path that exists on the pane's machine: absolute, and whether it is a folder. */
	record Found(String path, boolean folder) {
	}

	/**
	 * The path as a program wrote it (absolute, from home, or from the pane's folder), when it
	 * exists on the pane's machine. Slow (it may ask a remote machine): never on the UI thread.
	 */
	Optional<Found> existing(String written) throws InterruptedException;

	/** Whether the pane's machine is this computer, whose files the desktop's applications can open. */
	boolean onThisComputer();

	/** Opens a web address in a browser card. */
	void openWeb(String address, Opening where);

	/** Opens a file or folder of the pane's machine in the card that shows it. */
	void openFile(Found file, Opening where);

	/** Opens a web address, or a path of this computer, with the desktop's own application. */
	void openOnDesktop(String addressOrPath);
}
