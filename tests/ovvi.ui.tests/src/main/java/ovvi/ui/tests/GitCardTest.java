package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CLabel;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.Text;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import ovvi.cards.Card;
import ovvi.cards.CardLabel;
import ovvi.cards.explorer.TextCard;
import ovvi.cards.git.GitCard;
import ovvi.cards.git.repo.Diff;
import ovvi.cards.git.repo.FileChange;
import ovvi.cards.git.repo.FileChange.Area;
import ovvi.cards.git.repo.LogLine;
import ovvi.testing.GitRepos;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.WindowPages;
import ovvi.ui.tab.TabTrack;

/**
 * The Git card in the running workbench, on repositories of this computer through the session's
 * machine: the branch and the files by group with awkward names, a clicked file's coloured
 * diff, stage and unstage of files and of a hunk, commit and amend, a new branch and a switch,
 * the log's 200 commits with the graph, Fetch, Pull and Push with a refused push's notice, Open
 * File into a text card, a change made in a terminal showing by itself, a merge, a rebase and a
 * detached HEAD said, a folder in no repository and a machine without git said. Each test has its
 * own session and its own clone.
 */
class GitCardTest {

	private static final Display DISPLAY = Display.getCurrent();
	private static final List<String> AWKWARD = List.of("with space.txt", "line\nbreak.txt", "quote'\"s.txt", "ünï ✓.txt", "*.txt");
	private SimPage sim;
	private Path upstream;
	private Path repo;
	private Path theirs;
	/** herdr's pane of the clone's card, once the test opened it. */
	private String repoPane;

	@BeforeEach
	void aCloneOfAnUpstreamWithAwkwardChanges() throws Exception {
		sim = new SimPage("gitcard", "", Duration.ofSeconds(10));
		Path seed = GitRepos.init(sim.home.resolve("seed"));
		for (String name : AWKWARD) {
			Files.writeString(seed.resolve(name), "first of " + name + "\n");
		}
		Files.writeString(seed.resolve("numbers.txt"), numbers());
		GitRepos.git(seed, "add", "-A");
		GitRepos.commit(seed, "awkward files");
		upstream = GitRepos.cloneOf(seed, sim.home.resolve("upstream.git"), "--bare");
		repo = committer(GitRepos.cloneOf(upstream, sim.home.resolve("repo ü")));
		theirs = committer(GitRepos.cloneOf(upstream, sim.home.resolve("theirs")));

		Files.writeString(repo.resolve("with space.txt"), "first of with space.txt\nsecond\n");
		Files.writeString(repo.resolve("quote'\"s.txt"), "staged change\n");
		GitRepos.git(repo, "add", "--", "quote'\"s.txt");
		Files.writeString(repo.resolve("new\nfile ✓"), "new\n");
		Files.writeString(repo.resolve("untracked ü.txt"), "untracked\n");
	}

	/** 40 numbered lines: a change at each end makes two hunks. */
	private static String numbers() {
		return IntStream.rangeClosed(1, 40).mapToObj(Integer::toString).collect(Collectors.joining("\n", "", "\n"));
	}

	/** The card commits with the machine's git and config: the repository names its committer. */
	private static Path committer(Path dir) throws Exception {
		GitRepos.git(dir, "config", "user.name", "Card User");
		GitRepos.git(dir, "config", "user.email", "card@ovvi.invalid");
		return dir;
	}

	@AfterEach
	void cleanUp() throws Exception {
		sim.close();
	}

	/** A new tab whose one pane has the card's label, as Open Git Here makes it; returns the pane's id. */
	private String openPane(CardLabel label) throws Exception {
		return CardPanes.openPane(sim.window, sim.page, sim.herdr, sim.home.toString(), label);
	}

	private <T extends Card> T cardOf(SessionPage page, String paneId, Class<T> type) {
		return CardPanes.cardOf(sim.window, page, paneId, type);
	}

	/** The pane's git card once it has read its repository (or said why it cannot). */
	private GitCard read(SessionPage page, String paneId) {
		GitCard card = cardOf(page, paneId, GitCard.class);
		UiWait.until(DISPLAY, () -> !card.busy() && (card.status() != null || card.message() != null), "the card read its repository");
		return card;
	}

	private GitCard read(String paneId) {
		return read(sim.page, paneId);
	}

