package ovvi.cards.git.repo;

import org.eclipse.osgi.util.NLS;

import ovvi.cards.git.Messages;
import ovvi.herdr.exec.ExecException;

/** The card's folder is in no git repository on its machine, or is no folder there. */
public final class NotARepositoryException extends ExecException {

	private static final long serialVersionUID = 1L;

	NotARepositoryException(String folder, String target, String reason) {
		super(NLS.bind(Messages.NotARepositoryException_text, new Object[] { folder.replace("\n", "⏎"), target, reason }));
	}
}
