package ovvi.terminal;

import org.eclipse.tm.terminal.model.ITerminalTextDataReadOnly;

/**
 * A card's grid as text, as herdr's {@code pane.read} gives a pane's screen: the fillers behind
 * wide characters ({@link HerdrFrameFilter#WIDE_FILLER}) are no text, and a row ends at its last
 * character that is not blank.
 */
final class CardText {

	private CardText() {
	}

	static String row(ITerminalTextDataReadOnly grid, int row) {
		char[] chars = grid.getChars(row);
		return chars == null ? "" : line(new String(chars));
	}

	/** A row of TM's grid as text: no fillers, no unwritten cells, no blanks at its end. */
	static String line(String cells) {
		return withoutFillers(cells.replace('\0', ' ')).stripTrailing();
	}

	/** Text copied from the grid, without the fillers of wide characters. */
	static String withoutFillers(String text) {
		return text.replace(String.valueOf(HerdrFrameFilter.WIDE_FILLER), "");
	}
}