	/** The clone's card, its tab shown; the first call opens its pane as Open Git Here does. */
	private GitCard mainCard() throws Exception {
		if (repoPane == null) {
			repoPane = openPane(new CardLabel("git", "g1", repo.toString()));
		}
		var store = sim.page.connection().store();
		TabTrack.of(sim.window).part(store.tab(store.pane(repoPane).tabId())).activate();
		GitCard card = read(repoPane);
		UiWait.until(DISPLAY, () -> card.changesTable().isVisible(), "the card's tab shows");
		return card;
	}

	private static void click(GitCard card, String role) {
		Mouse.click(Widgets.byId(card.root(), role, Button.class));
	}

	/** Clicks a file's row, as a person picks it. */
	private static void clickRow(GitCard card, FileChange change) {
		Table table = card.changesTable();
		int index = card.listed().indexOf(change);
		assertTrue(index >= 0, change + " is listed: " + card.listed());
		table.showItem(table.getItem(index));
		Rectangle bounds = table.getItem(index).getBounds();
		Mouse.click(table, bounds.x + 20, bounds.y + bounds.height / 2);
		UiWait.until(DISPLAY, () -> change.equals(card.diffOf()) && !card.busy() && !card.diff().lines().isEmpty(),
				"the diff of " + change.shown() + " shows");
	}

	private static FileChange change(GitCard card, Area area, String path) {
		UiWait.until(DISPLAY, () -> !card.busy() && card.change(area, path).isPresent(), path + " is " + area);
		return card.change(area, path).orElseThrow();
	}

	private String notice() {
		return Widgets.all(sim.window.getShell(), CLabel.class).stream().map(CLabel::getText)
				.filter(text -> text != null && text.contains(" failed: ")).findFirst().orElse("");
	}

	@Test
	void theCardShowsTheBranchAndTheFilesByGroupWithTheirAwkwardNames() throws Exception {
		GitCard card = mainCard();
		assertNull(card.message());
		assertEquals("On branch main  ↑0 ↓0", card.headline());
		assertEquals("Git: repo ü", card.title());
		assertEquals(List.of("quote'\"s.txt"), paths(card, Area.STAGED));
		assertEquals(List.of("with space.txt"), paths(card, Area.UNSTAGED));
		assertEquals(List.of("new\nfile ✓", "untracked ü.txt"), paths(card, Area.UNTRACKED));
		// a heading row over each group, then its files
		assertEquals(7, card.changesTable().getItemCount());
		assertEquals("Staged (1)", card.changesTable().getItem(0).getText());
		assertEquals("    ?  new⏎file ✓", card.changesTable().getItem(5).getText());
	}

	@Test
	void aClickedFileShowsItsDiffColouredByLineKind() throws Exception {
		GitCard card = mainCard();
		clickRow(card, change(card, Area.UNSTAGED, "with space.txt"));
		StyledText text = card.diffText();
		int added = lineOf(card.diff(), "+second");
		StyleRange style = text.getStyleRangeAtOffset(text.getOffsetAtLine(added));
		assertEquals(card.colour(Diff.Kind.ADDED), style.foreground);
		Screenshots.saveQuietly(sim.window.getShell(), "git-card.png");

		clickRow(card, change(card, Area.STAGED, "quote'\"s.txt"));
		int removed = lineOf(card.diff(), "-first of quote'\"s.txt");
		assertEquals(card.colour(Diff.Kind.REMOVED), text.getStyleRangeAtOffset(text.getOffsetAtLine(removed)).foreground);
		// git quotes a name with a '"' in its headers, as C does
		assertTrue(card.diff().text().startsWith("diff --git \"a/quote'\\\"s.txt\" \"b/quote'\\\"s.txt\""), card.diff().text());
		assertEquals(List.of("+staged change"), card.diff().lines().stream().filter(line -> line.kind() == Diff.Kind.ADDED)
				.map(Diff.Line::text).toList());

		click(card, GitCard.SIDE_BY_SIDE_ROLE);
		StyledText old = Widgets.byId(card.root(), GitCard.DIFF_OLD_ROLE, StyledText.class);
		StyledText now = Widgets.byId(card.root(), GitCard.DIFF_NEW_ROLE, StyledText.class);
		UiWait.until(DISPLAY, () -> old.isVisible() && now.isVisible() && !text.isVisible(), "the diff shows side by side");
		int row = List.of(old.getText().split("\n", -1)).indexOf("1 first of quote'\"s.txt");
		assertTrue(row > 0, "the old side has the removed line, numbered: " + old.getText());
		assertEquals("1 staged change", now.getLine(row), "the new side faces it with the added line: " + now.getText());
		assertEquals(card.colour(Diff.Kind.REMOVED), old.getStyleRangeAtOffset(old.getOffsetAtLine(row)).foreground);
		assertEquals(card.colour(Diff.Kind.ADDED), now.getStyleRangeAtOffset(now.getOffsetAtLine(row)).foreground);
		Screenshots.saveQuietly(sim.window.getShell(), "git-card-side-by-side.png");
		click(card, GitCard.SIDE_BY_SIDE_ROLE);
		UiWait.until(DISPLAY, () -> text.isVisible() && !old.isVisible(), "back to the unified diff");
	}

