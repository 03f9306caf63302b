package ovvi.ui.tab;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;

import org.eclipse.swt.widgets.Display;

/**
 * Which terminals out of view keep streaming. Coming back to a tab seen a moment ago should be
 * at once: no new stream, no wait for herdr's frames. So the terminals of the tabs shown most
 * recently keep their streams while out of view, over all pages of all windows, up to a count
 * (the seed's 25); past it, the tab shown longest ago lets go of its streams (its cards keep a
 * still of their last picture) and opens them again when it is shown. The tabs in view always
 * stream and do not count.
 * <p>
 * While memory is short ({@link MemoryPressure}: less than a tenth of the computer's memory
 * available, or the JVM's heap more than 85 % full after its last collection) the count is
 * halved (12). Memory is looked at whenever a tab goes out of view, and every
 * {@value #MEMORY_LOOK_MILLIS} ms while tabs out of view stream, so that the pool halves when
 * memory runs short while nobody changes tabs; once memory is back, the pool takes its full count
 * again as tabs are shown.
 * <p>
 * The app's policy is an object of the workbench's context ({@code getService(SpareTerminals.class)}
 * of a window or the workbench), used on the UI thread only.
 */
public final class SpareTerminals {

	/** What a tab's cards do for this policy. */
	public interface Kept {
		/** How many terminals stream now (none once released). */
		int streaming();

		/** Ends the streams; the cards keep their places and titles. */
		void release();

		/** Opens the streams again (herdr's first frame redraws each terminal). */
		void resume();
	}

	/** The seed's count of spare terminals. */
	public static final int SPARES = 25;
	/**
	 * How often the app's pool looks at memory besides when a tab goes out of view. A look reads
	 * /proc/meminfo and the heap's pools: 0.05 to 0.25 ms on the UI thread (measured on this
	 * 2-core machine under load), so memory that runs short is seen within 2 s for next to nothing.
	 */
	public static final int MEMORY_LOOK_MILLIS = 2_000;

	private final int spares;
	private final BooleanSupplier shortOfMemory;
	private final int lookEveryMillis;
	/** Tabs out of view, the one shown longest ago first. */
	private final Set<Kept> outOfView = new LinkedHashSet<>();
	private boolean lookingAtMemory;

	/**
	 * A policy that keeps this many terminals out of view streaming, half as many while memory is
	 * short, which it looks at whenever a tab goes out of view and this often while tabs are out of view.
	 */
	public SpareTerminals(int spares, BooleanSupplier shortOfMemory, int lookEveryMillis) {
		this.spares = spares;
		this.shortOfMemory = shortOfMemory;
		this.lookEveryMillis = lookEveryMillis;
	}

	/** The app's policy: the seed's count, halved while this computer's memory is short. */
	public static SpareTerminals forThisComputer() {
		return new SpareTerminals(SPARES, new MemoryPressure(), MEMORY_LOOK_MILLIS);
	}

	public void shown(Kept tab) {
		outOfView.remove(tab);
		tab.resume();
	}

	public void hidden(Kept tab) {
		outOfView.remove(tab);
		outOfView.add(tab);
		trim();
		lookAtMemoryLater();
	}

	public void gone(Kept tab) {
		outOfView.remove(tab);
	}

	/**
	 * While tabs out of view stream, memory is looked at again every so often on the display's
	 * thread: it can run short while nobody changes tabs. With none streaming there is nothing to
	 * let go, and no look.
	 */
	private void lookAtMemoryLater() {
		Display display = Display.getCurrent();
		if (lookingAtMemory || streamingOutOfView() == 0 || display == null) {
			return;
		}
		lookingAtMemory = true;
		display.timerExec(lookEveryMillis, () -> {
			lookingAtMemory = false;
			trim();
			lookAtMemoryLater();
		});
	}

	private void trim() {
		int streaming = streamingOutOfView();
		if (streaming == 0) {
			return; // nothing to let go: memory is not even looked at
		}
		int limit = shortOfMemory.getAsBoolean() ? spares / 2 : spares;
		List<Kept> oldestFirst = new ArrayList<>(outOfView);
		for (Kept tab : oldestFirst) {
			if (streaming <= limit) {
				return;
			}
			streaming -= tab.streaming();
			tab.release();
		}
	}

	private int streamingOutOfView() {
		return outOfView.stream().mapToInt(Kept::streaming).sum();
	}
}
