package ovvi.cards.git;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.Text;

import ovvi.cards.Card;
import ovvi.cards.CardContext;
import ovvi.cards.FolderWatch;
import ovvi.cards.Opening;
import ovvi.cards.WidgetRole;
import ovvi.cards.git.repo.Branch;
import ovvi.cards.git.repo.Diff;
import ovvi.cards.git.repo.FileChange;
import ovvi.cards.git.repo.LogLine;
import ovvi.cards.git.repo.RepoStatus;
import ovvi.cards.git.repo.Repository;
import ovvi.git.GitProgram;
import ovvi.git.GitSync;

/**
 * The repository at the card's root on the pane's machine, {@code ovvi:git#<iid> <root>}: its
 * branch or detached HEAD and any merge or rebase under way, the changed files by group with the
 * selected one's diff, stage and unstage (files, or the hunk at the diff's caret), commit and
 * amend, switch and make branches, HEAD's last 200 commits with the graph, and Fetch, Pull and
 * Push as the space rows run them. Every git run is a Job on the machine ({@link Repository});
 * git's own folder and the work tree's top are watched, so a change from a terminal shows.
 */
public final class GitCard implements Card {

	/** The roles of the card's widgets ({@link WidgetRole}). */
	public static final String HEAD_ROLE = "git.card.head";
	public static final String MESSAGE_ROLE = "git.card.message";
	public static final String BRANCH_ROLE = "git.card.branch";
	public static final String NEW_BRANCH_ROLE = "git.card.newBranch";
	public static final String REFRESH_ROLE = "git.card.refresh";
	public static final String FETCH_ROLE = "git.card.fetch";
	public static final String PULL_ROLE = "git.card.pull";
	public static final String PUSH_ROLE = "git.card.push";
	public static final String CHANGES_ROLE = "git.card.changes";
	public static final String STAGE_ROLE = "git.card.stage";
	public static final String UNSTAGE_ROLE = "git.card.unstage";
	public static final String OPEN_ROLE = "git.card.open";
	public static final String COMMIT_MESSAGE_ROLE = "git.card.commitMessage";
	public static final String AMEND_ROLE = "git.card.amend";
	public static final String COMMIT_ROLE = "git.card.commit";
	public static final String DIFF_ROLE = "git.card.diff";
	public static final String STAGE_HUNK_ROLE = "git.card.stageHunk";
	public static final String UNSTAGE_HUNK_ROLE = "git.card.unstageHunk";
	public static final String SIDE_BY_SIDE_ROLE = "git.card.sideBySide";
	public static final String DIFF_OLD_ROLE = "git.card.diffOld";
	public static final String DIFF_NEW_ROLE = "git.card.diffNew";
	public static final String LOG_ROLE = "git.card.log";
	/** The New Branch dialog's title, which tests find it by. */
	public static final String NEW_BRANCH_TITLE = Messages.GitCard_newBranchTitle;

	private final CardContext context;
	private final GitProgram git;
	private final Composite root;
	private final Label headline;
	private final Combo branches;
	private final Label message;
	private final SashForm body;
	private final ChangesView changes;
	private final DiffView diff;
	private final LogView log;
	private final Text commitMessage;
	private final Button amend;
	private final CardWork work;
	/** Made once the widgets it acts on are; the buttons call it only when clicked. */
	private GitActions actions;
	private final List<Control> repositoryControls = new ArrayList<>();
	private String folder;
	private Repository repository;
	private RepoStatus status;
	private List<Branch> branchList = List.of();
	/** The change whose diff is shown or being read, or null. */
	private FileChange diffOf;
	private final List<FolderWatch> watches = new ArrayList<>();
	private boolean released;
	private boolean reading;
	private boolean readAgain;

