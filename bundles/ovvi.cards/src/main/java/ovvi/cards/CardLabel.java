package ovvi.cards;

import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A plugin pane's label, {@code ovvi:<plugin>#<iid> <place>}: which card the pane shows and
 * where it is (an address, a folder). herdr keeps it, so every client and every restart sees the
 * same card in the same place. This is the one place the scheme is read and written.
 *
 * @param plugin the card's kind, the name its {@link CardFactory} answers to: lower-case letters,
 *        digits, '-' and '.'
 * @param iid the card's instance id, unique among the session's cards: no spaces
 * @param place everything after the first space, as it is (spaces, quotes, any script); "" for none
 */
public record CardLabel(String plugin, String iid, String place) {

	private static final String PREFIX = "ovvi:";
	private static final Pattern PLUGIN = Pattern.compile("[a-z0-9][a-z0-9.-]*");
	private static final Pattern IID = Pattern.compile("[^\\s#]+");
	private static final Pattern LABEL = Pattern.compile("ovvi:(" + PLUGIN + ")#(" + IID + ")(?: (.*))?", Pattern.DOTALL);

	public CardLabel {
		if (plugin == null || !PLUGIN.matcher(plugin).matches()) {
			throw new IllegalArgumentException("a card's plugin name is lower-case letters, digits, '-' and '.': " + plugin);
		}
		if (iid == null || !IID.matcher(iid).matches()) {
			throw new IllegalArgumentException("a card's instance id has no spaces and no '#': " + iid);
		}
		place = place == null ? "" : place;
		if (place.chars().anyMatch(Character::isISOControl)) {
			// herdr's bar and other clients show the label on one line
			throw new IllegalArgumentException("a card's place has no line breaks or control characters");
		}
	}

	/** A new card of this kind in this place, with a fresh instance id. */
	public static CardLabel fresh(String plugin, String place) {
		return new CardLabel(plugin, Long.toString(ThreadLocalRandom.current().nextLong() & Long.MAX_VALUE, 36), place);
	}

	/**
	 * The card a pane's label names, or empty for any other label: a plain pane's name, or a label
	 * another client wrote that does not follow the scheme (it stays the pane's name).
	 */
	public static Optional<CardLabel> parse(String label) {
		if (label == null || !label.startsWith(PREFIX)) {
			return Optional.empty();
		}
		Matcher matcher = LABEL.matcher(label);
		if (!matcher.matches()) {
			return Optional.empty();
		}
		String place = matcher.group(3) == null ? "" : matcher.group(3);
		if (place.chars().anyMatch(Character::isISOControl)) {
			return Optional.empty();
		}
		return Optional.of(new CardLabel(matcher.group(1), matcher.group(2), place));
	}

	/** The same card in another place. */
	public CardLabel at(String newPlace) {
		return new CardLabel(plugin, iid, newPlace);
	}

	/** The label as herdr keeps it. */
	public String text() {
		return PREFIX + plugin + "#" + iid + (place.isEmpty() ? "" : " " + place);
	}

	@Override
	public String toString() {
		return text();
	}
}
