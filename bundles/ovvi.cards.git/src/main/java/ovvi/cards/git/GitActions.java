package ovvi.cards.git;

import java.util.List;

import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Text;

import ovvi.cards.CardContext;
import ovvi.cards.Opening;
import ovvi.cards.PlaceCards;
import ovvi.cards.git.repo.Branch;
import ovvi.cards.git.repo.Diff;
import ovvi.cards.git.repo.FileChange;
import ovvi.cards.git.repo.Repository;
import ovvi.git.GitProgram;
import ovvi.git.GitSync;
import ovvi.git.GitSyncJob;
import ovvi.herdr.exec.ExecException;

/**
 * What the Git card's buttons do: stage and unstage files or the hunk at the diff's caret,
 * commit and amend, switch and make branches, Fetch, Pull and Push, Open File. Each runs git in a
 * Job ({@link CardWork}); the card reads the repository again after it, and git's refusal is said
 * in the card's message line.
 */
final class GitActions {

	/** A change of the repository, run off the UI thread. */
	private interface Change {
		void run(Repository repository) throws ExecException, InterruptedException;
	}

	private final GitCard card;
	private final CardWork work;
	private final CardContext context;
	private final GitProgram git;
	private final Text commitMessage;
	private final Button amend;
	private final Combo branches;
	private int syncing;

	GitActions(GitCard card, CardWork work, CardContext context, GitProgram git, Text commitMessage, Button amend, Combo branches) {
		this.card = card;
		this.work = work;
		this.context = context;
		this.git = git;
		this.commitMessage = commitMessage;
		this.amend = amend;
		this.branches = branches;
	}

	/** Whether a Fetch, Pull or Push of the card has not ended. */
	boolean syncing() {
		return syncing > 0;
	}

	void stageSelection() {
		List<FileChange> chosen = card.selectedChanges().stream().filter(FileChange::stageable).toList();
		if (!chosen.isEmpty()) {
			change(Messages.Work_staging, repository -> repository.stage(chosen));
		}
	}

	void unstageSelection() {
		List<FileChange> chosen = card.selectedChanges().stream().filter(change -> change.area() == FileChange.Area.STAGED).toList();
		if (!chosen.isEmpty()) {
			change(Messages.Work_unstaging, repository -> repository.unstage(chosen));
		}
	}

	/** A double-click or Return moves a file to the other side of the index. */
	void stageOrUnstageSelection() {
		List<FileChange> selected = card.selectedChanges();
		if (!selected.isEmpty() && selected.get(0).area() == FileChange.Area.STAGED) {
			unstageSelection();
		} else {
			stageSelection();
		}
	}

	/** Stages or unstages the hunk at the diff's caret: the diff must be of the side it comes from. */
	void hunk(boolean stage) {
		Diff shown = card.diff();
		int at = card.hunkAtCaret();
		FileChange of = card.diffOf();
		FileChange.Area needed = stage ? FileChange.Area.UNSTAGED : FileChange.Area.STAGED;
		if (of == null || at < 0 || of.area() != needed) {
			card.say(stage ? Messages.GitActions_stageHunkOf : Messages.GitActions_unstageHunkOf);
			return;
		}
		int[] selected = card.selectedDiffLines();
		if (selected != null) {
			lines(shown, selected, stage);
			return;
		}
		change(stage ? Messages.Work_stagingHunk : Messages.Work_unstagingHunk, repository -> {
			if (stage) {
				repository.stageHunk(shown, at);
			} else {
				repository.unstageHunk(shown, at);
			}
		});
	}

	/** Stages or unstages the selected lines' changes alone; they must lie in one hunk. */
	private void lines(Diff shown, int[] selected, boolean stage) {
		int hunk = shown.hunkAt(selected[0]);
		if (hunk < 0 || hunk != shown.hunkAt(selected[1])) {
			card.say(stage ? Messages.GitActions_stageOneHunk : Messages.GitActions_unstageOneHunk);
			return;
		}
		if (shown.patch(hunk, selected[0], selected[1], !stage).isEmpty()) {
			card.say(Messages.GitActions_changeNothing);
			return;
		}
		change(stage ? Messages.Work_stagingLines : Messages.Work_unstagingLines,
				repository -> repository.stageLines(shown, hunk, selected[0], selected[1], !stage));
	}

