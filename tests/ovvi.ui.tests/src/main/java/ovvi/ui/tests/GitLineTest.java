package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.custom.CLabel;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import ovvi.testing.GitRepos;
import ovvi.ui.UiIds;
import ovvi.ui.pages.Notices;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.WindowPages;

/**
 * The git line of a space row in the real sidebar: a space whose folder is a clone of a bare
 * upstream (another clone pushes to it), and a space in a plain folder. The row shows the branch
 * and ↑ahead ↓behind on a second line GTK really draws, follows a branch change within seconds,
 * and its menu's Fetch, Pull and Push run git and show what they did.
 */
class GitLineTest {

	private static final Display DISPLAY = Display.getCurrent();
	/**
	 * The app's own timings: the watch checks every 2 s, then one status run; every space is read
	 * anyway each minute. A change seen well within the minute was seen by the watch, however busy
	 * the machine.
	 */
	private static final Duration WELL_WITHIN_THE_MINUTE = Duration.ofSeconds(30);

	private final IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
	private Path repos;
	private Path upstream;
	private Path mine;
	private Path theirs;
	private SimSession session;
	private SessionPage page;
	private Tree tree;

	/** Each test's own clone, one commit ahead of its upstream and two behind, and its own session. */
	@BeforeEach
	void aSpaceInACloneAndOneInAPlainFolder() throws Exception {
		repos = Files.createTempDirectory(Path.of("/tmp"), "ovvi-git");
		upstream = GitRepos.cloneOf(GitRepos.init(repos.resolve("seed")), repos.resolve("upstream.git"), "--bare");
		mine = GitRepos.cloneOf(upstream, repos.resolve("ovvi"));
		theirs = GitRepos.cloneOf(upstream, repos.resolve("theirs"));
		GitRepos.commit(mine, "mine");
		GitRepos.commit(theirs, "theirs 1");
		GitRepos.commit(theirs, "theirs 2");
		GitRepos.git(theirs, "push", "-q");
		GitRepos.git(mine, "fetch", "-q");
		Path notes = Files.createDirectories(repos.resolve("notes"));

		// the window's notice outlives the pages: one an earlier test left would be read as this test's
		Notices.clear(window);
		session = new SimSession("ovvi-git-line", mine, notes);
		page = session.openIn(window);
		tree = Widgets.byId(window.getShell(), UiIds.SIDEBAR_TREE, Tree.class);
	}

	@AfterEach
	void cleanUp() throws Exception {
		if (page != null) {
			WindowPages.of(window).detach(page);
			// the next test's rows have the same names
			UiWait.until(DISPLAY, () -> row("ovvi") == null && row("notes") == null, "the page's rows went");
		}
		if (session != null) {
			session.close();
		}
		try (Stream<Path> files = Files.walk(repos)) {
			files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
		}
	}

	private TreeItem row(String name) {
		return SidebarRows.row(tree, name);
	}

	private String rowText(String name) {
		return SidebarRows.rowText(tree, name);
	}

	private void awaitRow(String name, String text) {
		SidebarRows.awaitRow(tree, name, text);
	}

	/**
	 * Chooses a command in the row's context menu: a click selects the row, Shift+F10 opens its
	 * menu. The rows may still move as a git line comes or another page's rows go: a click that
	 * selected another row, or none, is made again.
	 */
	private void choose(String name, String command) {
		UiWait.until(DISPLAY, () -> {
			if (row(name) == null) {
				return false;
			}
			Rectangle bounds = row(name).getBounds();
			Mouse.click(tree, bounds.x + 10, bounds.y + 8);
			return tree.getSelectionCount() == 1 && tree.getSelection()[0] == row(name);
		}, "a click selected the row of " + name);
		Menus.choose(Menus.openWithKeyboard(tree), command);
	}

