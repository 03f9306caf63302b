package ovvi.git;

import java.util.Optional;

/**
 * What a space row shows of git: the branch (or a short commit id when detached) and, when the
 * branch has an upstream, how far it is ahead and behind.
 */
public record BranchStatus(String branch, Optional<AheadBehind> upstream) {

	public record AheadBehind(int ahead, int behind) {
	}
}
