package ovvi.ui.tests;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.widgets.Display;

import com.google.gson.JsonObject;

import ovvi.herdr.api.HerdrSession;
import ovvi.terminal.TerminalCard;

/**
 * The terminal card's invariant: once herdr's frames settle, the card's rows read from TM
 * Terminal's model are herdr's visible screen of the same pane ({@code pane.read}, source
 * {@code visible}).
 */
final class CardShowsHerdr {

	private CardShowsHerdr() {
	}

	/** herdr's visible screen of the pane, a line a row. */
	static String visible(HerdrSession herdr, String paneId) {
		JsonObject params = new JsonObject();
		params.addProperty("pane_id", paneId);
		params.addProperty("source", "visible");
		try {
			return herdr.call("pane.read", params).getAsJsonObject("read").get("text").getAsString();
		} catch (Exception unreachable) {
			throw new AssertionError(unreachable);
		}
	}

	/**
	 * Waits until the card shows herdr's screen. Each look reads both sides back to back, so a
	 * screen that keeps changing (a clock, a spinner) is compared at one settled frame; when they
	 * never agree the first differing row and column are named.
	 */
	static void await(TerminalCard card, HerdrSession herdr, String paneId, String program) {
		Display display = card.terminalControl().getDisplay();
		try {
			UiWait.until(display, () -> trimmed(card.visibleRows()).equals(trimmed(visible(herdr, paneId).lines().toList())),
					program + ": the card shows herdr's screen");
		} catch (AssertionError differs) {
			List<String> mine = trimmed(card.visibleRows());
			List<String> herdrs = trimmed(visible(herdr, paneId).lines().toList());
			for (int row = 0; row < Math.max(mine.size(), herdrs.size()); row++) {
				String a = row < mine.size() ? mine.get(row) : "";
				String b = row < herdrs.size() ? herdrs.get(row) : "";
				if (!a.equals(b)) {
					int col = 0;
					while (col < Math.min(a.length(), b.length()) && a.charAt(col) == b.charAt(col)) {
						col++;
					}
					throw new AssertionError(program + ": row " + row + " differs from column " + col + ": card '" + a
							+ "', herdr '" + b + "'", differs);
				}
			}
			throw differs;
		}
	}

	private static List<String> trimmed(List<String> rows) {
		List<String> lines = new ArrayList<>(rows.stream().map(String::stripTrailing).toList());
		while (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) {
			lines.remove(lines.size() - 1);
		}
		return lines;
	}
}
