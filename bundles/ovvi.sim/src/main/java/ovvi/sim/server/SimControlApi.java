package ovvi.sim.server;

import com.google.gson.JsonObject;
import java.util.function.Predicate;

/** Test-only methods, present only when the server runs with --sim-faults. */
final class SimControlApi extends Api {

	private final TerminalStreams streams;

	SimControlApi(Session session, Predicate<Terminal> controlled, TerminalStreams streams) {
		super(session, controlled);
		this.streams = streams;
	}

	@Override
	void register(Dispatcher d) {
		d.register("sim.overflow", this::overflow);
		// the restart itself follows the "ok" (ServerRun.afterReply), as a stop follows server.stop's
		d.register("sim.restart", p -> ok());
		// what a client costs herdr: one terminal session run per streaming card
		d.register("sim.terminal_streams", p -> streams.counts());
	}

	/** Pushes a ring's worth of events no one subscribes to, so every reader falls behind. */
	private JsonObject overflow(Params p) {
		// all at once, as a burst faster than any reader's wake: no reader polls in between
		synchronized (session.hub) {
			for (int i = 0; i <= EventHub.CAPACITY; i++) {
				session.hub.publish("sim_filler", new JsonObject());
			}
		}
		return ok();
	}
}
