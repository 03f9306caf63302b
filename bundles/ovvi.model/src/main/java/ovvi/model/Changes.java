package ovvi.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The notifications of one store update, told once the store's lock is released: a listener
 * (the UI's, which may wait for its own thread) then never runs while the store is locked, so it
 * can never deadlock a snapshot read or a write.
 */
final class Changes {

	private final List<Runnable> told = new ArrayList<>();

	/** Notes {@code property} of {@code source} when {@code before} and {@code after} differ; returns whether they did. */
	boolean changed(ModelObject source, String property, Object before, Object after) {
		if (Objects.equals(before, after)) {
			return false;
		}
		fire(source, property);
		return true;
	}

	void fire(ModelObject source, String property) {
		told.add(() -> source.fire(property));
	}

	void replaced(List<ReplacementListener> listeners, String standInId, String herdrId) {
		told.add(() -> listeners.forEach(listener -> listener.replaced(standInId, herdrId)));
	}

	/** Tells every listener, in the order the changes were made; call without holding the store's lock. */
	void tell() {
		told.forEach(Runnable::run);
	}
}