	GitCard(Composite parent, CardContext context) {
		this.context = context;
		this.git = new GitProgram(context.machine());
		root = new Composite(parent, SWT.NONE);
		GridLayoutFactory.fillDefaults().spacing(0, 0).applyTo(root);
		work = new CardWork(root);

		// a line of its own: a merge's or rebase's headline is long, and wraps rather than push the buttons away
		headline = new Label(root, SWT.WRAP);
		headline.setData(WidgetRole.KEY, HEAD_ROLE);
		headline.setFont(JFaceResources.getFontRegistry().getBold(JFaceResources.DEFAULT_FONT));
		GridDataFactory.fillDefaults().grab(true, false).indent(6, 4).applyTo(headline);
		Composite bar = new Composite(root, SWT.NONE);
		GridLayoutFactory.fillDefaults().numColumns(6).margins(4, 2).spacing(4, 0).applyTo(bar);
		GridDataFactory.fillDefaults().grab(true, false).applyTo(bar);
		branches = new Combo(bar, SWT.READ_ONLY);
		branches.setData(WidgetRole.KEY, BRANCH_ROLE);
		branches.setToolTipText(Messages.GitCard_branchTip);
		branches.addListener(SWT.Selection, event -> actions.switchToChosen());
		repositoryControls.add(branches);
		button(bar, Messages.GitCard_newBranch, Messages.GitCard_newBranchTip, NEW_BRANCH_ROLE, () -> actions.newBranch());
		button(bar, Messages.GitCard_fetch, Messages.GitCard_fetchTip, FETCH_ROLE, () -> actions.sync(GitSync.FETCH));
		button(bar, Messages.GitCard_pull, Messages.GitCard_pullTip, PULL_ROLE, () -> actions.sync(GitSync.PULL));
		button(bar, Messages.GitCard_push, Messages.GitCard_pushTip, PUSH_ROLE, () -> actions.sync(GitSync.PUSH));
		button(bar, "⟳", Messages.GitCard_refreshTip, REFRESH_ROLE, this::refresh);

		message = new Label(root, SWT.WRAP);
		message.setData(WidgetRole.KEY, MESSAGE_ROLE);
		GridDataFactory.fillDefaults().grab(true, false).indent(6, 2).exclude(true).applyTo(message);
		message.setVisible(false);

		body = new SashForm(root, SWT.HORIZONTAL);
		GridDataFactory.fillDefaults().grab(true, true).applyTo(body);

		Composite left = new Composite(body, SWT.NONE);
		GridLayoutFactory.fillDefaults().margins(2, 2).applyTo(left);
		changes = new ChangesView(left, JFaceResources.getFontRegistry().getBold(JFaceResources.DEFAULT_FONT));
		changes.control().setData(WidgetRole.KEY, CHANGES_ROLE);
		GridDataFactory.fillDefaults().grab(true, true).applyTo(changes.control());
		changes.control().addListener(SWT.Selection, event -> showDiffOfSelection());
		changes.control().addListener(SWT.DefaultSelection, event -> actions.stageOrUnstageSelection());
		changes.control().addListener(SWT.FocusIn, event -> {
			context.keyboardIn();
			// the watch sees files made or deleted, not a tracked file edited in place: coming back reads again
			if (repository != null) {
				refresh();
			}
		});
		Composite fileButtons = new Composite(left, SWT.NONE);
		GridLayoutFactory.fillDefaults().numColumns(3).applyTo(fileButtons);
		button(fileButtons, Messages.GitCard_stage, Messages.GitCard_stageTip, STAGE_ROLE, () -> actions.stageSelection());
		button(fileButtons, Messages.GitCard_unstage, Messages.GitCard_unstageTip, UNSTAGE_ROLE, () -> actions.unstageSelection());
		button(fileButtons, Messages.GitCard_openFile, Messages.GitCard_openFileTip, OPEN_ROLE, () -> actions.openSelection());
		commitMessage = new Text(left, SWT.MULTI | SWT.BORDER | SWT.WRAP | SWT.V_SCROLL);
		commitMessage.setData(WidgetRole.KEY, COMMIT_MESSAGE_ROLE);
		commitMessage.setMessage(Messages.GitCard_commitMessage);
		commitMessage.addListener(SWT.FocusIn, event -> context.keyboardIn());
		GridDataFactory.fillDefaults().grab(true, false).hint(SWT.DEFAULT, 70).applyTo(commitMessage);
		repositoryControls.add(commitMessage);
		Composite commitButtons = new Composite(left, SWT.NONE);
		GridLayoutFactory.fillDefaults().numColumns(2).applyTo(commitButtons);
		amend = new Button(commitButtons, SWT.CHECK);
		amend.setText(Messages.GitCard_amend);
		amend.setToolTipText(Messages.GitCard_amendTip);
		amend.setData(WidgetRole.KEY, AMEND_ROLE);
		amend.addListener(SWT.Selection, event -> actions.amendChosen());
		repositoryControls.add(amend);
		button(commitButtons, Messages.GitCard_commit, Messages.GitCard_commitTip, COMMIT_ROLE, () -> actions.commit());

		SashForm right = new SashForm(body, SWT.VERTICAL);
		Composite diffSide = new Composite(right, SWT.NONE);
		GridLayoutFactory.fillDefaults().margins(2, 2).applyTo(diffSide);
		Composite hunkButtons = new Composite(diffSide, SWT.NONE);
		GridLayoutFactory.fillDefaults().numColumns(3).applyTo(hunkButtons);
		button(hunkButtons, Messages.GitCard_stageHunk, Messages.GitCard_stageHunkTip, STAGE_HUNK_ROLE, () -> actions.hunk(true));
		button(hunkButtons, Messages.GitCard_unstageHunk, Messages.GitCard_unstageHunkTip, UNSTAGE_HUNK_ROLE, () -> actions.hunk(false));
		diff = new DiffView(diffSide, context.textFont());
		Button sideBySide = new Button(hunkButtons, SWT.CHECK);
		sideBySide.setText(Messages.GitCard_sideBySide);
		sideBySide.setToolTipText(Messages.GitCard_sideBySideTip);
		sideBySide.setData(WidgetRole.KEY, SIDE_BY_SIDE_ROLE);
		sideBySide.addListener(SWT.Selection, event -> diff.sideBySide(sideBySide.getSelection()));
		diff.control().setData(WidgetRole.KEY, DIFF_ROLE);
		diff.sides().get(0).setData(WidgetRole.KEY, DIFF_OLD_ROLE);
		diff.sides().get(1).setData(WidgetRole.KEY, DIFF_NEW_ROLE);
		for (Control text : List.of(diff.control(), diff.sides().get(0), diff.sides().get(1))) {
			text.addListener(SWT.FocusIn, event -> context.keyboardIn());
		}
		GridDataFactory.fillDefaults().grab(true, true).applyTo(diff.area());
		log = new LogView(right, context.textFont());
		log.control().setData(WidgetRole.KEY, LOG_ROLE);
		log.control().addListener(SWT.FocusIn, event -> context.keyboardIn());
		right.setWeights(3, 2);
		body.setWeights(2, 3);
		actions = new GitActions(this, work, context, git, commitMessage, amend, branches);

		folder = placeFolder();
		open();
	}

