package ovvi.model;

/**
 * The model's preferences as plain values: the UI binds them to Eclipse preferences and sets
 * them here; the model only reads them.
 */
public final class ModelSettings extends ModelObject {

	public static final String BALANCE_SPLITS = "balanceSplitsAutomatically";

	private volatile boolean balanceSplitsAutomatically;

	/** "Balance splits automatically": equal splits after a split, a close, a drop. */
	public boolean balanceSplitsAutomatically() {
		return balanceSplitsAutomatically;
	}

	public void balanceSplitsAutomatically(boolean on) {
		boolean before = balanceSplitsAutomatically;
		balanceSplitsAutomatically = on;
		changed(BALANCE_SPLITS, before, on);
	}
}
