package ovvi.git;

import java.util.List;
import java.util.Optional;

/**
 * Reads the branch header of {@code git status --porcelain=v2 --branch}. Only the
 * {@code # branch.head}, {@code # branch.oid} and {@code # branch.ab} lines count; git may add
 * lines in later versions, so every other line is passed over.
 */
public final class PorcelainV2 {

	private static final String HEAD = "# branch.head ";
	private static final String OID = "# branch.oid ";
	private static final String AHEAD_BEHIND = "# branch.ab ";
	private static final String DETACHED = "(detached)";
	private static final int SHORT_OID = 7;

	private PorcelainV2() {
	}

	/** The branch status, or empty when the output has no branch head (not git's output). */
	public static Optional<BranchStatus> parse(List<String> lines) {
		String head = null;
		String oid = null;
		Optional<BranchStatus.AheadBehind> upstream = Optional.empty();
		for (String line : lines) {
			if (line.startsWith(HEAD)) {
				head = line.substring(HEAD.length()).strip();
			} else if (line.startsWith(OID)) {
				oid = line.substring(OID.length()).strip();
			} else if (line.startsWith(AHEAD_BEHIND)) {
				upstream = aheadBehind(line.substring(AHEAD_BEHIND.length()));
			}
		}
		if (head == null || head.isEmpty()) {
			return Optional.empty();
		}
		if (DETACHED.equals(head)) {
			if (oid == null || oid.isEmpty()) {
				return Optional.empty();
			}
			head = oid.substring(0, Math.min(SHORT_OID, oid.length()));
		}
		return Optional.of(new BranchStatus(head, upstream));
	}

	/** {@code +A -B}; anything else means no usable upstream counts. */
	private static Optional<BranchStatus.AheadBehind> aheadBehind(String counts) {
		String[] parts = counts.strip().split(" ");
		if (parts.length != 2 || !parts[0].startsWith("+") || !parts[1].startsWith("-")) {
			return Optional.empty();
		}
		try {
			int ahead = Integer.parseInt(parts[0].substring(1));
			int behind = Integer.parseInt(parts[1].substring(1));
			return ahead < 0 || behind < 0 ? Optional.empty()
					: Optional.of(new BranchStatus.AheadBehind(ahead, behind));
		} catch (NumberFormatException notACount) {
			return Optional.empty();
		}
	}
}
