package ovvi.terminal;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * A card without a widget: herdr's frames go through the card's filter into TM Terminal's own
 * emulator and text model, as {@link TerminalCard} feeds its widget. Tests wait on its frames:
 * herdr sends one for every change of the screen.
 */
final class GridCard implements PaneTerminal.Listener {

	static final Duration PATIENCE = Duration.ofSeconds(60);

	private final HerdrFrameFilter filter = new HerdrFrameFilter(0x000000, 0xFFFFFF);
	private final TmGrid grid;
	private final int height;
	private long frames;
	private TerminalStatus status = TerminalStatus.CONNECTING;

	GridCard(int cols, int rows) {
		grid = new TmGrid(cols, rows);
		height = rows;
	}

	@Override
	public synchronized void frame(byte[] ansi, boolean full, boolean atGrid) {
		grid.feed(filter.filter(new String(ansi, StandardCharsets.UTF_8)));
		frames++;
		notifyAll();
	}

	@Override
	public synchronized void status(TerminalStatus next) {
		status = next;
		notifyAll();
	}

	/** The rows TM's model holds, as text; trailing blanks and blank rows at the bottom left out. */
	synchronized List<String> rows() {
		List<String> rows = new ArrayList<>();
		for (int row = 0; row < height; row++) {
			rows.add(grid.row(row));
		}
		return SimPane.trimmed(rows);
	}

	synchronized CursorLook cursor() {
		return filter.cursor();
	}

	/**
	 * Waits frame by frame until the condition holds. A condition about herdr's screen is looked
	 * at again after each frame, which herdr renders from that screen.
	 */
	void await(BooleanSupplier condition, Supplier<String> what) throws InterruptedException {
		long deadline = System.nanoTime() + PATIENCE.toNanos();
		while (true) {
			long seen;
			synchronized (this) {
				seen = frames;
			}
			if (condition.getAsBoolean()) {
				return;
			}
			synchronized (this) {
				while (frames == seen) {
					long left = deadline - System.nanoTime();
					if (left <= 0) {
						throw new AssertionError("not within " + PATIENCE + ": " + what.get() + " (the card: " + status + ")");
					}
					wait(Math.max(1, left / 1_000_000));
				}
			}
		}
	}

	void awaitLive() throws InterruptedException {
		long deadline = System.nanoTime() + PATIENCE.toNanos();
		synchronized (this) {
			while (status.state() != TerminalStatus.State.LIVE) {
				long left = deadline - System.nanoTime();
				if (left <= 0) {
					throw new AssertionError("the card is " + status + ", not live, after " + PATIENCE);
				}
				wait(Math.max(1, left / 1_000_000));
			}
		}
	}
}
