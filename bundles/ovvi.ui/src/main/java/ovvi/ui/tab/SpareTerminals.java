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
 * {@value #MEMORY_LOOK_MILLIS} ms while tabs are out of view, so that the pool halves when memory
 * runs short while nobody changes tabs; once memory is back, the pool takes its full count again as
 * tabs are shown.
 * <p>
 * The app's policy is an object of the workbench's context ({@code getService(SpareTerminals.class)}),
 * used on the UI thread only.
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
	/** How often memory is looked at besides when a tab goes out of view. */
	public static final int MEMORY_LOOK_MILLIS = 10_000;

	private final int spares;
	private final BooleanSupplier shortOfMemory;
	/** Tabs out of view, the one shown longest ago first. */
	private final Set<Kept> outOfView = new LinkedHashSet<>();
	private boolean lookingAtMemory;

	/** A policy that keeps this many terminals out of view streaming, half as many while memory is short. */
	public SpareTerminals(int spares, BooleanSupplier shortOfMemory) {
		this.spares = spares;
		this.shortOfMemory = shortOfMemory;
	}

	/** The app's policy: the seed's count, halved while this computer's memory is short. */
	public static SpareTerminals forThisComputer() {
		return new SpareTerminals(SPARES, new MemoryPressure());
	}

	public void shown(Kept tab) {
		outOfView.remove(tab);
		tab.resume();
	}

	public void hidden(Kept tab) {
		outOfView.remove(tab);
		outOfView.add(tab);
		trim();
	}

	public void gone(Kept tab) {
		outOfView.remove(tab);
	}

	/** Looks at memory on the display's thread every so often, from now until the display goes; once is enough. */
	public void lookAtMemoryEvery(int millis, Display display) {
		if (lookingAtMemory) {
			return;
		}
		lookingAtMemory = true;
		display.timerExec(millis, new Runnable() {
			@Override
			public void run() {
				trim();
				display.timerExec(millis, this);
			}
		});
	}

	private void trim() {
		if (outOfView.isEmpty()) {
			return; // nothing to let go: memory is not even looked at
		}
		int limit = shortOfMemory.getAsBoolean() ? spares / 2 : spares;
		int streaming = outOfView.stream().mapToInt(Kept::streaming).sum();
		List<Kept> oldestFirst = new ArrayList<>(outOfView);
		for (Kept tab : oldestFirst) {
			if (streaming <= limit) {
				return;
			}
			streaming -= tab.streaming();
			tab.release();
		}
	}
}
