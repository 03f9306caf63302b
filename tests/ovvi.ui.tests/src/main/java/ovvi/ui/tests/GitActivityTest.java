package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Optional;
import java.util.stream.Stream;

import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import ovvi.testing.GitRepos;
import ovvi.ui.UiIds;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.WindowPages;
import ovvi.ui.sessions.SessionsView;

/**
 * Which git runs: one board per session, fed from the session's store whether or not a sidebar
 * shows it, shared by the windows that show it, and running only while one of them shows it in
 * view and can be seen. Each test has its own two sessions.
 */
class GitActivityTest {

	private static final Display DISPLAY = Display.getCurrent();
	private final IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
	private Path repos;
	private SimSession first;
	private SimSession second;
	private SessionPage a;
	private SessionPage b;

	@BeforeEach
	void twoSessionsEachWithASpaceInARepository() throws Exception {
		repos = Files.createTempDirectory(Path.of("/tmp"), "ovvi-ga");
		first = new SimSession("ovvi-git-a", GitRepos.init(repos.resolve("alpha")));
		second = new SimSession("ovvi-git-b", GitRepos.init(repos.resolve("beta")));
		// as a test that failed half-way may have left the window
		window.getShell().setMinimized(false);
		window.getActivePage().showView(SessionsView.ID);
		UiWait.activate(window.getShell());
	}

	@AfterEach
	void cleanUp() throws Exception {
		WindowPages pages = WindowPages.of(window);
		pages.pages().stream().filter(page -> page == a || page == b).forEach(pages::detach);
		for (SimSession session : new SimSession[] { first, second }) {
			if (session != null) {
				session.close();
			}
		}
		try (Stream<Path> files = Files.walk(repos)) {
			files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
		}
	}

	/** Opens alpha's page, then beta's, which is then the page in view; each once it has its git line. */
	private void openAlphaThenBeta() {
		a = first.openIn(window);
		UiWait.until(DISPLAY, () -> line(a).equals(Optional.of("main")), "the git line of alpha");
		b = second.openIn(window);
		UiWait.until(DISPLAY, () -> line(b).equals(Optional.of("main")), "the git line of beta");
		UiWait.until(DISPLAY, () -> WindowPages.of(window).inView() == b, "beta is in view");
	}

	private static Optional<String> line(SessionPage page) {
		return page.connection().store().spaces().stream().findFirst().flatMap(space -> page.git().line(space.id()));
	}

	private static TreeItem pageRow(IWorkbenchWindow in, SessionPage page) {
		Tree tree = Widgets.byId(in.getShell(), UiIds.SIDEBAR_TREE, Tree.class);
		return Arrays.stream(tree.getItems()).filter(row -> row.getData() == page).findFirst()
				.orElseThrow(() -> new AssertionError("no row of " + page));
	}

	/**
	 * A real click on the page's row in the sidebar, which brings it into view. The rows may still
	 * move as another page's rows come or go: a click that brought no page into view is made again.
	 */
	private void clickRow(SessionPage page) {
		UiWait.until(DISPLAY, () -> {
			TreeItem row = pageRow(window, page);
			Mouse.click(row.getParent(), row.getBounds().x + 10, row.getBounds().y + 8);
			return WindowPages.of(window).inView() == page;
		}, page + " comes into view");
	}

	@Test
	void aSessionOpenedWithTheSessionsViewClosedGetsItsGitLine() throws Exception {
		IWorkbenchPage workbenchPage = window.getActivePage();
		workbenchPage.hideView(workbenchPage.findViewReference(SessionsView.ID));
		assertEquals(null, workbenchPage.findView(SessionsView.ID), "no sidebar");
		a = first.openIn(window);
		UiWait.until(DISPLAY, () -> line(a).equals(Optional.of("main")), "the git line of alpha, with no sidebar");

		IViewPart sidebar = workbenchPage.showView(SessionsView.ID);
		assertTrue(sidebar instanceof SessionsView);
		UiWait.until(DISPLAY, () -> Arrays.stream(pageRow(window, a).getItems()).anyMatch(row -> row.getText().equals("alpha\nmain")),
				"the sidebar made later shows the line at once");
	}

	@Test
	void onlyThePageInViewRunsGitAndTheGitLineDecoratorListensOnce() {
		openAlphaThenBeta();
		UiWait.until(DISPLAY, () -> Arrays.stream(pageRow(window, b).getItems()).anyMatch(row -> row.getText().equals("beta\nmain")),
				"the sidebar shows beta's line");
		assertTrue(b.git().isActive(), "beta is in view");
		assertFalse(a.git().isActive(), "alpha is not: it runs and watches nothing");
		UiWait.until(DISPLAY, () -> first.perlWatches().isEmpty(), "alpha's machine watches nothing: its Perl watch ended");
		UiWait.until(DISPLAY, () -> second.perlWatches().size() == 1, "beta's machine watches its space");

		for (int round = 0; round < 3; round++) {
			clickRow(a);
			assertTrue(a.git().isActive());
			assertFalse(b.git().isActive());
			clickRow(b);
			assertTrue(b.git().isActive());
			assertFalse(a.git().isActive());
		}
		assertEquals(1, a.git().listenerCount(), "the git line's decorator listens once, however often the pages changed");
		assertEquals(1, b.git().listenerCount());
	}