	private Button button(Composite bar, String text, String tip, String role, Runnable action) {
		Button button = new Button(bar, SWT.PUSH);
		button.setText(text);
		button.setToolTipText(tip);
		button.setData(WidgetRole.KEY, role);
		button.addListener(SWT.Selection, event -> action.run());
		repositoryControls.add(button);
		return button;
	}

	/** The label's root; a card opened from the chooser has none and starts in the pane's folder. */
	private String placeFolder() {
		String place = context.place();
		if (place.isBlank()) {
			String cwd = context.pane().cwd();
			return cwd == null || cwd.isBlank() ? "/" : cwd;
		}
		return place;
	}

	/** Finds the repository at the root, then reads it; no git, or no repository, is said instead. */
	private void open() {
		String asked = folder;
		repository = null;
		unwatch();
		enable(false);
		work.run(NLS.bind(Messages.Work_opening, asked), () -> Repository.open(git, asked), found -> {
			if (asked.equals(folder)) {
				repository = found;
				watch();
				refresh();
			}
		}, why -> {
			if (asked.equals(folder)) {
				headline.setText("");
				say(why);
				context.changed();
			}
		});
	}

	/** Reads the status, branches and log again; asks made while it reads bring one more read after it. */
	public void refresh() {
		if (repository == null) {
			open();
			return;
		}
		if (reading) {
			readAgain = true;
			return;
		}
		reading = true;
		Repository asked = repository;
		work.run(NLS.bind(Messages.Work_reading, asked.top()), () -> new Snapshot(asked.status(), asked.branches(), asked.log()), read -> {
			reading = false;
			if (asked == repository) {
				show(read);
			}
			readAgainIfAsked();
		}, why -> {
			reading = false;
			say(why);
			readAgainIfAsked();
		});
	}