	@Test
	void stageAndUnstageMoveAFileAndAHunkMovesAlone() throws Exception {
		GitCard card = mainCard();
		clickRow(card, change(card, Area.UNSTAGED, "with space.txt"));
		click(card, GitCard.STAGE_ROLE);
		FileChange staged = change(card, Area.STAGED, "with space.txt");
		assertTrue(card.change(Area.UNSTAGED, "with space.txt").isEmpty());
		clickRow(card, staged);
		click(card, GitCard.UNSTAGE_ROLE);
		change(card, Area.UNSTAGED, "with space.txt");

		Files.writeString(repo.resolve("numbers.txt"), numbers().replace("\n3\n", "\nthree\n").replace("\n35\n", "\nthirty-five\n"));
		click(card, GitCard.REFRESH_ROLE);
		clickRow(card, change(card, Area.UNSTAGED, "numbers.txt"));
		assertEquals(2, card.diff().hunks().size());
		card.caretToHunk(1);
		click(card, GitCard.STAGE_HUNK_ROLE);
		FileChange stagedHunk = change(card, Area.STAGED, "numbers.txt");
		change(card, Area.UNSTAGED, "numbers.txt");
		assertEquals("numbers.txt\n", GitRepos.git(repo, "diff", "--cached", "--name-only", "--", "numbers.txt"));
		String cached = GitRepos.git(repo, "diff", "--cached", "--", "numbers.txt");
		assertTrue(cached.contains("+thirty-five") && !cached.contains("+three"), cached);
		clickRow(card, stagedHunk);
		card.caretToHunk(0);
		click(card, GitCard.UNSTAGE_HUNK_ROLE);
		UiWait.until(DISPLAY, () -> !card.busy() && card.change(Area.STAGED, "numbers.txt").isEmpty(), "the hunk is unstaged");

		// lines of a hunk alone: the diff's selection
		String twoHunks = numbers().replace("\n3\n", "\nthree\n").replace("\n35\n", "\nthirty-five\n");
		Files.writeString(repo.resolve("numbers.txt"), twoHunks.replace("\n5\n", "\nfive\n"));
		click(card, GitCard.REFRESH_ROLE);
		clickRow(card, change(card, Area.UNSTAGED, "numbers.txt"));
		UiWait.until(DISPLAY, () -> !card.busy() && card.diff().lines().stream().anyMatch(line -> line.text().equals("+five")),
				"the diff has the new change");
		StyledText text = card.diffText();
		int from = lineOf(card.diff(), "-5");
		int to = lineOf(card.diff(), "+five");
		text.setSelection(text.getOffsetAtLine(from), text.getOffsetAtLine(to) + "+five".length());
		click(card, GitCard.STAGE_HUNK_ROLE);
		UiWait.until(DISPLAY, () -> !card.busy() && card.change(Area.STAGED, "numbers.txt").isPresent(), "the selected lines are staged");
		String lines = GitRepos.git(repo, "diff", "--cached", "--", "numbers.txt");
		assertTrue(lines.contains("+five") && !lines.contains("+three") && !lines.contains("+thirty-five"), lines);
	}

