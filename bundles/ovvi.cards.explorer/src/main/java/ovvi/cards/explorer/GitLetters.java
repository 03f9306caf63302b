package ovvi.cards.explorer;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;

/**
 * The git letters of a folder's entries, from {@code git status --porcelain=v2 -z}: M modified, A
 * added, D deleted, R renamed, U conflicted, ? untracked. A folder shows the letter of what changed
 * inside it, M when several kinds did.
 */
public final class GitLetters {

	private static final Duration LIMIT = Duration.ofSeconds(30);
	private static final int ORDINARY_FIELDS = 8;
	private static final int RENAMED_FIELDS = 9;
	private static final int UNMERGED_FIELDS = 10;

	private GitLetters() {
	}

	/**
	 * The letters of the folder's changed entries by name; empty when the folder is in no
	 * repository or the machine has no git (the explorer then shows no letters).
	 */
	public static Map<String, String> of(Exec machine, String folder) throws InterruptedException {
		try {
			CommandOutput prefix = CommandOutput.of(machine, List.of("git", "-C", folder, "rev-parse", "--show-prefix"), LIMIT);
			if (prefix.exit() != 0) {
				return Map.of();
			}
			CommandOutput status = CommandOutput.of(machine,
					List.of("git", "-C", folder, "status", "--porcelain=v2", "-z", "--untracked-files=normal", "--", "."), LIMIT);
			return status.exit() == 0 ? parse(status.stdout(), prefix.stdout().strip()) : Map.of();
		} catch (ExecException noGit) {
			// no git, or the host went away: the listing says the latter
			return Map.of();
		}
	}

	/**
	 * @param porcelain git's records, paths from the repository's top
	 * @param prefix the folder's path from the repository's top, "" or ending with '/'
	 */
	static Map<String, String> parse(String porcelain, String prefix) {
		Map<String, String> letters = new HashMap<>();
		String[] records = porcelain.split("\0");
		for (int i = 0; i < records.length; i++) {
			String record = records[i];
			if (record.length() < 2) {
				continue;
			}
			String letter;
			String path;
			switch (record.charAt(0)) {
			case '1' -> {
				letter = letter(field(record, 1));
				path = rest(record, ORDINARY_FIELDS);
			}
			case '2' -> {
				letter = "R";
				path = rest(record, RENAMED_FIELDS);
				i++; // the original path follows as its own record
			}
			case 'u' -> {
				letter = "U";
				path = rest(record, UNMERGED_FIELDS);
			}
			case '?' -> {
				letter = "?";
				path = record.substring(2);
			}
			default -> {
				continue;
			}
			}
			if (path == null || !path.startsWith(prefix) || path.length() == prefix.length()) {
				continue;
			}
			String inside = path.substring(prefix.length());
			int slash = inside.indexOf('/');
			String name = slash < 0 ? inside : inside.substring(0, slash);
			boolean below = slash >= 0 && slash < inside.length() - 1;
			letters.merge(name, letter, (was, now) -> was.equals(now) ? was : "M");
			if (below && "D".equals(letters.get(name))) {
				letters.put(name, "M"); // a folder whose files went is still there
			}
		}
		return letters;
	}

	/** The worktree's change if there is one, else the index's. */
	private static String letter(String xy) {
		if (xy == null || xy.length() != 2) {
			return "M";
		}
		char change = xy.charAt(1) != '.' ? xy.charAt(1) : xy.charAt(0);
		return switch (change) {
		case 'A' -> "A";
		case 'D' -> "D";
		case 'R', 'C' -> "R";
		default -> "M";
		};
	}

	private static String field(String record, int index) {
		String[] fields = record.split(" ", index + 2);
		return fields.length > index ? fields[index] : null;
	}

	/** What follows the first {@code fields} space-separated fields: the path, which may hold spaces. */
	private static String rest(String record, int fields) {
		String[] parts = record.split(" ", fields + 1);
		return parts.length == fields + 1 ? parts[fields] : null;
	}
}