	private void readAgainIfAsked() {
		if (readAgain) {
			readAgain = false;
			refresh();
		}
	}

	/** What one read found. */
	private record Snapshot(RepoStatus status, List<Branch> branches, List<LogLine> log) {
	}

	private void show(Snapshot read) {
		status = read.status();
		headline.setText(status.headline().replace("\n", "⏎"));
		branchList = read.branches();
		String[] names = branchList.stream().map(Branch::name).toArray(String[]::new);
		branches.setItems(names);
		int current = indexOfCurrent();
		if (current >= 0) {
			branches.select(current);
		}
		changes.show(status);
		log.show(read.log());
		enable(true);
		if (diffOf != null && !status.changes().contains(diffOf)) {
			diffOf = null;
			diff.clear("");
		}
		showDiffOfSelection();
		root.layout(true, true);
		context.changed();
	}

	private int indexOfCurrent() {
		for (int i = 0; i < branchList.size(); i++) {
			if (branchList.get(i).current()) {
				return i;
			}
		}
		return -1;
	}

	private void enable(boolean shown) {
		repositoryControls.forEach(control -> control.setEnabled(shown));
		body.setVisible(shown || repository != null);
		((GridData) body.getLayoutData()).exclude = !body.getVisible();
		root.layout(true, true);
	}

	/** Shows the first selected file's diff; a diff already shown is read again, as its file may have changed. */
	private void showDiffOfSelection() {
		List<FileChange> selected = changes.selected();
		if (selected.isEmpty() || repository == null) {
			return;
		}
		FileChange change = selected.get(0);
		diffOf = change;
		Repository asked = repository;
		work.run(NLS.bind(Messages.Work_readingDiff, change.shown()), () -> asked.diff(change), read -> {
			if (change.equals(diffOf)) {
				diff.show(read);
			}
		}, why -> {
			if (change.equals(diffOf)) {
				diff.clear(why);
			}
		});
	}

	/** Watches git's folder (HEAD, the index, refs, a merge's files) and the work tree's top (files made or deleted). */
	private void watch() {
		if (released || repository == null || !watches.isEmpty()) {
			return;
		}
		var display = root.getDisplay();
		Runnable changed = () -> display.asyncExec(() -> {
			if (!root.isDisposed() && !released) {
				refresh();
			}
		});
		watches.add(context.watchFolder(repository.gitDir(), changed));
		watches.add(context.watchFolder(repository.top(), changed));
	}

	private void unwatch() {
		watches.forEach(FolderWatch::close);
		watches.clear();
	}

	/** Shows a message above the card's content; null hides it. */
	void say(String text) {
		boolean shown = text != null;
		message.setText(shown ? text.replace("\n", "⏎") : "");
		message.setVisible(shown);
		((GridData) message.getLayoutData()).exclude = !shown;
		root.layout(true, true);
	}

