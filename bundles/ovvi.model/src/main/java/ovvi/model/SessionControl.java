package ovvi.model;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Which of this app's windows controls a session's terminals (the seed's "Control between
 * windows"): the one where the user last typed, pasted or clicked in a terminal card of the
 * session. The others watch. Control moves only when a user acts in a window, never by itself,
 * so windows never take over from each other; when the controlling window lets the session go,
 * the window that has shown it longest of those left takes control. Each window that shows the
 * session has a {@link Seat}. Seats are told of a change after the lock is released: the seat
 * that lost control first, then the one that gained it.
 */
public final class SessionControl {

	/** Told when its seat gains or loses the session's control, on the thread that moved it. */
	public interface Listener {
		void controlChanged(boolean controls);
	}

	/** One window's place in the session's control. */
	public final class Seat {

		private final List<Listener> listeners = new CopyOnWriteArrayList<>();

		private Seat() {
		}

		public boolean controls() {
			synchronized (SessionControl.this) {
				return holder == this;
			}
		}

		/** The user acted in this window: it controls the session from now on. */
		public void take() {
			Seat lost;
			synchronized (SessionControl.this) {
				if (holder == this || !seats.contains(this)) {
					return;
				}
				lost = holder;
				holder = this;
			}
			tell(lost, false);
			tell(this, true);
		}

		/** The window closed or let the session's page go; the longest-seated window left takes control. */
		public void leave() {
			Seat next;
			synchronized (SessionControl.this) {
				if (!seats.remove(this) || holder != this) {
					return;
				}
				holder = seats.isEmpty() ? null : seats.get(0);
				next = holder;
			}
			tell(next, true);
		}

		public void addListener(Listener listener) {
			listeners.add(listener);
		}

		public void removeListener(Listener listener) {
			listeners.remove(listener);
		}
	}

	/** Seats in the order their windows came; guarded by this. */
	private final List<Seat> seats = new ArrayList<>();
	private Seat holder;

	/** A window shows the session: it controls it when no other window does. */
	public Seat join() {
		synchronized (this) {
			Seat seat = new Seat();
			seats.add(seat);
			if (holder == null) {
				holder = seat;
			}
			return seat;
		}
	}

	private static void tell(Seat seat, boolean controls) {
		if (seat != null) {
			seat.listeners.forEach(listener -> listener.controlChanged(controls));
		}
	}
}
