package ovvi.model;

import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * An object of the session model that tells its listeners which property changed.
 *
 * <p>A small listener mechanism of our own rather than Eclipse observables: those need a Realm
 * for every access, and the model runs on its own threads and never assumes a UI thread. One
 * listener list per object with the property's name is all a row needs to redraw only itself;
 * the UI adapts it to its bindings.
 */
public abstract class ModelObject {

	private final List<ChangeListener> listeners = new CopyOnWriteArrayList<>();

	public void addListener(ChangeListener listener) {
		listeners.add(listener);
	}

	public void removeListener(ChangeListener listener) {
		listeners.remove(listener);
	}

	/** Tells the listeners when {@code before} and {@code after} differ; returns whether they did. */
	protected final boolean changed(String property, Object before, Object after) {
		if (Objects.equals(before, after)) {
			return false;
		}
		fire(property);
		return true;
	}

	protected final void fire(String property) {
		for (ChangeListener listener : listeners) {
			listener.changed(this, property);
		}
	}
}
