package ovvi.model.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import com.google.gson.JsonObject;

/**
 * Agents on the session's machine: each second every listed pane reports a new state with
 * pane.report_agent, straight to herdr's socket as an agent's hook does on its own machine (so a
 * cut SSH link does not stop them). While herdr is down the reports fail and are counted.
 */
final class SoakAgents implements AutoCloseable {

	private static final List<String> STATES = List.of("working", "idle", "blocked");

	private final Path socket;
	private final List<String> panes;
	private final ScheduledExecutorService clock = Executors.newSingleThreadScheduledExecutor(Thread.ofVirtual().factory());
	private final AtomicLong reported = new AtomicLong();
	private final AtomicLong failed = new AtomicLong();
	private long second;

	SoakAgents(Path socket, List<String> panes) {
		this.socket = socket;
		this.panes = panes;
	}

	void start() {
		clock.scheduleAtFixedRate(this::reportAll, 0, 1, TimeUnit.SECONDS);
	}

	private void reportAll() {
		second++;
		for (int i = 0; i < panes.size(); i++) {
			JsonObject params = new JsonObject();
			params.addProperty("pane_id", panes.get(i));
			params.addProperty("source", "soak");
			params.addProperty("agent", "claude");
			params.addProperty("state", STATES.get((int) ((second + i) % STATES.size())));
			try {
				(HerdrSocket.call(socket, "pane.report_agent", params).contains("\"result\"") ? reported : failed).incrementAndGet();
			} catch (IOException down) {
				failed.incrementAndGet();
			}
		}
	}

	long reported() {
		return reported.get();
	}

	long failed() {
		return failed.get();
	}

	@Override
	public void close() throws InterruptedException {
		clock.shutdown();
		clock.awaitTermination(30, TimeUnit.SECONDS);
	}
}
