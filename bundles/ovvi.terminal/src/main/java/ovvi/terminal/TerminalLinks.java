package ovvi.terminal;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Cursor;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.program.Program;
import org.eclipse.swt.widgets.Event;
import org.eclipse.tm.internal.terminal.textcanvas.TextCanvas;

import ovvi.cards.Opening;

/**
 * Links in a card's grid: with M1, Alt or both held, the web address or file path under the pointer is
 * underlined (a path once the pane's machine said it exists); M1+click opens it in a new tab,
 * Alt+click beside the card, M1+Alt+click with the desktop's own application. A click on a link
 * reaches no program. Where the text holds no link, herdr 0.9.1+ is asked for the one it knows at
 * that cell ({@link PaneLinks}: OSC 8 hyperlinks, whose text is not their address); it opens as the
 * same address written out would.
 */
final class TerminalLinks {

	private final TextCanvas canvas;
	private final LinkTarget target;
	private final PaneLinks herdrLinks;
	/** What the machine said of each path written in the card: absent until it answered. */
	private final Map<String, Optional<LinkTarget.Found>> paths = new ConcurrentHashMap<>();
	/** What herdr said of the cells of each row, while the row shows the text it showed then (UI thread). */
	private final Map<Integer, RowAnswers> herdrAnswers = new HashMap<>();
	/** The cell under the pointer with a modifier held, or null: an answer for another cell is not shown. */
	private PaneLinks.Region pointed;
	private List<PaneLinks.Region> underlined = List.of();
	private Cursor ownCursor;

	/** What herdr said of some cells of a row: each asked cell's link regions, empty for none. */
	private record RowAnswers(String text, Map<Integer, List<PaneLinks.Region>> cells) {
	}

	/** Registered before the card's pointer, so a click on a link can stop there. */
	TerminalLinks(TextCanvas canvas, LinkTarget target, PaneLinks herdrLinks) {
		this.canvas = canvas;
		this.target = target;
		this.herdrLinks = herdrLinks;
		canvas.addListener(SWT.MouseMove, this::moved);
		canvas.addListener(SWT.MouseExit, event -> hover(null, -1));
		canvas.addListener(SWT.MouseDown, this::pressed);
		canvas.addListener(SWT.Paint, this::paint);
	}

	private void moved(Event event) {
		// every modifier that opens a link shows it: M1, Alt and M1+Alt
		if ((event.stateMask & (SWT.MOD1 | SWT.MOD3)) == 0) {
			pointed = null;
			hover(null, -1);
			return;
		}
		int row = row(event.y);
		int column = column(event.x);
		pointed = new PaneLinks.Region(row, column, column);
		TerminalLink link = TerminalLink.at(rowText(row), column).orElse(null);
		if (link == null && herdrLinks.asked()) {
			hoverHerdrLink(row, column);
			return;
		}
		if (link == null || link.web()) {
			hover(link, row);
			return;
		}
		Optional<LinkTarget.Found> known = paths.get(link.target());
		if (known == null) {
			hover(null, -1);
			ask(link.target(), found -> {
				// the pointer may have moved on: only a link still under it is underlined
				if (found.isPresent()) {
					hover(link, row);
				}
			});
		} else {
			hover(known.isPresent() ? link : null, row);
		}
	}

	private void pressed(Event event) {
		int modifiers = event.stateMask & (SWT.MOD1 | SWT.MOD3);
		if (event.button != 1 || modifiers == 0) {
			return;
		}
		int row = row(event.y);
		int column = column(event.x);
		TerminalLink link = TerminalLink.at(rowText(row), column).orElse(null);
		boolean desktop = modifiers == (SWT.MOD1 | SWT.MOD3);
		Opening where = modifiers == SWT.MOD1 ? Opening.NEW_TAB : Opening.SIDE;
		if (link == null) {
			if (herdrLinks.asked()) {
				openHerdrLink(event, row, column, where, desktop);
			}
			return;
		}
		if (link.web()) {
			stop(event);
			openAddress(link.target(), where, desktop);
			return;
		}
		Optional<LinkTarget.Found> known = paths.get(link.target());
		if (known == null) {
			// not asked yet (an Alt+click with no hover first): the click stays the program's, the file opens once it is known
			ask(link.target(), found -> found.ifPresent(file -> openFile(file, where, desktop)));
		} else if (known.isPresent()) {
			stop(event);
			openFile(known.get(), where, desktop);
		}
	}

	/**
	 * Opens the link herdr knows at the cell. Its address needs one {@code pane.link.activate} call even
	 * for M1+Alt, which otherwise asks nothing of herdr: only herdr has it. A cell herdr showed a link at
	 * keeps the click from the program; one not asked yet leaves it there, and the link opens once known.
	 */
	private void openHerdrLink(Event event, int row, int column, Opening where, boolean desktop) {
		List<PaneLinks.Region> known = answered(row, column);
		if (known != null && known.isEmpty()) {
			return;
		}
		if (known != null) {
			stop(event);
		}
		offTheUiThread(() -> herdrLinks.address(row, column), address -> address
				.filter(TerminalLinks::openable)
				.ifPresent(openable -> openAddress(openable, where, desktop)));
	}

