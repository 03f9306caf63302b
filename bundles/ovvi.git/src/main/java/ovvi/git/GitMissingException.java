package ovvi.git;

import ovvi.herdr.exec.ExecException;

/**
 * The machine has no git: not on this computer's PATH, nor on the PATH of an SSH host's login
 * shell. Not a failure of the command: a card says "git is not installed" instead of an error.
 */
public final class GitMissingException extends ExecException {

	private static final long serialVersionUID = 1L;

	GitMissingException(String target) {
		super("git is not installed on " + target + ".");
	}
}
