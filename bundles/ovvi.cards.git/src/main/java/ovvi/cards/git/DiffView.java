package ovvi.cards.git;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.StackLayout;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.widgets.Composite;

import ovvi.cards.git.repo.Diff;
import ovvi.cards.git.repo.SideBySide;

/**
 * A diff in a read-only StyledText in the terminal font, coloured as git colours it: added lines
 * green, removed red, hunk lines cyan, file headers bold. The styles are made once per diff as
 * ranges, so a diff of thousands of lines shows in one set. Side by side, the old file's lines
 * and the new file's ({@link SideBySide}) show in two such texts that scroll together.
 */
final class DiffView {

	private final Composite area;
	private final StackLayout stack = new StackLayout();
	private final StyledText text;
	private final SashForm columns;
	private final StyledText oldSide;
	private final StyledText newSide;
	private final Color added;
	private final Color removed;
	private final Color hunk;
	private final Color addedBackground;
	private final Color removedBackground;
	private Diff shown = Diff.EMPTY;
	private boolean sideBySide;
	private SideBySide rows = new SideBySide(List.of());
	/** The side whose caret Stage Hunk reads: the one last clicked or focused. */
	private StyledText caretSide;

	DiffView(Composite parent, Font font) {
		area = new Composite(parent, SWT.NONE);
		area.setLayout(stack);
		text = readOnly(area, font);
		columns = new SashForm(area, SWT.HORIZONTAL);
		oldSide = readOnly(columns, font);
		newSide = readOnly(columns, font);
		caretSide = oldSide;
		oldSide.addListener(SWT.FocusIn, event -> caretSide = oldSide);
		newSide.addListener(SWT.FocusIn, event -> caretSide = newSide);
		scrollTogether(oldSide, newSide);
		scrollTogether(newSide, oldSide);
		stack.topControl = text;
		var display = parent.getDisplay();
		added = new Color(display, 0x1a, 0x7f, 0x37);
		removed = new Color(display, 0xcf, 0x22, 0x2e);
		hunk = new Color(display, 0x05, 0x50, 0xae);
		addedBackground = new Color(display, 0xe6, 0xff, 0xec);
		removedBackground = new Color(display, 0xff, 0xeb, 0xe9);
	}

	private StyledText readOnly(Composite parent, Font font) {
		StyledText styled = new StyledText(parent, SWT.H_SCROLL | SWT.V_SCROLL | SWT.READ_ONLY);
		styled.setFont(font);
		styled.setEditable(false);
		return styled;
	}

	private static void scrollTogether(StyledText from, StyledText to) {
		from.getVerticalBar().addListener(SWT.Selection, event -> to.setTopIndex(from.getTopIndex()));
		from.addListener(SWT.MouseVerticalWheel, event -> from.getDisplay().asyncExec(() -> {
			if (!to.isDisposed()) {
				to.setTopIndex(from.getTopIndex());
			}
		}));
	}

	/** What the card lays out. */
	Composite area() {
		return area;
	}

	/** The unified diff's text. */
	StyledText control() {
		return text;
	}

	/** The texts of the old and the new side. */
	List<StyledText> sides() {
		return List.of(oldSide, newSide);
	}

	boolean sideBySide() {
		return sideBySide;
	}

	void sideBySide(boolean on) {
		sideBySide = on;
		if (on) {
			fillColumns();
		}
		stack.topControl = on ? columns : text;
		area.layout();
	}

	void setFont(Font font) {
		for (StyledText styled : List.of(text, oldSide, newSide)) {
			styled.setFont(font);
		}
	}

	/** Copies the selection of whichever text has the keyboard. */
	void copy() {
		for (StyledText styled : List.of(text, oldSide, newSide)) {
			if (styled.isFocusControl()) {
				styled.copy();
			}
		}
	}

	void show(Diff diff) {
		if (diff.equals(shown)) {
			return; // read again unchanged: the caret and the scroll stay where the user left them
		}
		shown = diff;
		String content = diff.text();
		if (diff.truncated()) {
			content += "\n" + NLS.bind(Messages.DiffView_truncated, diff.lines().size());
		}
		text.setText(content);
		text.setStyleRanges(styles(diff));
		if (sideBySide) {
			fillColumns();
		}
	}

