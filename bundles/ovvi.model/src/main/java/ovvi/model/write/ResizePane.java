package ovvi.model.write;

import ovvi.herdr.api.HerdrException;
import ovvi.model.Direction;

/** Resize Pane on the keyboard card: herdr moves the nearest divider that way, or answers changed:false. */
public record ResizePane(String paneId, Direction direction) implements Write {

	static final double AMOUNT = 0.05;

	@Override
	public String action() {
		return "Resize Pane";
	}

	@Override
	public Outcome run(WriteContext context) throws HerdrException, InterruptedException {
		var reply = context.call("pane.resize", Params.of("pane_id", paneId, "direction", direction.wire(), "amount", AMOUNT));
		String unchanged = Replies.unchanged(Replies.part(reply, "resize"));
		return unchanged == null ? Outcome.DONE : Outcome.unchanged(unchanged);
	}
}
