package ovvi.cards.git.repo;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A unified diff as git printed it, line by line with each line's kind (which the card colours),
 * and its hunks, each of which can be staged or unstaged alone.
 *
 * @param lines every line, without its line break
 * @param hunks the hunks of a plain two-sided diff of one file; none for a combined diff (a
 *        conflict), a binary file or an untracked file, which are staged whole
 * @param truncated whether git printed more lines than the card shows
 */
public record Diff(List<Line> lines, List<Hunk> hunks, boolean truncated) {

	/** What a line of the diff is. */
	public enum Kind {
		/** "diff --git", "index", "---", "+++", modes, renames, "Binary files ... differ". */
		FILE,
		/** "@@ -a,b +c,d @@". */
		HUNK,
		ADDED,
		REMOVED,
		CONTEXT,
		/** "\ No newline at end of file". */
		NOTE
	}

	public record Line(Kind kind, String text) {
	}

	/**
	 * One hunk: its "@@" line and the lines up to the next hunk or file.
	 *
	 * @param first the index of its "@@" line in {@link Diff#lines()}
	 * @param end the index after its last line
	 * @param header the indexes of its file's header lines ("diff --git" to "+++")
	 */
	public record Hunk(int first, int end, int headerFirst, int headerEnd) {
	}

	public static final Diff EMPTY = new Diff(List.of(), List.of(), false);

	/** A hunk line's first old and first new line numbers. */
	static final Pattern HUNK_START = Pattern.compile("^@@+ -(\\d+)(?:,\\d+)? \\+(\\d+)");

	/** The text of every line, joined with line breaks: what the card shows. */
	public String text() {
		StringBuilder text = new StringBuilder();
		for (Line line : lines) {
			if (!text.isEmpty()) {
				text.append('\n');
			}
			text.append(line.text());
		}
		return text.toString();
	}

	/** The hunk a line of the diff belongs to, or -1 for a header line or a diff without hunks. */
	public int hunkAt(int lineIndex) {
		for (int i = 0; i < hunks.size(); i++) {
			if (lineIndex >= hunks.get(i).first() && lineIndex < hunks.get(i).end()) {
				return i;
			}
		}
		return -1;
	}

	/**
	 * A patch of the changed lines of one hunk between two lines of the diff (both included),
	 * with its file's header, or empty when none of them is a change. The hunk's other changes
	 * stay as they are: applied forward (staging), a removed line not chosen stays as context and
	 * an added one is left out; applied in reverse (unstaging), the other way round. The "@@" line
	 * is counted anew.
	 */
	public Optional<String> patch(int hunkIndex, int fromLine, int toLine, boolean reverse) {
		Hunk hunk = hunks.get(hunkIndex);
		Matcher header = HUNK_START.matcher(lines.get(hunk.first()).text());
		if (!header.find()) {
			return Optional.empty();
		}
		List<String> body = new ArrayList<>();
		int oldCount = 0;
		int newCount = 0;
		boolean chosenChange = false;
		boolean lastKept = false;
		for (int i = hunk.first() + 1; i < hunk.end(); i++) {
			Line line = lines.get(i);
			boolean chosen = i >= fromLine && i <= toLine;
			Kind kept = switch (line.kind()) {
			case REMOVED -> chosen ? Kind.REMOVED : reverse ? null : Kind.CONTEXT;
			case ADDED -> chosen ? Kind.ADDED : reverse ? Kind.CONTEXT : null;
			case NOTE -> lastKept ? Kind.NOTE : null;
			default -> Kind.CONTEXT;
			};
			lastKept = kept != null;
			if (kept == null) {
				continue;
			}
			chosenChange |= chosen && (kept == Kind.REMOVED || kept == Kind.ADDED);
			switch (kept) {
			case NOTE -> body.add(line.text());
			case CONTEXT -> {
				body.add(" " + (line.text().isEmpty() ? "" : line.text().substring(1)));
				oldCount++;
				newCount++;
			}
			case REMOVED -> {
				body.add(line.text());
				oldCount++;
			}
			default -> {
				body.add(line.text());
				newCount++;
			}
			}
		}
		if (!chosenChange) {
			return Optional.empty();
		}
		List<String> patch = new ArrayList<>();
		for (int i = hunk.headerFirst(); i < hunk.headerEnd(); i++) {
			patch.add(lines.get(i).text());
		}
		patch.add("@@ -" + header.group(1) + "," + oldCount + " +" + header.group(2) + "," + newCount + " @@");
		patch.addAll(body);
		return Optional.of(String.join("\n", patch) + "\n");
	}

	/** A patch of one hunk with its file's header, which {@code git apply --cached} takes. */
	public String patch(int hunkIndex) {
		Hunk hunk = hunks.get(hunkIndex);
		List<String> patch = new ArrayList<>();
		for (int i = hunk.headerFirst(); i < hunk.headerEnd(); i++) {
			patch.add(lines.get(i).text());
		}
		for (int i = hunk.first(); i < hunk.end(); i++) {
			patch.add(lines.get(i).text());
		}
		return String.join("\n", patch) + "\n";
	}
}
