package ovvi.cards.git.repo;

import ovvi.cards.git.Messages;

/**
 * One changed file of the repository, as {@code git status --porcelain=v2} lists it, in one of the
 * card's groups. A file with changes both in the index and in the work tree is two changes, one
 * staged and one unstaged.
 *
 * @param area the group it shows in
 * @param code git's letter of the change (M, A, D, R, C, T), "?" for untracked, or the two
 *        letters of a conflict (UU, AA, DU, ...)
 * @param path from the repository's top, as git gives it: any bytes a file name may hold
 * @param originalPath where a renamed or copied file came from, or null
 */
public record FileChange(Area area, String code, String path, String originalPath) {

	/** The card's groups, in the order it shows them. */
	public enum Area {
		CONFLICTS(Messages.FileChange_conflicts), STAGED(Messages.FileChange_staged), UNSTAGED(Messages.FileChange_unstaged),
		UNTRACKED(Messages.FileChange_untracked);

		private final String title;

		Area(String title) {
			this.title = title;
		}

		public String title() {
			return title;
		}
	}

	/** Whether the change can be staged (what is in the work tree or a resolved conflict goes to the index). */
	public boolean stageable() {
		return area != Area.STAGED;
	}

	/** The name as one line, for a list: a line break shows as ⏎, and a rename says where from. */
	public String shown() {
		String name = path.replace("\n", "⏎");
		return originalPath == null ? name : originalPath.replace("\n", "⏎") + " → " + name;
	}
}
