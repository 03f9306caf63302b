package ovvi.terminal;

import java.io.OutputStream;
import java.io.StringReader;

import org.eclipse.tm.internal.terminal.control.ITerminalListener3.TerminalTitleRequestor;
import org.eclipse.tm.internal.terminal.control.impl.ITerminalControlForText;
import org.eclipse.tm.internal.terminal.emulator.VT100Emulator;
import org.eclipse.tm.internal.terminal.provisional.api.ITerminalConnector;
import org.eclipse.tm.internal.terminal.provisional.api.TerminalState;
import org.eclipse.tm.terminal.model.ITerminalTextData;
import org.eclipse.tm.terminal.model.TerminalStyle;
import org.eclipse.tm.terminal.model.TerminalTextDataFactory;

/** TM Terminal's own emulator and text model, without a widget: what a card's grid holds. */
final class TmGrid {

	private final ITerminalTextData text = TerminalTextDataFactory.makeTerminalTextData();
	private final VT100Emulator emulator;

	TmGrid(int cols, int rows) {
		emulator = new VT100Emulator(text, new ITerminalControlForText() {
			@Override
			public TerminalState getState() {
				return TerminalState.CONNECTED;
			}

			@Override
			public void setState(TerminalState state) {
				// the grid has no state to show
			}

			@Override
			public void setTerminalTitle(String title, TerminalTitleRequestor requestor) {
				// no title
			}

			@Override
			public ITerminalConnector getTerminalConnector() {
				return null;
			}

			@Override
			public OutputStream getOutputStream() {
				return OutputStream.nullOutputStream();
			}

			@Override
			public void enableApplicationCursorKeys(boolean enable) {
				// keys are not tested here
			}
		}, new StringReader(""));
		emulator.setDimensions(rows, cols);
		wrapAtTheLastColumn();
	}

	/**
	 * As every card's connector sets it ({@link HerdrConnector}): herdr fills rows to the last
	 * column. TM's switch for it is package-private in its emulator.
	 */
	private void wrapAtTheLastColumn() {
		try {
			java.lang.reflect.Method wrapping = VT100Emulator.class.getDeclaredMethod("setVT100LineWrapping", boolean.class);
			wrapping.setAccessible(true);
			wrapping.invoke(emulator, true);
		} catch (ReflectiveOperationException notThisTm) {
			throw new IllegalStateException("TM Terminal 5.6.0's emulator has setVT100LineWrapping", notThisTm);
		}
	}

	/** Feeds text to TM's parser as the card's stream does. */
	TmGrid feed(String ansi) {
		emulator.setInputStreamReader(new StringReader(ansi));
		emulator.processText();
		return this;
	}

	TerminalStyle style(int row, int col) {
		return text.getStyle(row, col);
	}

	char charAt(int row, int col) {
		return text.getChar(row, col);
	}

	/** A row as the card shows it as text ({@link CardText}). */
	String row(int row) {
		char[] chars = text.getChars(row);
		return chars == null ? "" : CardText.line(new String(chars));
	}
}
