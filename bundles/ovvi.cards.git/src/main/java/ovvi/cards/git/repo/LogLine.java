package ovvi.cards.git.repo;

/**
 * One line of {@code git log --graph}: the graph's columns, and the commit when the line has one
 * (a line of only '|', '/' and '\' joins the columns between commits).
 *
 * @param graph git's drawing of the line: '*' the commit, '|' '/' '\' '_' the edges
 * @param commit the commit on this line, or null
 */
public record LogLine(String graph, Commit commit) {

	/**
	 * @param id the abbreviated commit id
	 * @param refs the branches and tags at it, as git decorates them ("HEAD -> main, origin/main"), or ""
	 */
	public record Commit(String id, String author, String when, String refs, String subject) {
	}
}
