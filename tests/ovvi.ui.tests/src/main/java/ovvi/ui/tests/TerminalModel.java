package ovvi.ui.tests;

import java.lang.reflect.Field;

import org.eclipse.swt.widgets.Control;
import org.eclipse.tm.internal.terminal.textcanvas.ITextCanvasModel;
import org.eclipse.tm.internal.terminal.textcanvas.ITextCanvasModelListener;
import org.eclipse.tm.internal.terminal.textcanvas.PollingTextCanvasModel;
import org.eclipse.tm.internal.terminal.textcanvas.TextCanvas;
import org.eclipse.tm.terminal.model.ITerminalTextData;
import org.eclipse.tm.terminal.model.ITerminalTextDataSnapshot;

/**
 * TM Terminal's text model behind a widget, as its emulator writes it (before the widget's
 * canvas takes it). TM offers no way to it from the widget but its canvas's model field, read
 * here by reflection: a benchmark's look inside, the same for Ovvi's card and the local baseline.
 */
final class TerminalModel {

	private final ITerminalTextData data;
	private final ITextCanvasModel canvasModel;
	/** Its own snapshot, whose out-of-date call tells of the first change after {@link #arm}. */
	private final ITerminalTextDataSnapshot changes;
	private ITerminalTextDataSnapshot.SnapshotOutOfDateListener changed;
	private ITextCanvasModelListener polls;

	TerminalModel(Control terminal) {
		try {
			Field field = TextCanvas.class.getDeclaredField("fCellCanvasModel");
			field.setAccessible(true);
			canvasModel = (ITextCanvasModel) field.get(terminal);
			data = ((ITerminalTextDataSnapshot) canvasModel.getTerminalText()).getTerminalTextData();
		} catch (ReflectiveOperationException notThere) {
			throw new AssertionError("TM's TextCanvas has no text model field as 5.6.0 has", notThere);
		}
		changes = data.makeSnapshot();
	}

	/**
	 * Stamps each first change after {@link #arm} in {@code stamps.model}, on the emulator's
	 * thread, and the canvas's next take of the model after it in {@code stamps.polled}, on the UI
	 * thread (TM's 50 ms poll, or a card's take on change): a paint before that still shows the old text.
	 */
	void stampChanges(EchoStamps stamps) {
		changed = snapshot -> stamps.model.compareAndSet(0, System.nanoTime());
		changes.addListener(changed);
		Runnable polled = () -> {
			if (stamps.model.get() != 0) {
				stamps.polled.compareAndSet(0, System.nanoTime());
			}
		};
		polls = new ITextCanvasModelListener() {
			@Override
			public void rangeChanged(int col, int line, int width, int height) {
				polled.run();
			}

			@Override
			public void dimensionsChanged(int cols, int rows) {
				polled.run();
			}

			@Override
			public void terminalDataChanged() {
				polled.run();
			}
		};
		canvasModel.addCellCanvasModelListener(polls);
	}

	/** Stops TM's own poll of the model, which is then seen only where something else hands it to the canvas. */
	void stopTheWidgetsPoll() {
		((PollingTextCanvasModel) canvasModel).stopPolling();
	}

	/** The next change of the model calls the listener again. */
	void arm() {
		changes.updateSnapshot(false);
	}

	/** No more stamps: another widget's stamps may go to the same {@link EchoStamps}. */
	void stopStamping() {
		if (polls != null) {
			changes.removeListener(changed);
			canvasModel.removeCellCanvasModelListener(polls);
			polls = null;
		}
	}

	/** Lets go of the model and the widget: neither tells of changes any more. */
	void close() {
		stopStamping();
		changes.detach();
	}

	/** Whether one of the model's last {@code lines} rows holds the text. */
	boolean lastRowsHold(String text, int lines) {
		return rowsHold(data, text, lines);
	}

	/**
	 * Whether the canvas took the text: one of the last {@code lines} rows of the snapshot it paints
	 * from holds it (the widget's own text readers read the model behind it).
	 */
	boolean canvasRowsHold(String text, int lines) {
		return rowsHold(canvasModel.getTerminalText(), text, lines);
	}

	private static boolean rowsHold(org.eclipse.tm.terminal.model.ITerminalTextDataReadOnly rows, String text, int lines) {
		int height = rows.getHeight();
		for (int row = Math.max(0, height - lines); row < height; row++) {
			char[] chars = rows.getChars(row);
			if (chars != null && new String(chars).contains(text)) {
				return true;
			}
		}
		return false;
	}
}