	/** Only what a card opens when written out: a web address or a file: URI, not any scheme a program names. */
	private static boolean openable(String address) {
		return TerminalLink.at(address, 0).filter(link -> link.web() && link.target().equals(address)).isPresent();
	}

	private void openAddress(String address, Opening where, boolean desktop) {
		if (desktop) {
			Program.launch(address);
		} else {
			target.openWeb(address, where);
		}
	}

	/** Underlines the link herdr knows at the cell, asking herdr once per cell while its row stays the same. */
	private void hoverHerdrLink(int row, int column) {
		List<PaneLinks.Region> known = answered(row, column);
		if (known != null) {
			underline(known);
			return;
		}
		underline(List.of());
		String text = rowText(row);
		offTheUiThread(() -> herdrLinks.regions(row, column), regions -> {
			RowAnswers answers = herdrAnswers.get(row);
			if (answers == null || !answers.text().equals(text)) {
				answers = new RowAnswers(text, new HashMap<>());
				herdrAnswers.put(row, answers);
			}
			answers.cells().put(column, regions);
			for (PaneLinks.Region region : regions) {
				if (region.row() == row) {
					for (int c = region.first(); c <= region.last(); c++) {
						answers.cells().put(c, regions);
					}
				}
			}
			// the pointer may have moved on: only a link still under it is underlined
			if (pointed != null && pointed.covers(row, column)) {
				underline(regions);
			}
		});
	}

	/** herdr's answer for the cell, null when not asked since the row last changed. */
	private List<PaneLinks.Region> answered(int row, int column) {
		RowAnswers answers = herdrAnswers.get(row);
		if (answers == null || !answers.text().equals(rowText(row))) {
			herdrAnswers.remove(row);
			return null;
		}
		return answers.cells().get(column);
	}

	private void openFile(LinkTarget.Found file, Opening where, boolean desktop) {
		if (!desktop) {
			target.openFile(file, where);
		} else if (target.onThisComputer()) {
			Program.launch(file.path());
		}
	}

	/** A click that opened a link goes to neither the program nor TM's selection after it. */
	private static void stop(Event event) {
		event.doit = false;
		event.type = SWT.None;
	}

	/** Asks the machine whether a path exists; the answer comes back on the UI thread. */
	private void ask(String written, Consumer<Optional<LinkTarget.Found>> then) {
		offTheUiThread(() -> {
			Optional<LinkTarget.Found> found = target.existing(written);
			paths.put(written, found);
			return found;
		}, then);
	}

	/** A question that blocks (the machine, herdr). */
	@FunctionalInterface
	private interface Question<T> {
		T answer() throws InterruptedException;
	}

	/** Asks off the UI thread; the answer comes back on it, unless the card is gone. */
	private <T> void offTheUiThread(Question<T> question, Consumer<T> then) {
		Thread.ofVirtual().name("ovvi-terminal-link").start(() -> {
			T answer;
			try {
				answer = question.answer();
			} catch (InterruptedException interrupted) {
				return;
			}
			if (!canvas.isDisposed()) {
				canvas.getDisplay().asyncExec(() -> {
					if (!canvas.isDisposed()) {
						then.accept(answer);
					}
				});
			}
		});
	}

	private void hover(TerminalLink link, int row) {
		underline(link == null ? List.of() : List.of(new PaneLinks.Region(row, link.first(), link.last())));
	}

	private void underline(List<PaneLinks.Region> regions) {
		if (regions.equals(underlined)) {
			return;
		}
		if (underlined.isEmpty()) {
			ownCursor = canvas.getCursor();
			canvas.setCursor(canvas.getDisplay().getSystemCursor(SWT.CURSOR_HAND));
		} else if (regions.isEmpty()) {
			canvas.setCursor(ownCursor);
		}
		underlined = regions;
		canvas.redraw();
	}

	/** The link's cells, for tests: each underlined region as {row, first column, last column}. */
	List<int[]> underlinedCells() {
		return underlined.stream().map(r -> new int[] { r.row(), r.first(), r.last() }).toList();
	}

	/** The hovered link's underline, over TM's drawing of its rows. */
	private void paint(Event event) {
		int width = cellWidth();
		GC gc = event.gc;
		gc.setForeground(canvas.getForeground());
		for (PaneLinks.Region region : underlined) {
			int y = (region.row() + 1) * cellHeight() - 1;
			gc.drawLine(region.first() * width, y, (region.last() + 1) * width - 1, y);
		}
	}

	/** The row's cells as text, a wide character's filler kept, so an index is a column. */
	private String rowText(int row) {
		List<String> all = canvas.getAllText().lines().toList();
		int shown = canvas.getClientArea().height / cellHeight();
		int index = Math.max(0, all.size() - shown) + row;
		return index < all.size() ? all.get(index).replace('\0', ' ') : "";
	}

	private int column(int x) {
		return Math.max(0, x / cellWidth());
	}

	private int row(int y) {
		return Math.max(0, y / cellHeight());
	}

	private int cellWidth() {
		return Math.max(1, canvas.getCellRenderer().getCellWidth());
	}

	private int cellHeight() {
		return Math.max(1, canvas.getCellRenderer().getCellHeight());
	}
}
