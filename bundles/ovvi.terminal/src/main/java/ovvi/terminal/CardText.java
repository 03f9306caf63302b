package ovvi.terminal;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * A card's grid as text, as herdr's {@code pane.read} gives a pane's screen: the fillers behind
 * wide characters ({@link HerdrFrameFilter#WIDE_FILLER}) are no text, and a row ends at its last
 * character that is not blank.
 */
final class CardText {

	private CardText() {
	}

	/** Text TM gives for its rows (a selection, all its text) as a copy gives it: each row a {@link #line}. */
	static String rows(String text) {
		return Arrays.stream(text.split("\n", -1)).map(CardText::line).collect(Collectors.joining("\n"));
	}

	/** A row of TM's grid as text: no fillers, no unwritten cells, no blanks at its end. */
	static String line(String cells) {
		return withoutFillers(cells.replace('\0', ' ')).stripTrailing();
	}

	private static String withoutFillers(String text) {
		return text.replace(String.valueOf(HerdrFrameFilter.WIDE_FILLER), "");
	}
}
