package ovvi.model.write;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;

import com.google.gson.JsonObject;

import ovvi.herdr.api.HerdrException;
import ovvi.model.snapshot.SnapshotDecoder;

/**
 * Start Agent Here after its launch line: herdr is asked (pane.get) every 250 ms until it reports
 * the agent, for at most 10 s, on the model's scheduler and outside the write queue, so later
 * writes need not wait. A launch line that ends as soon as it started (its shell comes back at
 * once: only the shell runs at two looks in a row in the first second) gets the bare command
 * typed once more.
 */
final class AgentStart {

	static final Duration POLL = Duration.ofMillis(250);
	static final Duration WAIT = Duration.ofSeconds(10);
	static final Duration AT_ONCE = Duration.ofSeconds(1);

	private final WriteContext context;
	private final String paneId;
	private final String bareCommand;
	private final CompletableFuture<Outcome> result = new CompletableFuture<>();
	private final long typed;
	private int onlyTheShell;
	private boolean bareTyped;

	private AgentStart(WriteContext context, String paneId, String bareCommand) {
		this.context = context;
		this.paneId = paneId;
		this.bareCommand = bareCommand;
		this.typed = context.scheduler().nanoTime();
	}

	/** The outcome once herdr reports the agent in the pane, or no_agent after 10 s. */
	static CompletableFuture<Outcome> await(WriteContext context, String paneId, String bareCommand) {
		AgentStart start = new AgentStart(context, paneId, bareCommand);
		start.later();
		return start.result;
	}

	private void later() {
		// herdr has no event for one pane's agent being detected that a write could wait on
		context.scheduler().after(POLL, this::look);
	}

	private void look() {
		if (result.isDone()) {
			return;
		}
		try {
			JsonObject pane = SnapshotDecoder.object(context.call("pane.get", Params.of("pane_id", paneId)), "pane");
			long waited = context.scheduler().nanoTime() - typed;
			if (SnapshotDecoder.string(pane, "agent") != null) {
				result.complete(Outcome.selecting(null, paneId));
				return;
			}
			if (!bareTyped && bareCommand != null && waited < AT_ONCE.toNanos()) {
				cameBackAtOnce();
			}
			if (waited >= WAIT.toNanos()) {
				result.complete(new Outcome("no_agent", null, paneId, null));
			} else {
				later();
			}
		} catch (HerdrException e) {
			result.completeExceptionally(WriteFailure.of(context.host(), e, "The new pane " + paneId + " is open; the agent did not start"));
		} catch (RuntimeException e) {
			result.completeExceptionally(e);
		} catch (InterruptedException e) {
			result.cancel(false);
			Thread.currentThread().interrupt();
		}
	}

	private void cameBackAtOnce() throws HerdrException, InterruptedException {
		boolean shellOnly = ProcessCheck.programs(context.call("pane.process_info", Params.of("pane_id", paneId))).isEmpty();
		onlyTheShell = shellOnly ? onlyTheShell + 1 : 0;
		if (onlyTheShell == 2) {
			bareTyped = true;
			context.call("pane.send_input", Params.of("pane_id", paneId, "text", bareCommand, "keys", List.of("enter")));
		}
	}
}