	/**
	 * A right-click on the row shows Fetch, Pull and Push enabled as expected (the workbench may
	 * update them as the menu shows). The rows above may still move as a git line comes or another
	 * page's rows go: a click that selected another row showed that row's menu, so it is made again.
	 */
	private void awaitEnabledOnRightClick(String name, boolean enabled) {
		String what = "Fetch, Pull and Push " + (enabled ? "enabled" : "disabled") + " in the menu of " + name;
		UiWait.until(DISPLAY, () -> {
			if (row(name) == null) {
				return false;
			}
			Rectangle bounds = row(name).getBounds();
			AtomicBoolean onTheRow = new AtomicBoolean();
			Mouse.rightClick(tree, bounds.x + 10, bounds.y + 8, menu -> {
				onTheRow.set(tree.getSelectionCount() == 1 && tree.getSelection()[0] == row(name));
				if (onTheRow.get()) {
					UiWait.until(DISPLAY, () -> Stream.of("Fetch", "Pull", "Push")
							.allMatch(command -> Menus.item(menu, command).isEnabled() == enabled), what);
				}
			});
			return onTheRow.get();
		}, what);
	}

	private String notice() {
		return Widgets.all(window.getShell(), CLabel.class).stream().map(CLabel::getText)
				.filter(text -> text != null && text.contains(" failed: ")).findFirst().orElse("");
	}

	@Test
	void theRowShowsTheBranchAndItsCountsOnASecondLineThatGtkDraws() throws Exception {
		awaitRow("ovvi", "ovvi\nmain  ↑1 ↓2");
		assertEquals("notes", rowText("notes"), "a folder that is no repository has one line");

		GC gc = new GC(tree);
		int line;
		try {
			line = gc.getFontMetrics().getHeight();
		} finally {
			gc.dispose();
		}
		int height = row("ovvi").getBounds().height;
		assertTrue(height >= 2 * line, "the row is two lines high: " + height + " px for lines of " + line + " px");
		Screenshots.save(window.getShell(), "sidebar-git.png");
	}

	@Test
	void aBranchChangeShowsBeforeTheMinutesRead() throws Exception {
		awaitRow("ovvi", "ovvi\nmain  ↑1 ↓2");
		GitRepos.git(mine, "checkout", "-q", "-b", "feature/line");
		long start = System.nanoTime();
		awaitRow("ovvi", "ovvi\nfeature/line");
		Duration took = Duration.ofNanos(System.nanoTime() - start);
		assertTrue(took.compareTo(WELL_WITHIN_THE_MINUTE) < 0, "seen after " + took.toMillis() + " ms");

		GitRepos.git(mine, "checkout", "-q", "main");
		awaitRow("ovvi", "ovvi\nmain  ↑1 ↓2");
	}

	@Test
	void fetchPullAndPushAreInASpaceRowsMenuEnabledOnlyWithAGitLine() {
		// the page has read the clone's git, and the plain folder's row is there
		awaitRow("ovvi", "ovvi\nmain  ↑1 ↓2");
		awaitRow("notes", "notes");
		awaitEnabledOnRightClick("notes", false);
		awaitEnabledOnRightClick("ovvi", true);
	}

	@Test
	void fetchShowsTheCommitTheUpstreamGot() throws Exception {
		awaitRow("ovvi", "ovvi\nmain  ↑1 ↓2");
		GitRepos.commit(theirs, "theirs 3");
		GitRepos.git(theirs, "push", "-q");
		choose("ovvi", "Fetch");
		awaitRow("ovvi", "ovvi\nmain  ↑1 ↓3");
	}

	@Test
	void aRefusedPushShowsGitsErrorLineAsANotice() {
		awaitRow("ovvi", "ovvi\nmain  ↑1 ↓2");
		choose("ovvi", "Push");
		UiWait.until(DISPLAY, () -> notice().startsWith("Push in ovvi failed: error: failed to push some refs to"),
				"the notice says git's error (" + notice() + ")");
		assertEquals("ovvi\nmain  ↑1 ↓2", rowText("ovvi"), "nothing was pushed");
	}

