package ovvi.cards.explorer;

/** Paths of the pane's machine as the cards name them: always absolute, '/' between names. */
public final class Places {

	private Places() {
	}

	/** The folder an explorer label names: "/" kept, a trailing '/' dropped. */
	public static String folder(String place) {
		String folder = place;
		while (folder.length() > 1 && folder.endsWith("/")) {
			folder = folder.substring(0, folder.length() - 1);
		}
		return folder;
	}

	/** The explorer label's place of a folder: the seed's form {@code <root>/}. */
	public static String explorerPlace(String folder) {
		return folder.endsWith("/") ? folder : folder + "/";
	}

	public static String child(String folder, String name) {
		return folder.endsWith("/") ? folder + name : folder + "/" + name;
	}

	/** The folder above, or the folder itself at the top. */
	public static String parent(String folder) {
		int slash = folder.lastIndexOf('/');
		return slash <= 0 ? "/" : folder.substring(0, slash);
	}

	public static String name(String path) {
		String folder = folder(path);
		int slash = folder.lastIndexOf('/');
		return slash < 0 || folder.length() == 1 ? folder : folder.substring(slash + 1);
	}

	/** Whether a card's label can name the path: herdr's labels are one line ({@link ovvi.cards.CardLabel}). */
	public static boolean labelled(String path) {
		return path.chars().noneMatch(Character::isISOControl);
	}
}
