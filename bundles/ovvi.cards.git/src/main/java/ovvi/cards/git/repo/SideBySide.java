package ovvi.cards.git.repo;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;

/**
 * A diff in two columns, the old file's lines on the left and the new file's on the right, row by
 * row: unchanged lines face each other, a run of removed lines faces the run of added lines that
 * follows it, and the shorter run is padded with empty cells. File and hunk lines span both sides.
 *
 * @param rows every row, top to bottom
 */
public record SideBySide(List<Row> rows) {

	/**
	 * One side of a row.
	 *
	 * @param text the line without its sign column
	 * @param number its line number in its side's file; 0 for a file or hunk line
	 */
	public record Cell(Diff.Kind kind, String text, int number) {
	}

	/**
	 * One row.
	 *
	 * @param old the old side, or null where the new side has a line the old one has not
	 * @param now the new side, or null likewise
	 * @param diffLine the index in the diff's lines of the row's first line, for its hunk
	 */
	public record Row(Cell old, Cell now, int diffLine) {
	}

	public static SideBySide of(Diff diff) {
		List<Row> rows = new ArrayList<>();
		List<Diff.Line> lines = diff.lines();
		int oldNumber = 0;
		int newNumber = 0;
		int i = 0;
		while (i < lines.size()) {
			Diff.Line line = lines.get(i);
			switch (line.kind()) {
			case FILE, HUNK -> {
				Matcher hunk = Diff.HUNK_START.matcher(line.text());
				if (hunk.find()) {
					oldNumber = Integer.parseInt(hunk.group(1));
					newNumber = Integer.parseInt(hunk.group(2));
				}
				Cell both = new Cell(line.kind(), line.text(), 0);
				rows.add(new Row(both, both, i));
				i++;
			}
			case CONTEXT -> {
				rows.add(new Row(new Cell(line.kind(), body(line), oldNumber++), new Cell(line.kind(), body(line), newNumber++), i));
				i++;
			}
			case REMOVED, ADDED, NOTE -> {
				int first = i;
				List<Cell> removed = new ArrayList<>();
				List<Cell> added = new ArrayList<>();
				List<Cell> last = removed;
				for (; i < lines.size() && isChange(lines.get(i).kind()); i++) {
					Diff.Line change = lines.get(i);
					switch (change.kind()) {
					case REMOVED -> (last = removed).add(new Cell(change.kind(), body(change), oldNumber++));
					case ADDED -> (last = added).add(new Cell(change.kind(), body(change), newNumber++));
					default -> last.add(new Cell(change.kind(), change.text(), 0)); // "\ No newline" follows its line
					}
				}
				for (int row = 0; row < Math.max(removed.size(), added.size()); row++) {
					rows.add(new Row(row < removed.size() ? removed.get(row) : null, row < added.size() ? added.get(row) : null, first));
				}
			}
			}
		}
		return new SideBySide(List.copyOf(rows));
	}

	private static boolean isChange(Diff.Kind kind) {
		return kind == Diff.Kind.REMOVED || kind == Diff.Kind.ADDED || kind == Diff.Kind.NOTE;
	}

	private static String body(Diff.Line line) {
		return line.text().isEmpty() ? "" : line.text().substring(1);
	}
}
