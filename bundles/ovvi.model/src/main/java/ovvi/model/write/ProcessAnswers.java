package ovvi.model.write;

import java.util.Collection;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import ovvi.model.Pane;

/**
 * The last pane.process_info answer of each pane of a session: whether only its shell ran. A
 * close whose panes last ran only shells (or that this app just made) leaves the view at once
 * while herdr is asked; one with no answer yet waits for herdr's.
 */
public final class ProcessAnswers {

	private final Map<String, Boolean> onlyShell = new ConcurrentHashMap<>();

	void remember(String paneId, boolean onlyShellRan) {
		onlyShell.put(paneId, onlyShellRan);
	}

	/** Whether a close of these panes shows at once. */
	boolean showAtOnce(Collection<Pane> panes) {
		for (Pane pane : panes) {
			if (!pane.madeHere() && !Boolean.TRUE.equals(onlyShell.get(pane.id()))) {
				return false;
			}
		}
		return true;
	}

	/** Forgets panes herdr no longer has. */
	public void retain(Collection<String> paneIds) {
		onlyShell.keySet().retainAll(paneIds);
	}
}
