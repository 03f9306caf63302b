package ovvi.ui.agent;

import java.util.ArrayList;
import java.util.List;

import ovvi.model.ModelObject;
import ovvi.model.Pane;
import ovvi.ui.UiCoalescer;
import ovvi.ui.pages.Connections;
import ovvi.ui.pages.FollowedObjects;

/**
 * Tells the Agents view when its rows may have changed: a session opened or closed, or a store
 * object a row reads changed. It listens to the objects the stores hold now and lets go of those
 * they no longer hold, at each {@link #follow()}.
 */
final class AgentsWatch {

	private final Connections connections;
	private final UiCoalescer changed;
	private final Runnable sessionsChanged;
	private final FollowedObjects followed = new FollowedObjects(this::changed);

	AgentsWatch(Connections connections, UiCoalescer changed) {
		this.connections = connections;
		this.changed = changed;
		this.sessionsChanged = changed::request;
		connections.addListener(sessionsChanged);
	}

	/** Listens to what the open sessions' stores hold now, and no longer to what they dropped. UI thread. */
	void follow() {
		List<ModelObject> now = new ArrayList<>();
		connections.connections().forEach(connection -> now.addAll(FollowedObjects.of(connection.store(), true)));
		followed.follow(now);
	}

	private void changed(ModelObject source, String property) {
		// a pane's folder, title and tokens change all the time and no row shows them
		if (!(source instanceof Pane) || Pane.AGENT.equals(property) || Pane.AGENT_STATUS.equals(property)
				|| Pane.LABEL.equals(property) || Pane.PLACE.equals(property)) {
			changed.request();
		}
	}

	/** UI thread. */
	void dispose() {
		connections.removeListener(sessionsChanged);
		followed.clear();
	}
}
