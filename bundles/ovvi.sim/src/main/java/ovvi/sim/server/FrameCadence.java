package ovvi.sim.server;

import java.util.concurrent.TimeUnit;

/**
 * When a terminal stream may send its next frame, as herdr paces its renders: at once when a change
 * comes after a quiet spell, at most one frame per MIN_RENDER_INTERVAL (16 ms, src/app/mod.rs) while
 * changes keep coming (can_render_now and next_loop_deadline in src/app/runtime.rs, the render step
 * of src/server/headless.rs). A fixed 16 ms tick instead would hold a keystroke's echo back by 8 ms
 * on average.
 */
final class FrameCadence {

	private static final long MIN_INTERVAL_NANOS = TimeUnit.MILLISECONDS.toNanos(16);

	private long lastFrame;
	private boolean framed;

	/** @return how long from {@code now} (System.nanoTime) until a frame may go, 0 if it may now */
	long nanosUntilDue(long now) {
		return framed ? Math.max(0, lastFrame + MIN_INTERVAL_NANOS - now) : 0;
	}

	void framed(long now) {
		lastFrame = now;
		framed = true;
	}
}
