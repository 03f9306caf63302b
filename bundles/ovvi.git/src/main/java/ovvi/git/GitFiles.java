package ovvi.git;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The files of a root that tell its branch and counts changed: the work tree's HEAD (a linked
 * worktree has its own) and its repository's refs/, packed-refs, reftable/ and config (the
 * upstream). The index and objects/ are left out, so git add or a build reads nothing.
 */
record GitFiles(String gitDir, String commonDir) {

	List<String> paths() {
		List<String> paths = new ArrayList<>();
		paths.add(gitDir + "/HEAD");
		for (String shared : List.of("refs", "packed-refs", "reftable", "config")) {
			paths.add(commonDir + "/" + shared);
		}
		return paths;
	}

	/**
	 * Reads {@code git -C <root> rev-parse --absolute-git-dir --git-common-dir}: two lines, the
	 * common dir relative to the root unless absolute. A folder name may hold a newline, so the
	 * split is the one that gives an absolute git dir and a common dir that is absolute or starts
	 * with a dot, preferring the one where the git dir is the common dir or one of its worktrees.
	 */
	static Optional<GitFiles> parse(String root, String stdout) {
		String output = stdout.endsWith("\n") ? stdout.substring(0, stdout.length() - 1) : stdout;
		GitFiles fallback = null;
		for (int at = output.indexOf('\n'); at >= 0; at = output.indexOf('\n', at + 1)) {
			String gitDir = output.substring(0, at);
			String common = output.substring(at + 1);
			if (!gitDir.startsWith("/") || !(common.startsWith("/") || common.startsWith("."))) {
				continue;
			}
			GitFiles files = new GitFiles(gitDir, common.startsWith("/") ? common : root + "/" + common);
			if (files.sameRepository()) {
				return Optional.of(files);
			}
			if (fallback == null) {
				fallback = files;
			}
		}
		return Optional.ofNullable(fallback);
	}

	private boolean sameRepository() {
		String common = normal(commonDir);
		return gitDir.equals(common) || gitDir.startsWith(common + "/worktrees/");
	}

	/** The common dir without "." segments and with ".." applied, as git prints the absolute git dir. */
	private static String normal(String path) {
		List<String> parts = new ArrayList<>();
		for (String part : path.split("/", -1)) {
			if (part.isEmpty() || part.equals(".")) {
				continue;
			}
			if (part.equals("..") && !parts.isEmpty()) {
				parts.removeLast();
			} else {
				parts.add(part);
			}
		}
		return "/" + String.join("/", parts);
	}
}
