package ovvi.terminal;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.swt.widgets.Display;
import org.eclipse.tm.internal.terminal.textcanvas.AbstractTextCanvasModel;
import org.eclipse.tm.internal.terminal.textcanvas.TextCanvas;
import org.eclipse.tm.terminal.model.ITerminalTextDataSnapshot;

/**
 * Hands TM Terminal's canvas each change of its text model as it happens. TM's widget takes
 * changes only from its own poll of the model, every 50 ms, so an echo waited 25 ms on average
 * and up to 50 ms before it could be painted. The canvas model's snapshot tells once when it goes
 * out of date; one update on the UI thread takes every change made until then and arms the next
 * call. Nothing runs while no text arrives. A frame's own UI work (its cursor) runs in the same
 * pass ({@link #withFrameText}).
 */
final class RepaintOnChange {

	/** TM's own poll's interval: a frame's UI work never waits longer than the canvas did before. */
	private static final int WITHOUT_TEXT_AT_MOST_MILLIS = 50;

	private final TextCanvas canvas;
	/** Kept: frames go on arriving on the stream's thread after the canvas is disposed, when it no longer tells its display. */
	private final Display display;
	private final AbstractTextCanvasModel model;
	private final ITerminalTextDataSnapshot shown;
	private final AtomicBoolean queued = new AtomicBoolean();
	private final Queue<Runnable> withText = new ConcurrentLinkedQueue<>();
	private final ITerminalTextDataSnapshot.SnapshotOutOfDateListener changed = snapshot -> queue();

	RepaintOnChange(TextCanvas canvas) {
		this.canvas = canvas;
		this.display = canvas.getDisplay();
		// TM 5.6.0 offers no way to a canvas's model but its field
		this.model = TmFields.value(canvas, TextCanvas.class, "fCellCanvasModel", AbstractTextCanvasModel.class);
		this.shown = (ITerminalTextDataSnapshot) model.getTerminalText();
		shown.addListener(changed);
		canvas.addDisposeListener(event -> shown.removeListener(changed));
	}

	/** On the emulator's thread, holding the text model's lock: only queues the update. */
	private void queue() {
		if (queued.compareAndSet(false, true)) {
			if (!display.isDisposed()) {
				display.asyncExec(this::update);
			}
		}
	}

	private void update() {
		queued.set(false);
		if (!canvas.isDisposed()) {
			// what TM's poll does: take the snapshot, fire the changed cells, which the canvas redraws
			model.update();
		}
		runWithText();
	}

	/**
	 * Runs UI work of a frame (its cursor, its lines) on the UI thread as the canvas takes the
	 * frame's text, so both paint at once: GTK paints at most once a frame of its clock, and a paint
	 * of the cursor alone would hold the text's paint back to the clock's next frame, up to 16 ms.
	 * Called before the frame goes to the emulator. A frame that changes no text runs it at the
	 * latest after {@value #WITHOUT_TEXT_AT_MOST_MILLIS} ms.
	 */
	void withFrameText(Runnable uiWork) {
		withText.add(uiWork);
		if (!display.isDisposed()) {
			display.asyncExec(() -> {
				if (!canvas.isDisposed()) {
					display.timerExec(WITHOUT_TEXT_AT_MOST_MILLIS, this::runWithText);
				}
			});
		}
	}

	private void runWithText() {
		for (Runnable work = withText.poll(); work != null; work = withText.poll()) {
			if (!canvas.isDisposed()) {
				work.run();
			}
		}
	}
}
