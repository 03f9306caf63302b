package ovvi.cards.explorer;

/**
 * A text file as it was read for a text card.
 *
 * @param text its content
 * @param stamp its size and modified time before the read ({@link FileSave#STAMP}), which a save
 *        compares with what is on the machine then
 * @param utf8 whether it read as UTF-8: a file that did not is shown, but saving it would change
 *        bytes the card never showed
 */
public record FileText(String text, String stamp, boolean utf8) {
}
