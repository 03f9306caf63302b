package ovvi.model;

/** herdr's worktree group membership of a space: a repository's space or a linked worktree's. */
public record Worktree(String repoKey, String repoName, String repoRoot, String checkoutPath, boolean linked) {
}
