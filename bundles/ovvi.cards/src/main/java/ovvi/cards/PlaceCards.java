package ovvi.cards;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;

/**
 * Which card shows a place: a web address the browser, a folder the explorer, HTML of this
 * computer the browser, a picture the image card and any other file the text card. The plugin
 * names live here, so a card that opens places (a terminal's links, the explorer's and the git
 * card's files, an agent's ovvi open) needs no other card's bundle.
 */
public final class PlaceCards {

	public static final String BROWSER = "browser";
	public static final String EXPLORER = "explorer";
	public static final String TEXT = "text";
	public static final String IMAGE = "image";

	private static final Set<String> PICTURES = Set.of("png", "jpg", "jpeg", "gif", "bmp", "ico", "tif", "tiff");
	private static final Set<String> PAGES = Set.of("html", "htm", "xhtml");

	private PlaceCards() {
	}

	/**
	 * A new card for a file or folder of the pane's machine, named by its absolute path: a folder's
	 * place ends in '/', as the seed writes the explorer's label; HTML is a {@code file:} address
	 * in the browser on this computer only, as the browser reads no other machine's files.
	 */
	public static CardLabel forFile(String path, boolean folder, boolean thisComputer) {
		if (folder) {
			return CardLabel.fresh(EXPLORER, path.endsWith("/") ? path : path + "/");
		}
		if (thisComputer && extensionIn(path, PAGES)) {
			return CardLabel.fresh(BROWSER, Path.of(path).toUri().toString());
		}
		return CardLabel.fresh(picture(path) ? IMAGE : TEXT, path);
	}

	/** Whether the image card shows the file (by its extension, as SWT reads these formats). */
	public static boolean picture(String name) {
		return extensionIn(name, PICTURES);
	}

	private static boolean extensionIn(String name, Set<String> extensions) {
		int slash = name.lastIndexOf('/');
		int dot = name.lastIndexOf('.');
		return dot > slash + 1 && extensions.contains(name.substring(dot + 1).toLowerCase(Locale.ROOT));
	}
}
