package ovvi.terminal;

import org.eclipse.tm.terminal.model.ITerminalTextDataReadOnly;

/**
 * A card's grid as text, as herdr's {@code pane.read} gives a pane's screen: the fillers behind
 * wide characters ({@link HerdrFrameFilter#WIDE_FILLER}) are no text, and a row ends at its last
 * character that is not blank.
 */
public final class CardText {

	private CardText() {
	}

	public static String row(ITerminalTextDataReadOnly grid, int row) {
		char[] chars = grid.getChars(row);
		if (chars == null) {
			return "";
		}
		return withoutFillers(new String(chars).replace('\0', ' ')).stripTrailing();
	}

	/** Text copied from the grid, without the fillers of wide characters. */
	public static String withoutFillers(String text) {
		return text.replace(String.valueOf(HerdrFrameFilter.WIDE_FILLER), "");
	}
}
