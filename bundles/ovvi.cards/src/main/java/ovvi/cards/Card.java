package ovvi.cards;

import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.Image;

/**
 * What a pane shows, made by its {@link CardFactory}. Every method runs on the UI thread. The
 * card's title strip, its frame and its place in the tab belong to the workbench; the card fills
 * the parent it was made in.
 */
public interface Card {

	/** Gives the card the keyboard. */
	void focus();

	/**
	 * The pane changed in herdr's snapshot (its label's place, its terminal, its title): the card
	 * follows. {@link CardContext#pane()} and {@link CardContext#label()} say what it is now.
	 */
	default void paneChanged() {
	}

	/**
	 * The card's tab went out of view past the spare pool: let go of what costs herdr or the
	 * machine something (a terminal's stream). The card keeps its place and title.
	 */
	default void release() {
	}

	/** The card's tab is in view again, or back in the spare pool: take up what {@link #release} let go. */
	default void resume() {
	}

	/**
	 * The page's session answers (true), or its reads fail and it reconnects, or herdr is too old
	 * (false). A card that opens herdr's streams again by itself waits while the page is not live,
	 * and opens them at once when it is live again.
	 */
	default void pageLive(boolean live) {
	}

	/** Whether the card holds a stream now, for the spare pool's count. */
	default boolean streaming() {
		return false;
	}

	/** The title strip's text, or null for the pane's own (its name, its program's title, its folder). */
	default String title() {
		return null;
	}

	/** The title strip's icon, or null; the card owns it. */
	default Image icon() {
		return null;
	}

	/** The user's terminal font changed (a card that shows text in it follows). */
	default void setFont(Font font) {
	}

	/** Edit ▸ Copy: the card's selection to the clipboard (nothing for a card with no text to select). */
	default void copy() {
	}

	/** Edit ▸ Paste: the clipboard's text into the card. */
	default void paste() {
	}

	/** Edit ▸ Select All. */
	default void selectAll() {
	}

	/** Edit ▸ Find: the card's own find, if it has one. */
	default void find() {
	}

	/** Whether the card holds changes not saved, which closing its pane would discard. */
	default boolean dirty() {
		return false;
	}

	/** File ▸ Save (Ctrl+S): a card that edits something writes it (nothing for the others). */
	default void save() {
	}

	/**
	 * Rename (F2) while the card has the keyboard: the card renames what it has selected (a file
	 * of the explorer). False when it has nothing of its own to rename; the tab is renamed then.
	 */
	default boolean rename() {
		return false;
	}

	/** Frees what the card holds; its widgets go with the parent. */
	void dispose();
}
