package ovvi.model.write;

import java.util.List;

/**
 * The write asks first: the UI shows the question and, when the user agrees, submits
 * {@link #confirmed()}. The model never opens a dialog.
 *
 * @param programs what runs besides shells, by name, for the question
 * @param tabs how many tabs the write closes
 * @param panes how many panes the write closes
 * @param herdrQuestion herdr's own words when herdr asks (a close that would close a worktree
 *            group), else null: the question is then the seed's, about the programs
 * @param confirmed the same write, to run without asking (for herdr's question: the group's close)
 */
public record NeedsConfirmation(String action, List<String> programs, int tabs, int panes, String herdrQuestion, Write confirmed) {
}
