package ovvi.terminal;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A web address or a file path written in a row of a card's grid, found under a column: what M1
 * with the pointer underlines and M1+click opens.
 *
 * @param web true for a web address, false for a file path
 * @param target the address, or the path without a trailing {@code :line[:column]}
 * @param first the first column of the link's text
 * @param last the last column of the link's text
 */
public record TerminalLink(boolean web, String target, int first, int last) {

	private static final Pattern WEB = Pattern.compile("(?:https?|file)://[^\\s<>\"'`\\u200B]+");
	/**
	 * Paths as compilers, git and agents print them: absolute, from home, or relative with at least
	 * one slash, with an optional {@code :line[:column]}; or a bare file name with its line, as in
	 * {@code main.c:3:5}. Only those that exist on the pane's machine are links; that is asked of the
	 * machine, not told by the text.
	 */
	private static final Pattern PATH = Pattern.compile("(?<![\\w/.~-])(?:~?/?[\\w.~+@%=,-]*(?:/[\\w.~+@%=,-]*)+(?::\\d+){0,2}"
			+ "|[\\w+@%=,-][\\w.+@%=,-]*\\.\\w+(?::\\d+){1,2})");
	private static final Pattern LINE_AND_COLUMN = Pattern.compile("(?::\\d+){1,2}$");
	/** Punctuation that ends a sentence or closes a bracket rather than belongs to the link. */
	private static final String TRAILING = ".,;:!?)]}>'\"";

	/**
	 * The link under a column of a row.
	 *
	 * @param cells the row as the grid has it, one char a column (a wide character's filler included)
	 */
	public static Optional<TerminalLink> at(String cells, int column) {
		Optional<TerminalLink> web = find(WEB.matcher(cells), column, true);
		return web.isPresent() ? web : find(PATH.matcher(cells), column, false);
	}

	private static Optional<TerminalLink> find(Matcher matcher, int column, boolean web) {
		while (matcher.find()) {
			String text = matcher.group();
			while (text.length() > 1 && belongsAfter(text)) {
				text = text.substring(0, text.length() - 1);
			}
			int last = matcher.start() + text.length() - 1;
			if (column < matcher.start() || column > last) {
				continue;
			}
			String target = web ? text : LINE_AND_COLUMN.matcher(text).replaceFirst("");
			return target.equals("/") || target.equals("//") ? Optional.empty()
					: Optional.of(new TerminalLink(web, target, matcher.start(), last));
		}
		return Optional.empty();
	}

	/** Whether the text's last character ends the sentence around the link rather than the link. */
	private static boolean belongsAfter(String text) {
		char last = text.charAt(text.length() - 1);
		if (last == ')') {
			// a Wikipedia address keeps the ")" that closes its own "("
			return text.chars().filter(c -> c == '(').count() < text.chars().filter(c -> c == ')').count();
		}
		return TRAILING.indexOf(last) >= 0;
	}
}
