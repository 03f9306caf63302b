package ovvi.cards.git.repo;

import ovvi.herdr.exec.ExecException;

/** The card's folder is in no git repository on its machine, or is no folder there. */
public final class NotARepositoryException extends ExecException {

	private static final long serialVersionUID = 1L;

	NotARepositoryException(String folder, String target, String reason) {
		super(folder.replace("\n", "⏎") + " is not in a git repository on " + target + " (" + reason + ").");
	}
}