	@Test
	void commitTakesTheMessageAsWrittenAndAmendStartsFromTheLastOne() throws Exception {
		GitCard card = mainCard();
		String message = "Card \"commit\" ✓\n\n$(echo not run) 'quoted'";
		Text text = card.commitMessage();
		text.setText(message);
		click(card, GitCard.COMMIT_ROLE);
		UiWait.until(DISPLAY, () -> !card.busy() && card.commitMessage().getText().isEmpty(), "committed");
		assertNull(card.message());
		assertEquals(message, GitRepos.git(repo, "log", "-1", "--format=%B").strip());
		assertTrue(card.change(Area.STAGED, "quote'\"s.txt").isEmpty());
		assertEquals("On branch main  ↑1 ↓0", card.headline());

		clickRow(card, change(card, Area.UNSTAGED, "with space.txt"));
		click(card, GitCard.STAGE_ROLE);
		change(card, Area.STAGED, "with space.txt");
		Mouse.click(Widgets.byId(card.root(), GitCard.AMEND_ROLE, Button.class));
		UiWait.until(DISPLAY, () -> text.getText().equals(message), "Amend starts from the last message: " + text.getText());
		text.setText(message + "\n\nAmended.");
		click(card, GitCard.COMMIT_ROLE);
		UiWait.until(DISPLAY, () -> !card.busy() && text.getText().isEmpty(), "amended");
		assertEquals(message + "\n\nAmended.", GitRepos.git(repo, "log", "-1", "--format=%B").strip());
		assertTrue(GitRepos.git(repo, "show", "--name-only", "--format=", "HEAD").contains("with space.txt"));
		assertEquals("On branch main  ↑1 ↓0", card.headline(), "amended, not a second commit");

		click(card, GitCard.COMMIT_ROLE);
		UiWait.until(DISPLAY, () -> "A commit needs a message.".equals(card.message()), "an empty message is refused");
	}

	@Test
	void aNewBranchIsMadeAndTheComboSwitchesBack() throws Exception {
		GitCard card = mainCard();
		DialogDriver user = DialogDriver.when(DISPLAY, GitCard.NEW_BRANCH_TITLE, dialog -> {
			Widgets.all(dialog, Text.class).get(0).setText("topic-ü");
			Mouse.click(Widgets.all(dialog, Button.class).stream().filter(b -> b.getText().replace("&", "").equals("OK")).findFirst()
					.orElseThrow());
		});
		click(card, GitCard.NEW_BRANCH_ROLE);
		user.await();
		UiWait.until(DISPLAY, () -> !card.busy() && card.headline().equals("On branch topic-ü"), "on the new branch: " + card.headline());
		Combo branches = Widgets.byId(card.root(), GitCard.BRANCH_ROLE, Combo.class);
		assertEquals("topic-ü", branches.getText());

		branches.select(List.of(branches.getItems()).indexOf("main"));
		branches.notifyListeners(SWT.Selection, new Event());
		UiWait.until(DISPLAY, () -> !card.busy() && card.headline().startsWith("On branch main"), "back on main: " + card.headline());
		assertEquals("main", GitRepos.git(repo, "branch", "--show-current").strip());
	}

	@Test
	void theLogShowsTheLast200CommitsWithTheGraph() throws Exception {
		Path history = GitRepos.init(sim.home.resolve("history"));
		for (int i = 0; i < 205; i++) {
			GitRepos.commit(history, "commit " + i);
		}
		GitRepos.git(history, "switch", "-q", "-c", "side");
		GitRepos.commit(history, "on the side");
		GitRepos.git(history, "switch", "-q", "main");
		GitRepos.commit(history, "on main");
		GitRepos.git(history, "merge", "-q", "--no-ff", "-m", "merge side", "side");
		GitCard card = read(openPane(new CardLabel("git", "g2", history.toString())));
		List<LogLine> lines = card.logLines();
		assertEquals(200, lines.stream().map(LogLine::commit).filter(Objects::nonNull).count());
		assertEquals(lines.size(), card.logTable().getItemCount());
		assertEquals("*", card.logTable().getItem(0).getText(0).strip());
		assertEquals("(HEAD -> main) merge side", card.logTable().getItem(0).getText(1));
		assertEquals("|\\", card.logTable().getItem(1).getText(0).strip(), "the merge's fork is drawn");
		assertEquals("| *", card.logTable().getItem(2).getText(0).strip());
	}

