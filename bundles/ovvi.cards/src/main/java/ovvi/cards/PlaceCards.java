package ovvi.cards;

import java.util.Locale;
import java.util.Set;

/**
 * Which card shows a place: a web address the browser, a folder the explorer, a picture the image
 * card and any other file the text card. The plugin names live here, so a card that opens places
 * (a terminal's links, the explorer's files) needs no other card's bundle.
 */
public final class PlaceCards {

	public static final String BROWSER = "browser";
	public static final String EXPLORER = "explorer";
	public static final String TEXT = "text";
	public static final String IMAGE = "image";

	private static final Set<String> PICTURES = Set.of("png", "jpg", "jpeg", "gif", "bmp", "ico", "tif", "tiff");

	private PlaceCards() {
	}

	/** The plugin of the card that shows a file (by its name) or a folder. */
	public static String forPath(String path, boolean folder) {
		return folder ? EXPLORER : picture(path) ? IMAGE : TEXT;
	}

	/** Whether the image card shows the file (by its extension, as SWT reads these formats). */
	public static boolean picture(String name) {
		int slash = name.lastIndexOf('/');
		int dot = name.lastIndexOf('.');
		return dot > slash + 1 && PICTURES.contains(name.substring(dot + 1).toLowerCase(Locale.ROOT));
	}
}
