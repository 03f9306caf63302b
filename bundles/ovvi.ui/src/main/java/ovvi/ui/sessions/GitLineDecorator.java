package ovvi.ui.sessions;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.jface.viewers.BaseLabelProvider;
import org.eclipse.jface.viewers.IDecoration;
import org.eclipse.jface.viewers.ILightweightLabelDecorator;
import org.eclipse.jface.viewers.LabelProviderChangedEvent;
import org.eclipse.ui.PlatformUI;

import ovvi.git.GitStatusBoard;
import ovvi.model.HostConnection;
import ovvi.model.HostStore;
import ovvi.model.Space;
import ovvi.ui.pages.Connections;
import ovvi.ui.pages.SessionGit;

/**
 * The git line of a space row: its branch and ↑ahead ↓behind on a second line. A lightweight
 * decorator, as EGit's, so a user can switch it off in Preferences ▸ General ▸ Appearance ▸ Label
 * Decorations. It reads the line the session's git board holds and runs nothing; when the board
 * tells a space's line changed, the workbench decorates that space again (its cached decoration
 * is dropped by the event).
 */
public final class GitLineDecorator extends BaseLabelProvider implements ILightweightLabelDecorator {

	public static final String ID = "ovvi.ui.decorators.gitLine";

	/** The boards of the sessions whose spaces this decorated, each with its listener, until the session closes. */
	private final Map<SessionGit, GitStatusBoard.Listener> listening = new ConcurrentHashMap<>();
	private final Runnable sessionsChanged = this::forgetClosedSessions;
	private volatile boolean disposed;
	private final Connections connections = PlatformUI.getWorkbench().getService(Connections.class);

	public GitLineDecorator() {
		connections.addListener(sessionsChanged);
	}

	/** Runs on the workbench's decoration thread. */
	@Override
	public void decorate(Object element, IDecoration decoration) {
		if (!(element instanceof Space space)) {
			return;
		}
		HostConnection session = connections.connectionOf(space).orElse(null);
		SessionGit git = session == null ? null : connections.git(session);
		if (git == null) {
			return;
		}
		// listening before the line is read: a change between the two is told
		listenTo(git, session.store());
		if (disposed || connections.git(session) != git) {
			// the session closed, or the decorator was switched off, while this ran
			stopListening(git);
		}
		git.line(space.id()).ifPresent(line -> decoration.addSuffix("\n" + line));
	}

	private void listenTo(SessionGit git, HostStore store) {
		listening.computeIfAbsent(git, board -> {
			GitStatusBoard.Listener changed = (spaceId, status) -> lineChanged(store.space(spaceId));
			board.addListener(changed);
			return changed;
		});
	}

	private void stopListening(SessionGit git) {
		GitStatusBoard.Listener changed = listening.remove(git);
		if (changed != null) {
			git.removeListener(changed);
		}
	}

	private void lineChanged(Space space) {
		if (space != null && !disposed) {
			fireLabelProviderChanged(new LabelProviderChangedEvent(this, space));
		}
	}

	/** Told while Connections is locked: only lets go of the boards of sessions that closed. */
	private void forgetClosedSessions() {
		List<SessionGit> open = connections.connections().stream().map(connections::git).toList();
		listening.keySet().stream().filter(git -> !open.contains(git)).toList().forEach(this::stopListening);
	}

	/** The line follows the git board, not a property of the space: the board's changes are told as events. */
	@Override
	public boolean isLabelProperty(Object element, String property) {
		return false;
	}

	@Override
	public void dispose() {
		disposed = true;
		connections.removeListener(sessionsChanged);
		List.copyOf(listening.keySet()).forEach(this::stopListening);
		super.dispose();
	}
}
