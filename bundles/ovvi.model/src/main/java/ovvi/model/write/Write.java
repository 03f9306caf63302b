package ovvi.model.write;

import ovvi.herdr.api.HerdrException;

/**
 * One user action as herdr calls. {@link #show} runs when the action is asked for, so the UI
 * shows its stand-ins or leaves out a closing item at once; {@link #run} runs later, in the
 * session's write queue, and takes its stand-ins back when it fails.
 */
public interface Write {

    /** What the notice names: "Split Right", "Close Tab", … */
    String action();

    default void show(WriteContext context) {
    }

    Outcome run(WriteContext context) throws HerdrException, InterruptedException;
}