	@Test
	void aHiddenPageReadsItsSpacesWhenItComesIntoViewAgain() throws Exception {
		openAlphaThenBeta();
		UiWait.until(DISPLAY, () -> first.perlWatches().isEmpty(), "alpha is hidden and watched by nothing");
		// no watch and no periodic read sees this while hidden: only the read as alpha shows again
		GitRepos.git(repos.resolve("alpha"), "checkout", "-q", "-b", "while-hidden");
		assertEquals(Optional.of("main"), line(a), "a hidden page reads nothing");
		clickRow(a);
		UiWait.until(DISPLAY, () -> line(a).equals(Optional.of("while-hidden")), "alpha read as it came into view");
		UiWait.until(DISPLAY, () -> first.perlWatches().size() == 1, "alpha watched again");
		GitRepos.git(repos.resolve("alpha"), "checkout", "-q", "main");
		UiWait.until(DISPLAY, () -> line(a).equals(Optional.of("main")), "alpha's watch sees the checkout");
	}

	@Test
	void aMinimisedWindowRunsNoGitUntilItIsRestored() throws Exception {
		openAlphaThenBeta();
		Shell shell = window.getShell();
		assertTrue(b.git().isActive(), "beta is in view");
		UiWait.until(DISPLAY, () -> second.perlWatches().size() == 1, "beta is watched");
		try {
			shell.setMinimized(true);
			UiWait.until(DISPLAY, () -> !b.git().isActive(), "minimised: the page in view stops");
			assertFalse(a.git().isActive());
			UiWait.until(DISPLAY, () -> second.perlWatches().isEmpty(), "minimised: beta's Perl watch ended");
			GitRepos.git(repos.resolve("beta"), "checkout", "-q", "-b", "while-minimised");
		} finally {
			shell.setMinimized(false);
		}
		UiWait.until(DISPLAY, () -> b.git().isActive(), "restored: the page in view runs again");
		assertFalse(a.git().isActive());
		UiWait.until(DISPLAY, () -> line(b).equals(Optional.of("while-minimised")), "restored: beta read again");
		GitRepos.git(repos.resolve("beta"), "checkout", "-q", "main");
		UiWait.until(DISPLAY, () -> line(b).equals(Optional.of("main")), "beta's watch sees the checkout");
		UiWait.activate(shell);
	}

	@Test
	void twoWindowsOfOneSessionShareItsBoard() throws Exception {
		openAlphaThenBeta();
		IWorkbenchWindow other = PlatformUI.getWorkbench().openWorkbenchWindow(null);
		try {
			SessionPage alsoA = first.openIn(other);
			assertSame(a.git(), alsoA.git(), "one board per session");
			assertEquals(Optional.of("main"), line(alsoA), "the line is there at once: the session's store was read already");
			assertTrue(a.git().isActive(), "alpha is in view of the other window");
			assertTrue(b.git().isActive(), "beta is still in view of the first");
			UiWait.until(DISPLAY, () -> Arrays.stream(pageRow(other, alsoA).getItems()).anyMatch(row -> row.getText().equals("alpha\nmain")),
					"the other window's sidebar shows the line");
			assertEquals(1, a.git().listenerCount(), "one decorator decorates every window's sidebar: it listens once");

			try {
				window.getShell().setMinimized(true);
				UiWait.until(DISPLAY, () -> !b.git().isActive(), "the first window minimised: beta stops");
				assertTrue(a.git().isActive(), "alpha runs: the other window shows it");
			} finally {
				window.getShell().setMinimized(false);
			}
			UiWait.until(DISPLAY, () -> b.git().isActive(), "the first window restored");
		} finally {
			other.close();
		}
		UiWait.until(DISPLAY, () -> !a.git().isActive(), "the other window closed: alpha is in view nowhere");
		assertEquals(1, a.git().listenerCount(), "the decorator still listens once: the first window shows alpha's row");
		assertTrue(b.git().isActive());
		UiWait.activate(window.getShell());
	}

	@Test
	void closingASessionEndsItsGit() {
		openAlphaThenBeta();
		UiWait.until(DISPLAY, () -> second.perlWatches().size() == 1, "beta is watched");
		WindowPages.of(window).detach(b);
		UiWait.until(DISPLAY, () -> second.perlWatches().isEmpty(), "beta's machine watches nothing once its session closed");
		assertFalse(b.git().isActive());
		assertEquals(0, b.git().listenerCount(), "the git line's decorator let beta's board go as the session closed");
		UiWait.until(DISPLAY, () -> a.git().isActive(), "alpha came into view");
	}
}
