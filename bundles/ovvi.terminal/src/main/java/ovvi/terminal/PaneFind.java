package ovvi.terminal;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import com.google.gson.JsonObject;

import ovvi.herdr.api.HerdrException;
import ovvi.herdr.api.HerdrSession;

/**
 * Find in a pane, as the seed's Find says: the pane's recent text is read once when the bar opens,
 * searched here on each edit, and each match scrolls herdr's shared viewport to it; what the
 * viewport then shows and where it stands (pane.read visible and pane.get) place the highlights. No SWT.
 */
public final class PaneFind {

	/** How much of the pane's past Find reads. */
	public static final int LINES = 5000;

	/** A match: its line in the text read, its first character and its length. */
	public record Match(int line, int column, int length) {
	}

	/**
	 * The text read, with what placing a line in herdr's viewport needs.
	 *
	 * @param cut whether the pane has more than {@link #LINES} lines, so the text does not start at its top
	 * @param blanksBelow the screen's blank rows under the last text, which herdr's text leaves out but its offsets count
	 * @param viewportRows the rows herdr's viewport shows
	 * @param maxOffset how far back herdr's viewport can go
	 */
	public record Text(List<String> lines, boolean cut, int blanksBelow, int viewportRows, int maxOffset) {

		/** Every match of the query, in reading order; an empty query matches nothing. */
		public List<Match> matches(String query, boolean caseSensitive) {
			return PaneFind.matches(lines, query, caseSensitive);
		}

		/**
		 * The viewport offset that puts the match's line in the middle of herdr's viewport, as it
		 * was at the last look (its grid may have changed since the text was read), or as it was
		 * then before the first look.
		 */
		public int offsetOf(Match match, Visible now) {
			boolean looked = now.viewportRows() > 0;
			int rows = looked ? now.viewportRows() : viewportRows;
			int max = looked ? now.maxOffset() : maxOffset;
			return Math.clamp(fromLastRow(match) + grown(now) - rows / 2, 0, Math.max(0, max));
		}

		/**
		 * The match's row in herdr's viewport as it stands now, or -1 when it does not show there.
		 * Lines printed since the text was read moved the match up.
		 */
		public int rowOf(Match match, Visible now) {
			int row = now.viewportRows() - 1 - (fromLastRow(match) + grown(now) - now.offset());
			return row >= 0 && row < now.viewportRows() ? row : -1;
		}

		/**
		 * How many rows the pane has gained since the text was read: the lines printed meanwhile.
		 * Its history and screen together count them; the history alone would count also the rows
		 * a smaller grid moved into it (the Find bar itself shrinks the card as it opens), which
		 * move no line. A text cut at {@link #LINES} does not know where the pane's top is: none.
		 */
		private int grown(Visible now) {
			return cut ? 0 : Math.max(0, now.maxOffset() + now.viewportRows() - (maxOffset + viewportRows));
		}

		/** How many rows above the screen's last row the match's line was when the text was read. */
		private int fromLastRow(Match match) {
			return lines.size() - 1 - match.line() + blanksBelow;
		}
	}

	/**
	 * What herdr's viewport of the pane shows now and where it stands: it is shared, so another
	 * client may have scrolled it, and lines may have gone into the history since the text was read.
	 *
	 * @param rows the rows it shows, from its top (blank rows under the last text left out)
	 * @param offset how far it is scrolled back, as pane.get says
	 * @param maxOffset how far it can go back now
	 * @param viewportRows how many rows it shows
	 */
	public record Visible(List<String> rows, int offset, int maxOffset, int viewportRows) {

		/** Before the first look: nothing shows. */
		public static final Visible NONE = new Visible(List.of(), 0, 0, 0);

		public List<Match> matches(String query, boolean caseSensitive) {
			return PaneFind.matches(rows, query, caseSensitive);
		}
	}

	/** Every match of the query in these lines, in reading order; an empty query matches nothing. */
	static List<Match> matches(List<String> lines, String query, boolean caseSensitive) {
		List<Match> found = new ArrayList<>();
		if (query.isEmpty()) {
			return found;
		}
		String wanted = caseSensitive ? query : query.toLowerCase(Locale.ROOT);
		for (int line = 0; line < lines.size(); line++) {
			String text = caseSensitive ? lines.get(line) : lines.get(line).toLowerCase(Locale.ROOT);
			for (int at = text.indexOf(wanted); at >= 0; at = text.indexOf(wanted, at + wanted.length())) {
				found.add(new Match(line, at, query.length()));
			}
		}
		return found;
	}

	private final HerdrSession session;
	private final String paneId;

	public PaneFind(HerdrSession session, String paneId) {
		this.session = session;
		this.paneId = paneId;
	}

	/** Reads the pane's recent text and where herdr's viewport stands. Blocks: off the UI thread. */
	public Text read() throws HerdrException, InterruptedException {
		JsonObject params = paneParams();
		params.addProperty("source", "recent");
		params.addProperty("lines", LINES);
		params.addProperty("format", "text");
		JsonObject read = session.call("pane.read", params).getAsJsonObject("read");
		List<String> lines = read.get("text").getAsString().lines().toList();
		boolean cut = read.has("truncated") && read.get("truncated").getAsBoolean();
		JsonObject scroll = scroll();
		int viewportRows = scroll.get("viewport_rows").getAsInt();
		int maxOffset = scroll.get("max_offset_from_bottom").getAsInt();
		int blanks = cut ? 0 : Math.max(0, maxOffset + viewportRows - lines.size());
		return new Text(lines, cut, blanks, viewportRows, maxOffset);
	}

	/** What herdr's viewport of the pane shows now and where it stands. Blocks: off the UI thread. */
	public Visible visible() throws HerdrException, InterruptedException {
		JsonObject scroll = scroll();
		JsonObject params = paneParams();
		params.addProperty("source", "visible");
		params.addProperty("format", "text");
		List<String> rows = session.call("pane.read", params).getAsJsonObject("read").get("text").getAsString().lines().toList();
		return new Visible(rows, scroll.get("offset_from_bottom").getAsInt(), scroll.get("max_offset_from_bottom").getAsInt(),
				scroll.get("viewport_rows").getAsInt());
	}

	/** Where herdr's viewport of the pane stands (pane.get's scroll). */
	private JsonObject scroll() throws HerdrException, InterruptedException {
		return session.call("pane.get", paneParams()).getAsJsonObject("pane").getAsJsonObject("scroll");
	}

	/** Scrolls herdr's viewport of the pane; 0 is its bottom, where it goes back when the bar closes. */
	public void scroll(int offsetFromBottom) throws HerdrException, InterruptedException {
		JsonObject params = paneParams();
		params.addProperty("offset_from_bottom", offsetFromBottom);
		session.call("pane.scroll", params);
	}

	private JsonObject paneParams() {
		JsonObject params = new JsonObject();
		params.addProperty("pane_id", paneId);
		return params;
	}
}
