package ovvi.ui.tab;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Which terminals out of view keep streaming. Coming back to a tab seen a moment ago should be
 * at once: no new stream, no wait for herdr's frames. So the terminals of the tabs shown most
 * recently keep their streams while out of view, over all pages of all windows, up to a count
 * (the seed's 25); past it, the tab shown longest ago lets go of its streams and opens them again
 * when it is shown. The tabs in view always stream and do not count.
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

	private static final SpareTerminals APP = new SpareTerminals(SPARES);

	private final int spares;
	/** Tabs out of view, the one shown longest ago first. */
	private final Set<Kept> outOfView = new LinkedHashSet<>();

	/** A policy that keeps this many terminals out of view streaming. */
	public SpareTerminals(int spares) {
		this.spares = spares;
	}

	/** The app's policy (UI thread only). */
	public static SpareTerminals app() {
		return APP;
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

	private void trim() {
		int streaming = outOfView.stream().mapToInt(Kept::streaming).sum();
		List<Kept> oldestFirst = new ArrayList<>(outOfView);
		for (Kept tab : oldestFirst) {
			if (streaming <= spares) {
				return;
			}
			streaming -= tab.streaming();
			tab.release();
		}
	}
}
