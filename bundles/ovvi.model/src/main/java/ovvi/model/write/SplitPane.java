package ovvi.model.write;

import ovvi.herdr.api.HerdrException;
import ovvi.model.Direction;
import ovvi.model.Pane;

/**
 * Split Right, Down, Left or Up. herdr splits only right and down, so left and up are those
 * followed by pane.swap of the old pane with the new one beside it. The new pane shows at once
 * as a stand-in; then equal splits when "Balance splits automatically" is on.
 */
public final class SplitPane implements Write {

	private final Pane pane;
	private final Direction side;
	private Pane standIn;

	public SplitPane(Pane pane, Direction side) {
		this.pane = pane;
		this.side = side;
	}

	/** The stand-in that shows until herdr answers; null before {@link #show}. */
	public Pane shown() {
		return standIn;
	}

	@Override
	public String action() {
		return "Split " + side.wire().substring(0, 1).toUpperCase() + side.wire().substring(1);
	}

	@Override
	public void show(WriteContext context) {
		standIn = context.store().addStandInPane(pane, side);
	}

	@Override
	public Outcome run(WriteContext context) throws HerdrException, InterruptedException {
		String old = context.store().herdrId(pane);
		String made;
		try {
			var reply = context.call("pane.split", Params.of("target_pane_id", old, "direction", side.herdrSplit().wire(), "focus", false));
			made = Replies.id(context.host(), "pane.split", reply, "pane", "pane_id");
		} catch (HerdrException | RuntimeException e) {
			context.store().drop(standIn);
			throw e;
		}
		context.store().resolve(standIn, made);
		if (side.needsSwap()) {
			context.reached("The new pane is " + side.herdrSplit().wire() + " of the old one");
			String unchanged = Replies.unchanged(Replies.part(
					context.call("pane.swap", Params.of("pane_id", old, "direction", side.herdrSplit().wire())), "swap"));
			if (unchanged != null) {
				throw Replies.stoppedAt("pane.swap", unchanged);
			}
		}
		Layouts.balanceAround(context, made);
		return Outcome.selecting(null, made);
	}
}