	@Override
	public void paneChanged() {
		String now = placeFolder();
		if (!now.equals(folder)) {
			folder = now;
			open();
		}
	}

	/** Out of view past the spares: nothing is watched. */
	@Override
	public void release() {
		released = true;
		unwatch();
	}

	/** In view again: watched again, and read for what the card did not see meanwhile. */
	@Override
	public void resume() {
		released = false;
		watch();
		refresh();
	}

	@Override
	public String title() {
		String top = repository != null ? repository.top() : folder;
		int slash = top.lastIndexOf('/');
		return NLS.bind(Messages.GitCard_title, slash >= 0 && slash < top.length() - 1 ? top.substring(slash + 1) : top);
	}

	@Override
	public void setFont(Font font) {
		diff.setFont(font);
		log.control().setFont(font);
	}

	@Override
	public void copy() {
		diff.copy();
	}

	@Override
	public void focus() {
		changes.control().setFocus();
	}

	@Override
	public void dispose() {
		unwatch();
		diff.dispose();
		root.dispose();
	}

	/** The repository the card shows, or null while none is found. */
	Repository repository() {
		return repository;
	}

	/** The selected files, in the table's order (a selected heading: its whole group). */
	List<FileChange> selectedChanges() {
		return changes.selected();
	}

	/** The hunk at the diff's caret, or -1. */
	int hunkAtCaret() {
		return diff.hunkAtCaret();
	}

	/** The first and last line of the selection in the unified diff, or null. */
	int[] selectedDiffLines() {
		return diff.selectedLines();
	}

	/** The local branches the last read found. */
	List<Branch> branches() {
		return branchList;
	}

	/** The card's widgets, all of them inside it. */
	public Composite root() {
		return root;
	}

	/** Whether the card waits for git (a read, a change, Fetch, Pull or Push). */
	public boolean busy() {
		return work.busy() || actions.syncing() || reading;
	}

	/** What the last read found, or null before the first. */
	public RepoStatus status() {
		return status;
	}

	/** The repository's work tree, or null while none is found. */
	public String top() {
		return repository == null ? null : repository.top();
	}

	/** The message above the content, or null. */
	public String message() {
		return message.getVisible() ? message.getText() : null;
	}

	public String headline() {
		return headline.getText();
	}

	/** The change whose diff is shown, or null. */
	public FileChange diffOf() {
		return diffOf;
	}

	/** The diff shown. */
	public Diff diff() {
		return diff.shown();
	}

	public StyledText diffText() {
		return diff.control();
	}

	/** The colour the diff draws lines of this kind in (null: the text's own). */
	public Color colour(Diff.Kind kind) {
		return diff.colour(kind);
	}

	/** Moves the diff's caret to a hunk, as a click in it does. */
	public void caretToHunk(int hunk) {
		diff.caretToHunk(hunk);
	}

	public Table changesTable() {
		return changes.control();
	}

	/** The files listed, each row's change (null for a group's heading). */
	public List<FileChange> listed() {
		return changes.rows().stream().map(ChangesView.Row::change).toList();
	}

	/** Selects a listed file's row and shows its diff, as a click does; false when it is not listed. */
	public boolean select(FileChange change) {
		boolean found = changes.select(change);
		if (found) {
			showDiffOfSelection();
		}
		return found;
	}

	public List<LogLine> logLines() {
		return log.lines();
	}

	public Table logTable() {
		return log.control();
	}

	public Combo branchCombo() {
		return branches;
	}

	public Text commitMessage() {
		return commitMessage;
	}

	/** The change of a file in a group, if listed. */
	public Optional<FileChange> change(FileChange.Area area, String path) {
		return status == null ? Optional.empty()
				: status.changes().stream().filter(change -> change.area() == area && change.path().equals(path)).findFirst();
	}
}
