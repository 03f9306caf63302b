package ovvi.model.write;

import java.time.Duration;
import java.util.List;

import com.google.gson.JsonObject;

import ovvi.herdr.api.HerdrException;
import ovvi.model.Pane;
import ovvi.model.snapshot.SnapshotDecoder;

/**
 * Replace Pane (⇧⌘R), Open Terminal Here and Start Agent Here. herdr 0.9.5 has no respawn, so a
 * new pane splits off the old one (it starts in the old one's live folder) and the old one
 * closes: the new pane takes its place and size. The new pane stays hidden until a snapshot no
 * longer has the old one, so it never shows beside it. Asks first as Close Pane does. Start
 * Agent Here then types the agent's launch line and Return, and asks pane.get every 250 ms until
 * herdr reports the agent.
 *
 * @param launchLine the agent's launch line, or null for a terminal
 */
public record ReplacePane(Pane pane, String launchLine, boolean confirmed) implements Write {

    static final Duration AGENT_POLL = Duration.ofMillis(250);
    static final Duration AGENT_WAIT = Duration.ofSeconds(10);

    public static ReplacePane terminal(Pane pane) {
        return new ReplacePane(pane, null, false);
    }

    public static ReplacePane agent(Pane pane, String launchLine) {
        return new ReplacePane(pane, launchLine, false);
    }

    @Override
    public String action() {
        return launchLine == null ? "Replace Pane" : "Start Agent Here";
    }

    @Override
    public Outcome run(WriteContext context) throws HerdrException, InterruptedException {
        String old = context.store().herdrId(pane);
        if (!confirmed) {
            NeedsConfirmation question = Closes.question(context, action(), List.of(), List.of(pane), 0, new ReplacePane(pane, launchLine, true));
            if (question != null) {
                return Outcome.asking(question);
            }
        }
        JsonObject split = context.call("pane.split", Params.of("target_pane_id", old, "direction", "right", "focus", false));
        String made = Replies.id(context.host(), "pane.split", split, "pane", "pane_id");
        context.store().hideUntilGone(made, old);
        context.reached("The new pane " + made + " is open beside the old one");
        try {
            context.call("pane.close", Params.of("pane_id", old));
        } catch (HerdrException | RuntimeException e) {
            context.store().unhide(made);
            throw e;
        }
        if (launchLine != null) {
            context.reached("The new pane " + made + " is open; the agent did not start");
            context.call("pane.send_input", Params.of("pane_id", made, "text", launchLine, "keys", List.of("enter")));
            if (!awaitAgent(context, made)) {
                return new Outcome("no_agent", null, made, null);
            }
        }
        return Outcome.selecting(null, made);
    }

    /** herdr has no event for one pane's agent being detected that a write could wait on: it is asked at the seed's pace. */
    private static boolean awaitAgent(WriteContext context, String paneId) throws HerdrException, InterruptedException {
        long deadline = System.nanoTime() + AGENT_WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            JsonObject pane = SnapshotDecoder.object(context.call("pane.get", Params.of("pane_id", paneId)), "pane");
            if (SnapshotDecoder.string(pane, "agent") != null) {
                return true;
            }
            Thread.sleep(AGENT_POLL);
        }
        return false;
    }
}
