package ovvi.cards.git.repo;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads {@code git log --graph} with {@link #FORMAT}: a commit's fields follow a \x01 mark after
 * the graph, separated by \x1f; the subject comes last, so it may hold anything but a line break
 * (git gives the subject as one line).
 */
public final class LogParser {

	static final String FORMAT = "--format=%x01%h%x1f%an%x1f%ar%x1f%D%x1f%s";
	private static final char MARK = '\u0001';
	private static final String SEPARATOR = "\u001f";
	private static final int FIELDS = 5;

	private LogParser() {
	}

	public static List<LogLine> parse(String output) {
		List<LogLine> lines = new ArrayList<>();
		for (String line : output.split("\n")) {
			if (line.isEmpty()) {
				continue;
			}
			int mark = line.indexOf(MARK);
			if (mark < 0) {
				lines.add(new LogLine(line.stripTrailing(), null));
				continue;
			}
			String[] fields = line.substring(mark + 1).split(SEPARATOR, FIELDS);
			LogLine.Commit commit = fields.length == FIELDS ? new LogLine.Commit(fields[0], fields[1], fields[2], fields[3], fields[4])
					: new LogLine.Commit(fields[0], "", "", "", "");
			lines.add(new LogLine(line.substring(0, mark).stripTrailing(), commit));
		}
		return List.copyOf(lines);
	}
}
