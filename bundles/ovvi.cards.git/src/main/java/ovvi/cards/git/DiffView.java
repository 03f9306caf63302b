package ovvi.cards.git;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.widgets.Composite;

import ovvi.cards.git.repo.Diff;

/**
 * A diff in a read-only StyledText in the terminal font, coloured as git colours it: added lines
 * green, removed red, hunk lines cyan, file headers bold. The styles are made once per diff as
 * ranges, so a diff of thousands of lines shows in one set.
 */
final class DiffView {

	private final StyledText text;
	private final Color added;
	private final Color removed;
	private final Color hunk;
	private final Color addedBackground;
	private final Color removedBackground;
	private Diff shown = Diff.EMPTY;

	DiffView(Composite parent, Font font) {
		text = new StyledText(parent, SWT.H_SCROLL | SWT.V_SCROLL | SWT.READ_ONLY);
		text.setFont(font);
		text.setEditable(false);
		var display = parent.getDisplay();
		added = new Color(display, 0x1a, 0x7f, 0x37);
		removed = new Color(display, 0xcf, 0x22, 0x2e);
		hunk = new Color(display, 0x05, 0x50, 0xae);
		addedBackground = new Color(display, 0xe6, 0xff, 0xec);
		removedBackground = new Color(display, 0xff, 0xeb, 0xe9);
	}

	StyledText control() {
		return text;
	}

	void show(Diff diff) {
		if (diff.equals(shown)) {
			return; // read again unchanged: the caret and the scroll stay where the user left them
		}
		shown = diff;
		String content = diff.text();
		if (diff.truncated()) {
			content += "\n… the diff is longer than " + diff.lines().size() + " lines: the rest is not shown.";
		}
		text.setText(content);
		text.setStyleRanges(styles(diff));
	}

	void clear(String note) {
		shown = Diff.EMPTY;
		text.setText(note);
	}

	Diff shown() {
		return shown;
	}

	/** The hunk at the caret (or the first hunk when the caret is above them), or -1. */
	int hunkAtCaret() {
		if (shown.hunks().isEmpty()) {
			return -1;
		}
		int line = text.getLineAtOffset(text.getCaretOffset());
		int at = shown.hunkAt(line);
		return at >= 0 ? at : line < shown.hunks().get(0).first() ? 0 : -1;
	}

	/** Moves the caret to a hunk's "@@" line and shows it. */
	void caretToHunk(int hunkIndex) {
		int line = shown.hunks().get(hunkIndex).first();
		text.setCaretOffset(text.getOffsetAtLine(line));
		text.setTopIndex(Math.max(0, line - 2));
	}

	private StyleRange[] styles(Diff diff) {
		List<StyleRange> styles = new ArrayList<>();
		int offset = 0;
		for (Diff.Line line : diff.lines()) {
			int length = line.text().length();
			StyleRange style = switch (line.kind()) {
			case ADDED -> new StyleRange(offset, length, added, addedBackground);
			case REMOVED -> new StyleRange(offset, length, removed, removedBackground);
			case HUNK -> new StyleRange(offset, length, hunk, null);
			case FILE -> new StyleRange(offset, length, null, null, SWT.BOLD);
			case CONTEXT, NOTE -> null;
			};
			if (style != null && length > 0) {
				styles.add(style);
			}
			offset += length + 1;
		}
		return styles.toArray(StyleRange[]::new);
	}

	/** The colour lines of this kind are drawn in; null for the text's own. */
	Color colour(Diff.Kind kind) {
		return switch (kind) {
		case ADDED -> added;
		case REMOVED -> removed;
		case HUNK -> hunk;
		case FILE, CONTEXT, NOTE -> null;
		};
	}

	void dispose() {
		added.dispose();
		removed.dispose();
		hunk.dispose();
		addedBackground.dispose();
		removedBackground.dispose();
	}
}
