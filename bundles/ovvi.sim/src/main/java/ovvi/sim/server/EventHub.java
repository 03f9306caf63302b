package ovvi.sim.server;

import com.google.gson.JsonObject;
import ovvi.sim.json.Json;

/**
 * herdr's server-wide ring of the 512 most recent lifecycle events (PROTOCOL.md §7.3). Readers
 * keep their own cursor; a cursor that fell behind the ring has lost events.
 */
public final class EventHub {

	public static final int CAPACITY = 512;

	/** One buffered event: its sequence number, name and the full line to send. */
	public record Event(long seq, String name, String line) {
	}

	private final Event[] ring = new Event[CAPACITY];
	private long next;

	public synchronized void publish(String name, JsonObject dataWithoutType) {
		JsonObject data = Json.obj("type", name);
		dataWithoutType.entrySet().forEach(e -> data.add(e.getKey(), e.getValue()));
		String line = Json.write(Json.obj("event", name, "data", data));
		ring[(int) (next % CAPACITY)] = new Event(next, name, line);
		next++;
	}

	/** Sequence number the next event will get. */
	public synchronized long head() {
		return next;
	}

	/** Oldest sequence still buffered. */
	public synchronized long tail() {
		return Math.max(0, next - CAPACITY);
	}

	/** The first event at or after {@code from} with that name, or null. */
	public synchronized Event firstFrom(long from, String name) {
		for (long s = Math.max(from, tail()); s < next; s++) {
			Event e = ring[(int) (s % CAPACITY)];
			if (e.name.equals(name)) {
				return e;
			}
		}
		return null;
	}

	/**
	 * Names of the events from {@code from} on, in the ring's order. No stream shows that order
	 * (each subscription entry has its own cursor), so tests of herdr's emit order read it here.
	 */
	synchronized java.util.List<String> namesFrom(long from) {
		return from(from).stream().map(Event::name).toList();
	}

	/** The events from {@code from} on that the ring still holds, oldest first. */
	synchronized java.util.List<Event> from(long from) {
		java.util.List<Event> events = new java.util.ArrayList<>();
		for (long s = Math.max(from, tail()); s < next; s++) {
			events.add(ring[(int) (s % CAPACITY)]);
		}
		return events;
	}
}