	@Test
	void pushSendsTheCommitAndPullBringsTheirs() throws Exception {
		// a push behind the upstream first, for the one that works to clear its notice
		awaitRow("ovvi", "ovvi\nmain  ↑1 ↓2");
		choose("ovvi", "Push");
		UiWait.until(DISPLAY, () -> notice().startsWith("Push in ovvi failed: "), "the push is refused (" + notice() + ")");

		GitRepos.git(mine, "rebase", "-q", "origin/main");
		awaitRow("ovvi", "ovvi\nmain  ↑1 ↓0");
		choose("ovvi", "Push");
		awaitRow("ovvi", "ovvi\nmain  ↑0 ↓0");
		assertEquals(GitRepos.git(mine, "rev-parse", "HEAD"), GitRepos.git(upstream, "rev-parse", "main"), "the upstream has it");
		UiWait.until(DISPLAY, () -> notice().isEmpty(), "a push that worked cleared the notice");

		GitRepos.git(theirs, "pull", "-q", "--ff-only");
		GitRepos.commit(theirs, "theirs 4");
		GitRepos.git(theirs, "push", "-q");
		choose("ovvi", "Fetch");
		awaitRow("ovvi", "ovvi\nmain  ↑0 ↓1");
		choose("ovvi", "Pull");
		awaitRow("ovvi", "ovvi\nmain  ↑0 ↓0");
		assertEquals(GitRepos.git(theirs, "rev-parse", "HEAD"), GitRepos.git(mine, "rev-parse", "HEAD"), "theirs pulled");
	}

	@Test
	void aMachineWithoutGitShowsOneLineAndNoGitCommands() throws Exception {
		Path elsewhere = GitRepos.init(repos.resolve("nogit"));
		try (SimSession noGit = SimSession.withOnly("ovvi-git-none", List.of("bash", "env", "dirname", "readlink", "sed", "perl"),
				elsewhere)) {
			SessionPage other = noGit.openIn(window);
			try {
				UiWait.until(DISPLAY, () -> other.git().gitMissing(), "git is found missing on that machine");
				awaitRow("nogit", "nogit");
				awaitEnabledOnRightClick("nogit", false);
			} finally {
				WindowPages.of(window).detach(other);
			}
		}
	}

	@Test
	void withoutPerlToWatchFetchStillShowsWhatItBrought() throws Exception {
		Path clone = GitRepos.cloneOf(upstream, repos.resolve("noperl"));
		try (SimSession noPerl = SimSession.withOnly("ovvi-git-noperl", List.of("bash", "env", "dirname", "readlink", "sed", "git"),
				clone)) {
			SessionPage other = noPerl.openIn(window);
			try {
				awaitRow("noperl", "noperl\nmain  ↑0 ↓0");
				assertEquals(List.of(), noPerl.perlWatches(), "no Perl there");
				GitRepos.commit(theirs, "theirs 5");
				GitRepos.git(theirs, "push", "-q");
				// nothing watches, and the periodic read is a minute away: only the read after git ends shows it
				choose("noperl", "Fetch");
				awaitRow("noperl", "noperl\nmain  ↑0 ↓1");
			} finally {
				WindowPages.of(window).detach(other);
			}
		}
	}

	/** git's fetch runs of this test's clone, running now. */
	private List<ProcessHandle> fetches() {
		return ProcessHandle.current().descendants().filter(process -> process.info().arguments()
				.map(arguments -> List.of(arguments).containsAll(List.of(mine.toString(), "fetch"))).orElse(false)).toList();
	}

	@Test
	void aFetchThatHangsIsAJobTheUserCancels() throws Exception {
		// the upstream's side of the fetch is cat on the pipe from git (the "#" leaves out the path git
		// adds): the server speaks first, so each waits for the other until git is ended
		GitRepos.git(mine, "config", "remote.origin.uploadpack", "cat #");
		awaitRow("ovvi", "ovvi\nmain  ↑1 ↓2");
		choose("ovvi", "Fetch");
		UiWait.until(DISPLAY, () -> fetches().size() == 1, "git fetch runs");
		Job job = Stream.of(Job.getJobManager().find(null)).filter(running -> running.getName().equals("Fetch in ovvi"))
				.findFirst().orElseThrow(() -> new AssertionError("no job Fetch in ovvi"));
		assertEquals(Job.RUNNING, job.getState());
		job.cancel(); // as the progress view's stop button
		UiWait.until(DISPLAY, () -> job.getState() == Job.NONE, "the job ended");
		assertEquals(IStatus.CANCEL, job.getResult().getSeverity());
		UiWait.until(DISPLAY, () -> fetches().isEmpty(), "git fetch was ended");
		assertEquals("", notice(), "a cancel is no failure");
	}
}
