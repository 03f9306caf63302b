package ovvi.git;

import java.util.Objects;
import java.util.Optional;

/**
 * A space and the folder git is asked about for it: its worktree's checkout path, else the cwd of
 * its first pane.
 */
public record SpaceRoot(String spaceId, String root) {

	public SpaceRoot {
		Objects.requireNonNull(spaceId, "spaceId");
		Objects.requireNonNull(root, "root");
	}

	/** The root of a space from herdr's snapshot, or empty when it has neither a checkout path nor a pane cwd. */
	public static Optional<SpaceRoot> of(String spaceId, String checkoutPath, String firstPaneCwd) {
		if (checkoutPath != null && !checkoutPath.isEmpty()) {
			return Optional.of(new SpaceRoot(spaceId, checkoutPath));
		}
		if (firstPaneCwd != null && !firstPaneCwd.isEmpty()) {
			return Optional.of(new SpaceRoot(spaceId, firstPaneCwd));
		}
		return Optional.empty();
	}
}
