package ovvi.model.write;

import java.util.List;
import java.util.concurrent.CompletableFuture;

import ovvi.herdr.api.HerdrException;
import ovvi.model.Pane;

/**
 * One user action as herdr calls. {@link #show} runs when the action is asked for, so the UI
 * shows its stand-ins or leaves out a closing item at once; {@link #run} runs later, in the
 * session's write queue, and takes its stand-ins back when it fails.
 */
public interface Write {

	/** What the notice names: "Split Right", "Close Tab", … */
	String action();

	/** The panes whose cards the write takes away (a close, a replace): the UI asks before unsaved changes go. */
	default List<Pane> closes() {
		return List.of();
	}

	default void show(WriteContext context) {
	}

	Outcome run(WriteContext context) throws HerdrException, InterruptedException;

	/**
	 * What the write still waits for once its calls are done, outside the queue so later writes
	 * need not wait for it (Start Agent Here waits for herdr to report the agent): the outcome
	 * then. Most writes are over when {@link #run} returns.
	 */
	default CompletableFuture<Outcome> settle(WriteContext context, Outcome outcome) {
		return CompletableFuture.completedFuture(outcome);
	}
}
