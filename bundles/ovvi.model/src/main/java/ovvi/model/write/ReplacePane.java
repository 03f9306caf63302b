package ovvi.model.write;

import java.util.List;
import java.util.concurrent.CompletableFuture;

import com.google.gson.JsonObject;

import ovvi.herdr.api.HerdrException;
import ovvi.model.Pane;

/**
 * Replace Pane (⇧⌘R), Open Terminal Here and Start Agent Here. herdr 0.9.5 has no respawn, so a
 * new pane splits off the old one (it starts in the old one's live folder) and the old one
 * closes: the new pane takes its place and size. The new pane stays hidden until a snapshot no
 * longer has the old one, so it never shows beside it. Asks first as Close Pane does. Start
 * Agent Here then types the agent's launch line and Return, and waits for herdr to report the
 * agent ({@link AgentStart}) outside the write queue.
 *
 * @param launchLine the agent's launch line, or null for a terminal
 * @param bareCommand the agent's command alone, typed once more when the launch line ends at once
 */
public record ReplacePane(Pane pane, String launchLine, String bareCommand, boolean confirmed) implements Write {

	public static ReplacePane terminal(Pane pane) {
		return new ReplacePane(pane, null, null, false);
	}

	public static ReplacePane agent(Pane pane, String launchLine, String bareCommand) {
		return new ReplacePane(pane, launchLine, bareCommand, false);
	}

	@Override
	public List<Pane> closes() {
		return List.of(pane);
	}

	@Override
	public String action() {
		return launchLine == null ? "Replace Pane" : "Start Agent Here";
	}

	@Override
	public Outcome run(WriteContext context) throws HerdrException, InterruptedException {
		String old = context.store().herdrId(pane);
		if (!confirmed) {
			NeedsConfirmation question = Closes.question(context, action(), List.of(), List.of(pane), 0,
					new ReplacePane(pane, launchLine, bareCommand, true));
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
		}
		return Outcome.selecting(null, made);
	}

	@Override
	public CompletableFuture<Outcome> settle(WriteContext context, Outcome outcome) {
		return launchLine == null || outcome.pane() == null ? Write.super.settle(context, outcome)
				: AgentStart.await(context, outcome.pane(), bareCommand);
	}
}
