package ovvi.model;

/** A side of a pane: where a split, a swap, a drop or a resize goes. */
public enum Direction {
	LEFT, RIGHT, UP, DOWN;

	/** herdr's name of the direction. */
	public String wire() {
		return name().toLowerCase(java.util.Locale.ROOT);
	}

	/** herdr splits only right and down: left and up are those followed by a swap. */
	public Direction herdrSplit() {
		return this == LEFT ? RIGHT : this == UP ? DOWN : this;
	}

	public boolean needsSwap() {
		return this == LEFT || this == UP;
	}
}
