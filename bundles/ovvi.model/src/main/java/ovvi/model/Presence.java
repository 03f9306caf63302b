package ovvi.model;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

import ovvi.model.pacing.Scheduler;
import ovvi.model.write.Outcome;
import ovvi.model.write.PresenceToken;
import ovvi.model.write.Write;

/**
 * Ovvi's presence in one session: ovvi-shown on each pane in view of a visible window, ovvi-open
 * on each space of the session while a window has it open. A pane coming into view or a new
 * space is written at once, a pane leaving view is cleared at once, and all of them are written
 * again every 10 s (ovvi-shown first, ovvi-open after it, in one burst) so herdr's 30 s ttl
 * keeps them while Ovvi runs and drops them when it stops. After {@link #clear()} it marks nothing
 * more: the session's connection closes with it.
 */
public final class Presence {

	public static final Duration REFRESH = Duration.ofSeconds(10);

	private final Function<Write, CompletableFuture<Outcome>> writes;
	private final Scheduler scheduler;
	private final String shownValue;
	private Set<String> panes = Set.of();
	private Set<String> spaces = Set.of();
	private Scheduler.Cancellable refresh;
	private boolean cleared;

	/**
	 * @param writes the session's write queue ({@code connection::submit})
	 * @param remote whether the session runs on another machine (its panes are marked "remote")
	 */
	public Presence(Function<Write, CompletableFuture<Outcome>> writes, Scheduler scheduler, boolean remote) {
		this.writes = writes;
		this.scheduler = scheduler;
		this.shownValue = remote ? "remote" : "1";
	}

	/** The panes now in view of a visible window (the shown tab, its zoomed card, floated panes). */
	public synchronized void inView(Set<String> paneIds) {
		if (cleared) {
			return;
		}
		for (String gone : minus(panes, paneIds)) {
			writes.apply(PresenceToken.paneShown(gone, null));
		}
		for (String added : minus(paneIds, panes)) {
			writes.apply(PresenceToken.paneShown(added, shownValue));
		}
		panes = Set.copyOf(paneIds);
		schedule();
	}

	/** The session's spaces while a window has the session open (every snapshot's list). */
	public synchronized void openSpaces(Set<String> spaceIds) {
		if (cleared) {
			return;
		}
		for (String added : minus(spaceIds, spaces)) {
			writes.apply(PresenceToken.spaceOpen(added, true));
		}
		spaces = Set.copyOf(spaceIds);
		schedule();
	}

	/** The last window let the session go, or the app quits: every mark is cleared, all at once. */
	public synchronized CompletableFuture<Void> clear() {
		cleared = true;
		if (refresh != null) {
			refresh.cancel();
			refresh = null;
		}
		List<CompletableFuture<Outcome>> clears = new ArrayList<>();
		panes.forEach(pane -> clears.add(writes.apply(PresenceToken.paneShown(pane, null))));
		spaces.forEach(space -> clears.add(writes.apply(PresenceToken.spaceOpen(space, false))));
		panes = Set.of();
		spaces = Set.of();
		return CompletableFuture.allOf(clears.toArray(CompletableFuture[]::new));
	}

	private void schedule() {
		if (refresh == null && !(panes.isEmpty() && spaces.isEmpty())) {
			refresh = scheduler.after(REFRESH, this::refresh);
		}
	}

	private synchronized void refresh() {
		refresh = null;
		panes.forEach(pane -> writes.apply(PresenceToken.paneShown(pane, shownValue)));
		spaces.forEach(space -> writes.apply(PresenceToken.spaceOpen(space, true)));
		schedule();
	}

	private static Set<String> minus(Set<String> a, Set<String> b) {
		Set<String> rest = new LinkedHashSet<>(a);
		rest.removeAll(b);
		return rest;
	}
}
