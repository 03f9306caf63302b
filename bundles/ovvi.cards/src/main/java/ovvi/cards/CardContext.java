package ovvi.cards;

import java.util.Optional;
import java.util.concurrent.ScheduledExecutorService;

import org.eclipse.swt.graphics.Font;

import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.exec.Exec;
import ovvi.model.Pane;
import ovvi.model.SessionControl;

/** What the workbench gives a card: its pane, its machine, and the herdr writes it may ask for. */
public interface CardContext {

	/** The pane the card shows, as herdr's last snapshot has it. */
	Pane pane();

	/** The card's label, or empty when the pane's label names no card (a terminal). */
	default Optional<CardLabel> label() {
		return CardLabel.parse(pane().label());
	}

	/** The place in the card's label, "" when it has none. */
	default String place() {
		return label().map(CardLabel::place).orElse("");
	}

	/** The session's herdr. */
	HerdrSession herdr();

	/**
	 * This window's seat in the session's control: a terminal card opens its stream as control
	 * when the seat controls the session, and watches when another window does.
	 */
	SessionControl.Seat control();

	/** The machine the session runs on: files, git and other commands of the card run there. */
	default Exec machine() {
		return herdr().exec();
	}

	/**
	 * Watches a folder of the pane's machine, not the folders under it, with the machine's one
	 * cheap watch (no process per check): {@code changed} is told, on a background thread, when an
	 * entry is made, renamed or deleted in it, or when the watch was away and may have missed one.
	 * A file may be watched the same way: it changed when it is made, written (its size or
	 * modified time), replaced or deleted.
	 */
	FolderWatch watchFolder(String folder, Runnable changed);

	/** A clock for the card's waits. */
	ScheduledExecutorService timer();

	/** The user's terminal font (a preference). */
	Font textFont();

	/**
	 * Whether the card's tab has been shown and is in view or among the spares: false, a new card
	 * takes up no stream until {@link Card#resume()}, so a tab never shown costs herdr nothing.
	 */
	default boolean streams() {
		return true;
	}

	/** The card took the keyboard (a click, a focus move): it becomes the tab's keyboard card. */
	void keyboardIn();

	/** The card's title or icon changed. */
	void changed();

	/**
	 * Says in the window's notice line (and Ovvi's log) what the card's own work on the machine
	 * could not do, as a failed write is said (a Git card's Push); null clears the notice, as work
	 * that went well does.
	 */
	void notice(String text);

	/**
	 * Opens a place: in this card ({@link Opening#REPLACE}, which renames the pane's label so other
	 * clients and restarts see it), or in a new card of the same session. Errors are shown to the
	 * user as every write's are.
	 */
	void open(CardLabel label, Opening where);
}
