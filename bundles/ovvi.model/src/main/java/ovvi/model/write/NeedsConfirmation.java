package ovvi.model.write;

import java.util.List;

/**
 * The write asks first: the UI shows the question and, when the user agrees, submits
 * {@link #confirmed()}. The model never opens a dialog.
 *
 * @param programs what runs besides shells, by name, for the question
 * @param tabs how many tabs the write closes
 * @param panes how many panes the write closes
 * @param confirmed the same write, to run without asking
 */
public record NeedsConfirmation(String action, List<String> programs, int tabs, int panes, Write confirmed) {
}