	void clear(String note) {
		shown = Diff.EMPTY;
		text.setText(note);
		rows = new SideBySide(List.of());
		oldSide.setText(note);
		newSide.setText("");
	}

	private void fillColumns() {
		rows = SideBySide.of(shown);
		int width = String.valueOf(rows.rows().stream().mapToInt(row -> Math.max(number(row.old()), number(row.now()))).max().orElse(0)).length();
		fillSide(oldSide, rows.rows().stream().map(SideBySide.Row::old).toList(), width);
		fillSide(newSide, rows.rows().stream().map(SideBySide.Row::now).toList(), width);
	}

	private static int number(SideBySide.Cell cell) {
		return cell == null ? 0 : cell.number();
	}

	/** One side's cells, each line led by its number; a side without a line shows an empty one. */
	private void fillSide(StyledText side, List<SideBySide.Cell> cells, int width) {
		StringBuilder content = new StringBuilder();
		List<StyleRange> styles = new ArrayList<>();
		for (SideBySide.Cell cell : cells) {
			if (!content.isEmpty()) {
				content.append('\n');
			}
			if (cell == null) {
				continue;
			}
			String line = (cell.number() > 0 ? String.format("%" + width + "d ", cell.number()) : "") + cell.text();
			StyleRange style = style(cell.kind(), content.length(), line.length());
			if (style != null && !line.isEmpty()) {
				styles.add(style);
			}
			content.append(line);
		}
		side.setText(content.toString());
		side.setStyleRanges(styles.toArray(StyleRange[]::new));
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
		if (sideBySide) {
			int row = caretSide.getLineAtOffset(caretSide.getCaretOffset());
			line = row < rows.rows().size() ? rows.rows().get(row).diffLine() : line;
		}
		int at = shown.hunkAt(line);
		return at >= 0 ? at : line < shown.hunks().get(0).first() ? 0 : -1;
	}

	/** The first and last line of the unified diff's selection, or null when nothing is selected there. */
	int[] selectedLines() {
		org.eclipse.swt.graphics.Point range = text.getSelectionRange();
		if (sideBySide || range.y == 0 || shown.lines().isEmpty()) {
			return null;
		}
		return new int[] { text.getLineAtOffset(range.x), text.getLineAtOffset(range.x + range.y - 1) };
	}

	/** Moves the caret to a hunk's "@@" line and shows it. */
	void caretToHunk(int hunkIndex) {
		int line = shown.hunks().get(hunkIndex).first();
		text.setCaretOffset(text.getOffsetAtLine(line));
		text.setTopIndex(Math.max(0, line - 2));
		if (sideBySide) {
			for (int row = 0; row < rows.rows().size(); row++) {
				if (rows.rows().get(row).diffLine() == line) {
					for (StyledText side : sides()) {
						side.setCaretOffset(side.getOffsetAtLine(row));
						side.setTopIndex(Math.max(0, row - 2));
					}
					return;
				}
			}
		}
	}

	private StyleRange[] styles(Diff diff) {
		List<StyleRange> styles = new ArrayList<>();
		int offset = 0;
		for (Diff.Line line : diff.lines()) {
			int length = line.text().length();
			StyleRange style = style(line.kind(), offset, length);
			if (style != null && length > 0) {
				styles.add(style);
			}
			offset += length + 1;
		}
		return styles.toArray(StyleRange[]::new);
	}

	private StyleRange style(Diff.Kind kind, int offset, int length) {
		return switch (kind) {
		case ADDED -> new StyleRange(offset, length, added, addedBackground);
		case REMOVED -> new StyleRange(offset, length, removed, removedBackground);
		case HUNK -> new StyleRange(offset, length, hunk, null);
		case FILE -> new StyleRange(offset, length, null, null, SWT.BOLD);
		case CONTEXT, NOTE -> null;
		};
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