	void commit() {
		String text = commitMessage.getText();
		boolean amending = amend.getSelection();
		if (text.isBlank() && !amending) {
			card.say(Messages.GitActions_noMessage);
			return;
		}
		Repository asked = card.repository();
		if (asked == null) {
			return;
		}
		work.run(amending ? Messages.Work_amending : Messages.Work_committing, () -> {
			asked.commit(text, amending);
			return Boolean.TRUE;
		}, done -> {
			commitMessage.setText("");
			amend.setSelection(false);
			card.say(null);
			card.refresh();
		}, why -> {
			card.say(why);
			card.refresh();
		});
	}

	/** Amend starts from the last commit's message, unless the user wrote one already. */
	void amendChosen() {
		Repository asked = card.repository();
		if (!amend.getSelection() || !commitMessage.getText().isBlank() || asked == null) {
			return;
		}
		work.run(Messages.Work_readingLastMessage, asked::lastMessage, last -> {
			if (amend.getSelection() && commitMessage.getText().isBlank()) {
				commitMessage.setText(last);
			}
		}, card::say);
	}

	void switchToChosen() {
		List<Branch> listed = card.branches();
		int chosen = branches.getSelectionIndex();
		if (chosen < 0 || chosen >= listed.size() || listed.get(chosen).current()) {
			return;
		}
		String name = listed.get(chosen).name();
		change(NLS.bind(Messages.Work_switching, name), repository -> repository.switchTo(name));
	}

	void newBranch() {
		InputDialog dialog = new InputDialog(branches.getShell(), GitCard.NEW_BRANCH_TITLE, Messages.GitActions_newBranchPrompt, "",
				name -> name.isBlank() ? Messages.GitActions_noBranchName : null);
		if (dialog.open() == Window.OK) {
			String name = dialog.getValue().strip();
			change(NLS.bind(Messages.Work_makingBranch, name), repository -> repository.createBranch(name));
		}
	}

	/** Fetch, Pull or Push as the space rows run them; git's error is the window's notice and the card's message. */
	void sync(GitSync sync) {
		Repository asked = card.repository();
		if (asked == null) {
			return;
		}
		String top = asked.top();
		syncing++;
		var display = branches.getDisplay();
		new GitSyncJob(NLS.bind(Messages.GitActions_sync, sync.label(), top), git.exec(), top, () -> git.sync(sync, top), failure -> display.asyncExec(() -> {
			syncing--;
			String said = failure.map(line -> NLS.bind(Messages.GitActions_syncFailed, new Object[] { sync.label(), top, line })).orElse(null);
			context.notice(said);
			if (!branches.isDisposed()) {
				card.say(said);
				card.refresh();
			}
		})).schedule();
	}

	/** Opens the first selected file in a text (or image) card in a new tab. */
	void openSelection() {
		List<FileChange> selected = card.selectedChanges();
		Repository asked = card.repository();
		if (selected.isEmpty() || asked == null) {
			return;
		}
		FileChange change = selected.get(0);
		String path = asked.pathOf(change);
		if (change.code().equals("D")) {
			card.say(NLS.bind(Messages.GitActions_deleted, change.shown()));
		} else if (path.chars().anyMatch(Character::isISOControl)) {
			card.say(NLS.bind(Messages.GitActions_unlabelled, path.replace("\n", "⏎")));
		} else {
			context.open(PlaceCards.forFile(path, false, !context.machine().isRemote()), Opening.NEW_TAB);
		}
	}

	/** Changes the repository in a Job, then reads it again; git's refusal is said in the card. */
	private void change(String title, Change action) {
		Repository asked = card.repository();
		if (asked == null) {
			return;
		}
		work.run(title, () -> {
			action.run(asked);
			return Boolean.TRUE;
		}, done -> {
			card.say(null);
			card.refresh();
		}, why -> {
			card.say(why);
			card.refresh();
		});
	}
}
