package ovvi.model;

/**
 * Told that one property of one model object changed. Called on the model's thread (the one
 * that applied the snapshot or ran the write); a UI marshals to its own thread.
 */
@FunctionalInterface
public interface ChangeListener {

	void changed(ModelObject source, String property);
}
