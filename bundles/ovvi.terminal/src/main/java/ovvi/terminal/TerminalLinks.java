package ovvi.terminal;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Cursor;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.widgets.Event;
import org.eclipse.tm.internal.terminal.textcanvas.TextCanvas;

import ovvi.cards.Opening;
import ovvi.terminal.FrameCells.Cell;

/**
 * Links in a card's grid: with M1, Alt or both held, the link under the pointer is underlined;
 * M1+click opens it in a new tab, Alt+click beside the card, M1+Alt+click with the desktop's own
 * application. A click on a link reaches no program. An OSC 8 hyperlink of herdr's frame comes first
 * ({@link FrameLinks}: its text need not be its address); else a web address or a file path written
 * in the row (a path once the pane's machine said it exists). Opening a link asks nothing of herdr.
 */
final class TerminalLinks {

	private final TextCanvas canvas;
	private final LinkTarget target;
	/** What the machine said of each path written in the card: absent until it answered. */
	private final Map<String, Optional<LinkTarget.Found>> paths = new ConcurrentHashMap<>();
	/** The OSC 8 links of herdr's latest frame (UI thread). */
	private FrameLinks frameLinks = FrameLinks.NONE;
	private List<FrameLinks.Region> underlined = List.of();
	private Cursor ownCursor;

	/** Registered before the card's pointer, so a click on a link can stop there. */
	TerminalLinks(TextCanvas canvas, LinkTarget target) {
		this.canvas = canvas;
		this.target = target;
		canvas.addListener(SWT.MouseMove, this::moved);
		canvas.addListener(SWT.MouseExit, event -> hover(null, -1));
		canvas.addListener(SWT.MouseDown, this::pressed);
		canvas.addListener(SWT.Paint, this::paint);
	}

	/** Each linked cell's OSC 8 target in herdr's latest frame; on the UI thread. */
	void show(Map<Cell, String> targets) {
		frameLinks = new FrameLinks(targets);
	}

	private void moved(Event event) {
		// every modifier that opens a link shows it: M1, Alt and M1+Alt
		if ((event.stateMask & (SWT.MOD1 | SWT.MOD3)) == 0) {
			hover(null, -1);
			return;
		}
		int row = row(event.y);
		int column = column(event.x);
		if (frameLink(row, column) != null) {
			underline(frameLinks.regions(row, column, columns()));
			return;
		}
		TerminalLink link = TerminalLink.at(rowText(row), column).orElse(null);
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
		boolean desktop = modifiers == (SWT.MOD1 | SWT.MOD3);
		Opening where = modifiers == SWT.MOD1 ? Opening.NEW_TAB : Opening.SIDE;
		String framed = frameLink(row, column);
		if (framed != null) {
			stop(event);
			openAddress(framed, where, desktop);
			return;
		}
		TerminalLink link = TerminalLink.at(rowText(row), column).orElse(null);
		if (link == null) {
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
	 * The frame's OSC 8 target at the cell when a card opens it: only what it opens written out too (a
	 * web address or a file: URI), not any scheme a program names. Else null.
	 */
	private String frameLink(int row, int column) {
		String address = frameLinks.target(row, column);
		boolean openable = address != null
				&& TerminalLink.at(address, 0).filter(link -> link.web() && link.target().equals(address)).isPresent();
		return openable ? address : null;
	}

	private void openAddress(String address, Opening where, boolean desktop) {
		if (desktop) {
			target.openOnDesktop(address);
		} else {
			target.openWeb(address, where);
		}
	}

	private void openFile(LinkTarget.Found file, Opening where, boolean desktop) {
		if (!desktop) {
			target.openFile(file, where);
		} else if (target.onThisComputer()) {
			target.openOnDesktop(file.path());
		}
	}

	/** A click that opened a link goes to neither the program nor TM's selection after it. */
	private static void stop(Event event) {
		event.doit = false;
		event.type = SWT.None;
	}

	/** Asks the machine whether a path exists, off the UI thread; the answer comes back on it, unless the card is gone. */
	private void ask(String written, Consumer<Optional<LinkTarget.Found>> then) {
		Thread.ofVirtual().name("ovvi-terminal-link").start(() -> {
			Optional<LinkTarget.Found> found;
			try {
				found = target.existing(written);
			} catch (InterruptedException interrupted) {
				return;
			}
			paths.put(written, found);
			if (!canvas.isDisposed()) {
				canvas.getDisplay().asyncExec(() -> {
					if (!canvas.isDisposed()) {
						then.accept(found);
					}
				});
			}
		});
	}

	private void hover(TerminalLink link, int row) {
		underline(link == null ? List.of() : List.of(new FrameLinks.Region(row, link.first(), link.last())));
	}

	private void underline(List<FrameLinks.Region> regions) {
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
		for (FrameLinks.Region region : underlined) {
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

	/** The grid's width: herdr's, which the card sizes to the canvas. */
	private int columns() {
		return Math.max(1, canvas.getClientArea().width / cellWidth());
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
