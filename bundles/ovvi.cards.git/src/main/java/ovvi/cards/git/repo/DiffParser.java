package ovvi.cards.git.repo;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads {@code git diff} output (no colour) into lines the card colours and hunks it can stage.
 * A combined diff of a conflict ("diff --cc", "@@@") has a column of signs per parent: a line is
 * added or removed when any column says so; its hunks are not offered, since git apply takes none.
 */
public final class DiffParser {

	private DiffParser() {
	}

	/** @param maxLines the most lines kept; a diff longer than that is cut and marked truncated */
	public static Diff parse(String output, int maxLines) {
		List<Diff.Line> lines = new ArrayList<>();
		List<Diff.Hunk> hunks = new ArrayList<>();
		String[] raw = output.split("\n", -1);
		int count = raw.length;
		if (count > 0 && raw[count - 1].isEmpty()) {
			count--; // the break after the last line
		}
		boolean truncated = count > maxLines;
		count = Math.min(count, maxLines);
		boolean inHeader = false;
		boolean combined = false;
		boolean binary = false;
		int headerFirst = -1;
		int headerEnd = -1;
		int hunkFirst = -1;
		int signs = 1;
		for (int i = 0; i < count; i++) {
			String text = raw[i];
			Diff.Kind kind;
			if (text.startsWith("diff ")) {
				hunkFirst = closeHunk(hunks, hunkFirst, i, headerFirst, headerEnd, combined || binary);
				inHeader = true;
				combined = text.startsWith("diff --cc ") || text.startsWith("diff --combined ");
				binary = false;
				headerFirst = i;
				kind = Diff.Kind.FILE;
			} else if (text.startsWith("@@")) {
				hunkFirst = closeHunk(hunks, hunkFirst, i, headerFirst, headerEnd, combined || binary);
				if (inHeader) {
					headerEnd = i;
					inHeader = false;
				}
				signs = atSigns(text) - 1;
				hunkFirst = i;
				kind = Diff.Kind.HUNK;
			} else if (inHeader || hunkFirst < 0) {
				binary |= text.startsWith("Binary files ") || text.equals("GIT binary patch");
				kind = Diff.Kind.FILE;
			} else {
				kind = bodyKind(text, signs);
			}
			lines.add(new Diff.Line(kind, text));
		}
		if (!truncated) {
			closeHunk(hunks, hunkFirst, count, headerFirst, headerEnd, combined || binary);
		}
		// a cut hunk is shown but never offered: its patch would miss lines
		return new Diff(List.copyOf(lines), List.copyOf(hunks), truncated);
	}

	private static int closeHunk(List<Diff.Hunk> hunks, int hunkFirst, int end, int headerFirst, int headerEnd, boolean notApplicable) {
		if (hunkFirst >= 0 && !notApplicable && headerFirst >= 0 && headerEnd > headerFirst) {
			hunks.add(new Diff.Hunk(hunkFirst, end, headerFirst, headerEnd));
		}
		return -1;
	}

	/** "@@" for a plain diff, "@@@" for a combined one of two parents: one sign column per parent. */
	private static int atSigns(String hunkLine) {
		int at = 0;
		while (at < hunkLine.length() && hunkLine.charAt(at) == '@') {
			at++;
		}
		return Math.max(2, at);
	}

	private static Diff.Kind bodyKind(String text, int signs) {
		if (text.startsWith("\\")) {
			return Diff.Kind.NOTE;
		}
		String columns = text.substring(0, Math.min(signs, text.length()));
		if (columns.indexOf('+') >= 0) {
			return Diff.Kind.ADDED;
		}
		if (columns.indexOf('-') >= 0) {
			return Diff.Kind.REMOVED;
		}
		return Diff.Kind.CONTEXT;
	}
}
