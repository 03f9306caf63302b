package ovvi.ui.pages;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

import ovvi.model.ChangeListener;
import ovvi.model.HostStore;
import ovvi.model.ModelObject;
import ovvi.model.Space;
import ovvi.model.Tab;

/**
 * One listener on the model objects a view shows now. Each {@link #follow} listens to the objects
 * given and lets go of those no longer given, so a listener ends when its object leaves the view
 * (a closed tab, a page that went), not when the view closes.
 */
public final class FollowedObjects {

	private final ChangeListener listener;
	private final Set<ModelObject> followed = Collections.newSetFromMap(new IdentityHashMap<>());

	public FollowedObjects(ChangeListener listener) {
		this.listener = listener;
	}

	/** Listens to these objects from now on, and to no others. */
	public synchronized void follow(Collection<? extends ModelObject> now) {
		Set<ModelObject> wanted = Collections.newSetFromMap(new IdentityHashMap<>());
		wanted.addAll(now);
		followed.removeIf(object -> {
			boolean gone = !wanted.contains(object);
			if (gone) {
				object.removeListener(listener);
			}
			return gone;
		});
		for (ModelObject object : wanted) {
			if (followed.add(object)) {
				object.addListener(listener);
			}
		}
	}

	/** Lets go of every object, as a view that closes does. */
	public void clear() {
		follow(List.of());
	}

	/** The store, its spaces and tabs and, when asked, their panes: what a view of the session reads. */
	public static List<ModelObject> of(HostStore store, boolean withPanes) {
		List<ModelObject> objects = new ArrayList<>();
		objects.add(store);
		for (Space space : store.spaces()) {
			objects.add(space);
			for (Tab tab : space.tabs()) {
				objects.add(tab);
				if (withPanes) {
					objects.addAll(tab.panes());
				}
			}
		}
		return objects;
	}
}