	@Test
	void fetchPullAndPushRunGitAndARefusedPushIsSaid() throws Exception {
		GitRepos.commit(repo, "mine");
		GitCard card = mainCard();
		GitRepos.git(theirs, "pull", "-q", "--ff-only");
		GitRepos.commit(theirs, "theirs 1");
		GitRepos.git(theirs, "push", "-q");

		click(card, GitCard.PUSH_ROLE);
		UiWait.until(DISPLAY, () -> !card.busy() && card.message() != null, "the push is refused");
		assertTrue(card.message().startsWith("Push in " + repo + " failed: error: failed to push some refs to"), card.message());
		UiWait.until(DISPLAY, () -> notice().equals(card.message()), "the window's notice says it too: " + notice());

		click(card, GitCard.FETCH_ROLE);
		UiWait.until(DISPLAY, () -> !card.busy() && card.headline().equals("On branch main  ↑1 ↓1"), "fetched: " + card.headline());
		assertNull(card.message());
		// a merge: a rebase would refuse the work tree's unstaged changes
		GitRepos.git(repo, "config", "pull.rebase", "false");
		click(card, GitCard.PULL_ROLE);
		UiWait.until(DISPLAY, () -> !card.busy() && card.headline().equals("On branch main  ↑2 ↓0"), "pulled: " + card.headline());
		click(card, GitCard.PUSH_ROLE);
		UiWait.until(DISPLAY, () -> !card.busy() && card.headline().equals("On branch main  ↑0 ↓0"), "pushed: " + card.headline());
		assertEquals(GitRepos.git(repo, "rev-parse", "HEAD"), GitRepos.git(upstream, "rev-parse", "main"));
		UiWait.until(DISPLAY, () -> notice().isEmpty(), "a push that worked cleared the notice");
	}

	@Test
	void openFileShowsTheFileInATextCard() throws Exception {
		Files.writeString(repo.resolve("numbers.txt"), numbers().replace("\n3\n", "\nthree\n").replace("\n35\n", "\nthirty-five\n"));
		GitCard card = mainCard();
		clickRow(card, change(card, Area.UNSTAGED, "numbers.txt"));
		click(card, GitCard.OPEN_ROLE);
		TextCard text = cardOf(sim.page, sim.paneLabelled("text", repo + "/numbers.txt"), TextCard.class);
		UiWait.until(DISPLAY, () -> !text.loading(), "the text is read");
		assertEquals(numbers().replace("\n3\n", "\nthree\n").replace("\n35\n", "\nthirty-five\n"), text.text());

		clickRow(mainCard(), change(card, Area.UNTRACKED, "new\nfile ✓"));
		click(card, GitCard.OPEN_ROLE);
		assertEquals(repo + "/new⏎file ✓ cannot be opened in a card: a pane's label holds no line breaks or control characters.",
				card.message());
	}

	@Test
	void aChangeMadeInATerminalShowsWithoutARefresh() throws Exception {
		GitCard card = mainCard();
		GitRepos.git(repo, "add", "--", "untracked ü.txt");
		UiWait.until(DISPLAY, () -> !card.busy() && card.change(Area.STAGED, "untracked ü.txt").isPresent(),
				"the card's watch of git's folder reads the index again");
		GitRepos.git(repo, "reset", "-q", "--", "untracked ü.txt");
		UiWait.until(DISPLAY, () -> !card.busy() && card.change(Area.UNTRACKED, "untracked ü.txt").isPresent(), "and again");
	}

	@Test
	void aMergeARebaseAndADetachedHeadAreSaid() throws Exception {
		Path merging = conflicted(sim.home.resolve("merging"));
		GitRepos.git(merging, "switch", "-q", "main");
		mayFail(merging, "merge", "other");
		GitCard mergeCard = read(openPane(new CardLabel("git", "g3", merging.toString())));
		assertTrue(mergeCard.headline().startsWith("MERGING — On branch main. Resolve, stage and commit to finish"), mergeCard.headline());
		assertEquals(List.of("both.txt"), paths(mergeCard, Area.CONFLICTS));
		assertEquals("Conflicts (1)", mergeCard.changesTable().getItem(0).getText());

		Path rebasing = conflicted(sim.home.resolve("rebasing"));
		mayFail(rebasing, "rebase", "main");
		GitCard rebaseCard = read(openPane(new CardLabel("git", "g4", rebasing.toString())));
		assertTrue(rebaseCard.headline().startsWith("REBASING other — Detached HEAD at "), rebaseCard.headline());
		assertEquals(List.of("both.txt"), paths(rebaseCard, Area.CONFLICTS));

		Path detached = GitRepos.init(sim.home.resolve("detached"));
		GitRepos.commit(detached, "second");
		String first = GitRepos.git(detached, "rev-parse", "--short=7", "HEAD~1").strip();
		GitRepos.git(detached, "switch", "-q", "--detach", "HEAD~1");
		GitCard detachedCard = read(openPane(new CardLabel("git", "g5", detached.toString())));
		assertEquals("Detached HEAD at " + first, detachedCard.headline());
	}

