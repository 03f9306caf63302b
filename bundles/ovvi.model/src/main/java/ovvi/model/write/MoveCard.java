package ovvi.model.write;

import ovvi.herdr.api.HerdrException;

/**
 * A move inside a plugin card (an address typed, a link clicked, Back): pane.rename to the card's
 * new label, also to a label the last snapshot already has. herdr sends no event for a rename, so
 * a fresh snapshot follows and the model has the new label at once.
 */
public record MoveCard(String paneId, String label) implements Write {

	@Override
	public String action() {
		return "Open";
	}

	@Override
	public Outcome run(WriteContext context) throws HerdrException, InterruptedException {
		context.call("pane.rename", Params.of("pane_id", paneId, "label", label));
		context.snapshot();
		return Outcome.DONE;
	}
}
