package ovvi.herdr.terminal;

import java.time.Duration;

/** Why a terminal stream ended, from herdr's reason, and what the card does about it. */
public enum StreamEnd {
	/** Another device controls the pane: watch it and offer Take Back. */
	ALREADY_ATTACHED(null),
	/** Another device or window took control: watch, and never take it back by itself. */
	TAKEN_OVER(null),
	/** The terminal is gone (not found or exited): drop the card and wait for the snapshot. */
	GONE(null),
	/** This device closed the stream: nothing to do. */
	DETACHED(null),
	/** herdr is updating itself: open the stream again after a second. */
	LIVE_UPDATE(Duration.ofSeconds(1)),
	/** Anything else: show herdr's reason and Retry, and open again by itself at most every 5 s. */
	FAILED(Duration.ofSeconds(5));

	private final Duration reopenAfter;

	StreamEnd(Duration reopenAfter) {
		this.reopenAfter = reopenAfter;
	}

	/** When the card opens the stream again by itself, or null when it does not. */
	public Duration reopenAfter() {
		return reopenAfter;
	}

	/** Classifies herdr's reason text; the first matching row of the seed's table wins. */
	public static StreamEnd of(String reason) {
		String text = reason == null ? "" : reason;
		if (text.contains("already has an attached client")) {
			return ALREADY_ATTACHED;
		}
		if (text.contains("taken over")) {
			return TAKEN_OVER;
		}
		if (text.contains("not found") || text.contains("exited")) {
			return GONE;
		}
		if (text.contains("detached")) {
			return DETACHED;
		}
		if (text.contains("live update")) {
			return LIVE_UPDATE;
		}
		return FAILED;
	}
}
