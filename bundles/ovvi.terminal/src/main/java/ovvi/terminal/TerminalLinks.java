package ovvi.terminal;

import java.util.List;
import java.util.Map;
import java.util.Objects;
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
 * reaches no program.
 */
final class TerminalLinks {

	private final TextCanvas canvas;
	private final LinkTarget target;
	/** What the machine said of each path written in the card: absent until it answered. */
	private final Map<String, Optional<LinkTarget.Found>> paths = new ConcurrentHashMap<>();
	private TerminalLink hovered;
	private int hoveredRow = -1;
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

	private void moved(Event event) {
		// every modifier that opens a link shows it: M1, Alt and M1+Alt
		if ((event.stateMask & (SWT.MOD1 | SWT.MOD3)) == 0) {
			hover(null, -1);
			return;
		}
		int row = row(event.y);
		TerminalLink link = TerminalLink.at(rowText(row), column(event.x)).orElse(null);
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
		TerminalLink link = TerminalLink.at(rowText(row(event.y)), column(event.x)).orElse(null);
		if (link == null) {
			return;
		}
		boolean desktop = modifiers == (SWT.MOD1 | SWT.MOD3);
		Opening where = modifiers == SWT.MOD1 ? Opening.NEW_TAB : Opening.SIDE;
		if (link.web()) {
			stop(event);
			if (desktop) {
				Program.launch(link.target());
			} else {
				target.openWeb(link.target(), where);
			}
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

	/** Asks the machine off the UI thread; the answer comes back on it. */
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
		if (Objects.equals(link, hovered) && row == hoveredRow) {
			return;
		}
		if (hovered == null && link != null) {
			ownCursor = canvas.getCursor();
			canvas.setCursor(canvas.getDisplay().getSystemCursor(SWT.CURSOR_HAND));
		} else if (hovered != null && link == null) {
			canvas.setCursor(ownCursor);
		}
		hovered = link;
		hoveredRow = link == null ? -1 : row;
		canvas.redraw();
	}

	/** The hovered link's underline, over TM's drawing of the row. */
	private void paint(Event event) {
		if (hovered == null) {
			return;
		}
		int width = cellWidth();
		int y = (hoveredRow + 1) * cellHeight() - 1;
		GC gc = event.gc;
		gc.setForeground(canvas.getForeground());
		gc.drawLine(hovered.first() * width, y, (hovered.last() + 1) * width - 1, y);
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
