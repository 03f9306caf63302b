package ovvi.cards.git.repo;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import ovvi.git.BranchStatus;
import ovvi.git.PorcelainV2;

/**
 * Reads {@code git status --porcelain=v2 --branch -z}: the branch header (through the git line's
 * {@link PorcelainV2}) and every changed file. With -z each record ends with a NUL and a path is
 * given as it is, spaces, line breaks, quotes and any script kept.
 */
public final class StatusParser {

	/** Fields before the path: "1 XY sub mH mI mW hH hI", "2 ... X<score>", "u XY sub m1 m2 m3 mW h1 h2 h3". */
	private static final int ORDINARY_FIELDS = 8;
	private static final int RENAMED_FIELDS = 9;
	private static final int UNMERGED_FIELDS = 10;
	private static final String DETACHED = "# branch.head (detached)";
	private static final String OID = "# branch.oid ";
	private static final String INITIAL = "(initial)";

	private StatusParser() {
	}

	public static RepoStatus parse(String porcelain) {
		List<String> headers = new ArrayList<>();
		List<FileChange> changes = new ArrayList<>();
		String[] records = porcelain.split("\0");
		boolean detached = false;
		String commit = null;
		for (int i = 0; i < records.length; i++) {
			String record = records[i];
			if (record.isEmpty()) {
				continue;
			}
			switch (record.charAt(0)) {
			case '#' -> {
				headers.add(record);
				detached |= record.equals(DETACHED);
				if (record.startsWith(OID) && !record.endsWith(INITIAL)) {
					commit = record.substring(OID.length()).strip();
				}
			}
			case '1' -> ordinary(record, null, ORDINARY_FIELDS, changes);
			case '2' -> {
				// the original path follows as a record of its own
				String original = i + 1 < records.length ? records[++i] : null;
				ordinary(record, original, RENAMED_FIELDS, changes);
			}
			case 'u' -> {
				String path = rest(record, UNMERGED_FIELDS);
				if (path != null) {
					changes.add(new FileChange(FileChange.Area.CONFLICTS, field(record, 1), path, null));
				}
			}
			case '?' -> changes.add(new FileChange(FileChange.Area.UNTRACKED, "?", record.substring(2), null));
			default -> {
				// '!' ignored files, and whatever a later git adds
			}
			}
		}
		Optional<BranchStatus> branch = PorcelainV2.parse(headers);
		changes.sort(Comparator.comparing(FileChange::area).thenComparing(FileChange::path));
		return new RepoStatus(detached ? null : branch.map(BranchStatus::branch).orElse(null), commit,
				branch.flatMap(BranchStatus::upstream), RepoState.NONE, "", List.copyOf(changes));
	}

	/** A tracked file's change: X is the index's (staged), Y the work tree's (unstaged); '.' is none. */
	private static void ordinary(String record, String original, int fields, List<FileChange> changes) {
		String xy = field(record, 1);
		String path = rest(record, fields);
		if (xy == null || xy.length() != 2 || path == null) {
			return;
		}
		char staged = xy.charAt(0);
		char unstaged = xy.charAt(1);
		if (staged != '.') {
			changes.add(new FileChange(FileChange.Area.STAGED, String.valueOf(staged), path, isCopyOrRename(staged) ? original : null));
		}
		if (unstaged != '.') {
			changes.add(new FileChange(FileChange.Area.UNSTAGED, String.valueOf(unstaged), path,
					isCopyOrRename(unstaged) ? original : null));
		}
	}

	private static boolean isCopyOrRename(char change) {
		return change == 'R' || change == 'C';
	}

	private static String field(String record, int index) {
		String[] parts = record.split(" ", index + 2);
		return parts.length > index ? parts[index] : null;
	}

	/** What follows the first fields: the path, which may hold spaces. */
	private static String rest(String record, int fields) {
		String[] parts = record.split(" ", fields + 1);
		return parts.length == fields + 1 ? parts[fields] : null;
	}
}