	@Test
	void aDiffOf5000ChangedLinesIsShownOffTheUiThread() throws Exception {
		Path big = committer(GitRepos.init(sim.home.resolve("big")));
		Files.writeString(big.resolve("big.txt"), IntStream.range(0, 5000).mapToObj(i -> "line " + i).collect(Collectors.joining("\n", "", "\n")));
		GitRepos.git(big, "add", "-A");
		GitRepos.commit(big, "big");
		Files.writeString(big.resolve("big.txt"), IntStream.range(0, 5000).mapToObj(i -> "changed " + i).collect(Collectors.joining("\n", "", "\n")));
		GitCard card = read(openPane(new CardLabel("git", "g8", big.toString())));
		FileChange change = change(card, Area.UNSTAGED, "big.txt");
		// the UI thread's longest gap between ticks while the diff is read and shown
		long[] last = { System.nanoTime() };
		long[] longest = { 0 };
		boolean[] shown = { false };
		Runnable[] tick = new Runnable[1];
		tick[0] = () -> {
			long now = System.nanoTime();
			longest[0] = Math.max(longest[0], now - last[0]);
			last[0] = now;
			if (!shown[0]) {
				DISPLAY.timerExec(5, tick[0]);
			}
		};
		DISPLAY.timerExec(5, tick[0]);
		long start = System.nanoTime();
		assertTrue(card.select(change));
		UiWait.until(DISPLAY, () -> change.equals(card.diffOf()) && card.diff().lines().size() > 10_000, "the big diff shows");
		long took = System.nanoTime() - start;
		shown[0] = true;
		assertEquals(5000, card.diff().lines().stream().filter(line -> line.kind() == Diff.Kind.ADDED).count());
		assertEquals(card.diff().lines().size(), card.diffText().getLineCount());
		System.out.printf("BENCH git card: diff of 5000 changed lines (10000 diff lines) shown in %.0f ms, longest UI thread stall %.0f ms%n",
				took / 1e6, longest[0] / 1e6);
	}

	/** A repository whose main and other change both.txt differently, on other. */
	private static Path conflicted(Path dir) throws Exception {
		committer(GitRepos.init(dir));
		Files.writeString(dir.resolve("both.txt"), "base\n");
		GitRepos.git(dir, "add", "-A");
		GitRepos.commit(dir, "base");
		GitRepos.git(dir, "switch", "-q", "-c", "other");
		Files.writeString(dir.resolve("both.txt"), "theirs\n");
		GitRepos.git(dir, "commit", "-q", "-am", "theirs");
		GitRepos.git(dir, "switch", "-q", "main");
		Files.writeString(dir.resolve("both.txt"), "ours\n");
		GitRepos.git(dir, "commit", "-q", "-am", "ours");
		GitRepos.git(dir, "switch", "-q", "other");
		return dir;
	}

	private static void mayFail(Path dir, String... args) throws Exception {
		try {
			GitRepos.git(dir, args);
		} catch (IllegalStateException expected) {
			// git stopped at the conflict, as the test wants
		}
	}

	@Test
	void aFolderInNoRepositorySaysSo() throws Exception {
		Path plain = Files.createDirectories(sim.home.resolve("plain"));
		GitCard card = read(openPane(new CardLabel("git", "g6", plain.toString())));
		assertTrue(card.message().startsWith(plain + " is not in a git repository on this computer"), card.message());
		assertNull(card.status());
	}

	@Test
	void aMachineWithoutGitSaysGitIsNotInstalled() throws Exception {
		Path folder = GitRepos.init(sim.home.resolve("nogit"));
		try (SimSession noGit = SimSession.withOnly("ovvi-gitcard-nogit", List.of("bash", "env", "dirname", "readlink", "sed"), folder)) {
			SessionPage other = noGit.openIn(sim.window);
			try {
				UiWait.until(DISPLAY, () -> other.selectedTab() != null && TabTrack.of(sim.window).part(other.selectedTab()) != null,
						"the session's tab shows");
				GitCard card = read(other,
						CardPanes.openPane(sim.window, other, noGit.herdr, sim.home.toString(), new CardLabel("git", "g7", folder.toString())));
				assertEquals("git is not installed on this computer.", card.message());
				assertNull(card.status());
			} finally {
				WindowPages.of(sim.window).detach(other);
			}
		}
	}

	private static List<String> paths(GitCard card, Area area) {
		return card.status().changes(area).stream().map(FileChange::path).toList();
	}

	private static int lineOf(Diff diff, String text) {
		for (int i = 0; i < diff.lines().size(); i++) {
			if (diff.lines().get(i).text().equals(text)) {
				return i;
			}
		}
		throw new AssertionError(text + " is not in the diff:\n" + diff.text());
	}
}
