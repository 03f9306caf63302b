package ovvi.cards.explorer;

import java.time.Instant;

/**
 * One entry of a folder.
 *
 * @param name its name in the folder, as it is (spaces, newlines, quotes, any script)
 * @param kind what it is, behind a link
 * @param link whether the entry is a symbolic link
 * @param size its size in bytes (a link's own size)
 * @param modified when its content last changed
 */
public record Entry(String name, Kind kind, boolean link, long size, Instant modified) {

	/** What an entry is, as find's {@code %Y} says it: BROKEN for a link to nothing or a link loop. */
	public enum Kind {
		FOLDER, FILE, BROKEN, OTHER;

		static Kind of(char findType) {
			return switch (findType) {
			case 'd' -> FOLDER;
			case 'f' -> FILE;
			case 'N', 'L', '?' -> BROKEN;
			default -> OTHER;
			};
		}
	}

	public boolean hidden() {
		return name.startsWith(".");
	}
}
