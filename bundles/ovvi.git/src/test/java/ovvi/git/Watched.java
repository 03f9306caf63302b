package ovvi.git;

import java.util.Collection;

/** Whether a board watches its spaces' roots, for the benchmark in another package. */
public final class Watched {

	private Watched() {
	}

	/** Whether the machine's watch took the first lstat of every space's root. */
	public static boolean all(GitStatusBoard board, Collection<SpaceRoot> spaces) {
		return spaces.stream().allMatch(space -> board.watching(space.root()));
	}
}
