package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Optional;
import java.util.stream.Stream;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IDecoratorManager;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import ovvi.model.Space;
import ovvi.testing.GitRepos;
import ovvi.ui.UiIds;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.WindowPages;
import ovvi.ui.sessions.GitLineDecorator;

/**
 * The git line of a space row is a label decorator of the workbench: Window ▸ Preferences ▸
 * General ▸ Appearance ▸ Label Decorations lists it, and switched off there (real keys and clicks)
 * the row is one line high; switched on again the row shows the line as it is then, and follows
 * git's changes.
 */
class GitLineDecoratorTest {

	private static final Display DISPLAY = Display.getCurrent();
	private static final String LABEL = "Git branch of spaces";

	private static Path repos;
	private static Path mine;
	/** The clone's commit one ahead of its upstream, where each test starts. */
	private static String oneAhead;
	private static SimSession session;
	private static IWorkbenchWindow window;
	private static SessionPage page;
	private static Tree tree;
	private static boolean enabledBefore;

	@BeforeAll
	static void aSpaceInACloneOneCommitAheadAndOneInAPlainFolder() throws Exception {
		enabledBefore = decorators().getEnabled(GitLineDecorator.ID);
		repos = Files.createTempDirectory(Path.of("/tmp"), "ovvi-deco");
		Path upstream = GitRepos.cloneOf(GitRepos.init(repos.resolve("seed")), repos.resolve("upstream.git"), "--bare");
		mine = GitRepos.cloneOf(upstream, repos.resolve("decorated"));
		GitRepos.commit(mine, "mine");
		oneAhead = GitRepos.git(mine, "rev-parse", "HEAD").strip();
		Path plain = Files.createDirectories(repos.resolve("plain"));

		session = new SimSession("ovvi-git-decorator", mine, plain);
		window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
		page = session.openIn(window);
		tree = Widgets.byId(window.getShell(), UiIds.SIDEBAR_TREE, Tree.class);
	}

	@AfterAll
	static void restoreTheDecoratorAndCleanUp() throws Exception {
		decorators().setEnabled(GitLineDecorator.ID, enabledBefore);
		if (page != null) {
			WindowPages.of(window).detach(page);
		}
		if (session != null) {
			session.close();
		}
		try (Stream<Path> files = Files.walk(repos)) {
			files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
		}
	}

	/** Each test starts on main one commit ahead, whatever the one before left. */
	@BeforeEach
	void onMainOneAhead() throws Exception {
		GitRepos.git(mine, "checkout", "-q", "main");
		GitRepos.git(mine, "reset", "-q", "--hard", oneAhead);
		awaitRow("decorated", "decorated\nmain  ↑1 ↓0");
	}

	private static IDecoratorManager decorators() {
		return PlatformUI.getWorkbench().getDecoratorManager();
	}

	private static TreeItem row(String name) {
		return SidebarRows.row(tree, name);
	}

	private static String rowText(String name) {
		return SidebarRows.rowText(tree, name);
	}

	private static void awaitRow(String name, String text) {
		SidebarRows.awaitRow(tree, name, text);
	}

	private static int height(String name) {
		return row(name).getBounds().height;
	}

	private static int lineHeight() {
		GC gc = new GC(tree);
		try {
			return gc.getFontMetrics().getHeight();
		} finally {
			gc.dispose();
		}
	}

	/** The tree's General ▸ Appearance ▸ Label Decorations, if it shows. */
	private static TreeItem labelDecorations(Tree pages) {
		return Stream.of(pages.getItems()).filter(general -> general.getText().equals("General"))
				.flatMap(general -> Stream.of(general.getItems())).filter(appearance -> appearance.getText().equals("Appearance"))
				.flatMap(appearance -> Stream.of(appearance.getItems()))
				.filter(decorations -> decorations.getText().equals("Label Decorations")).findFirst().orElse(null);
	}

	/** The decorator's row in the Label Decorations page, once the page shows. */
	private static TableItem decoratorRow(Shell dialog) {
		return Widgets.all(dialog, Table.class).stream().filter(Table::isVisible).flatMap(table -> Stream.of(table.getItems()))
				.filter(item -> item.getText().equals(LABEL)).findFirst().orElse(null);
	}

	private static String description(Shell dialog) {
		return Widgets.all(dialog, Text.class).stream().filter(Text::isVisible).map(Text::getText)
				.filter(text -> text.contains("Sessions view")).findFirst().orElse("");
	}

	/**
	 * Window ▸ Preferences (Ctrl+,), "Label Decorations" typed into its filter, the page chosen in
	 * the tree, the decorator's row selected (its description shows) and ticked or unticked with
	 * Space, then Apply and Close.
	 */
	private static void switchInPreferences(boolean on) {
		DialogDriver user = DialogDriver.when(DISPLAY, "Preferences", dialog -> {
			Text filter = Widgets.all(dialog, Text.class).stream().filter(text -> "type filter text".equals(text.getMessage()))
					.findFirst().orElseThrow(() -> new AssertionError("no filter field"));
			UiWait.until(DISPLAY, () -> DISPLAY.getFocusControl() == filter, "the dialog opens with the keyboard in its filter");
			Keyboard.type(DISPLAY, "Label Decorations");
			Tree pages = Widgets.all(dialog, Tree.class).get(0);
			UiWait.until(DISPLAY, () -> labelDecorations(pages) != null, "General ▸ Appearance ▸ Label Decorations shows");
			Rectangle item = labelDecorations(pages).getBounds();
			Mouse.click(pages, item.x + item.width / 2, item.y + item.height / 2);
			UiWait.until(DISPLAY, () -> decoratorRow(dialog) != null, "the page lists " + LABEL);

			TableItem decorator = decoratorRow(dialog);
			assertEquals(!on, decorator.getChecked(), LABEL + " is ticked before: " + !on);
			Rectangle bounds = decorator.getBounds();
			Mouse.click(decorator.getParent(), bounds.x + bounds.width / 2, bounds.y + bounds.height / 2);
			UiWait.until(DISPLAY, () -> description(dialog).startsWith("Shows a space's git branch"), "its description shows");
			Keyboard.press(DISPLAY, ' ');
			UiWait.until(DISPLAY, () -> decorator.getChecked() == on, LABEL + (on ? " ticked" : " unticked"));
			Mouse.click(Widgets.all(dialog, Button.class).stream()
					.filter(button -> button.getText().replace("&", "").equals("Apply and Close")).findFirst().orElseThrow());
		});
		UiWait.focusInto(window.getShell());
		Keyboard.chord(DISPLAY, ',', ',', SWT.CTRL);
		user.await();
		UiWait.until(DISPLAY, () -> Widgets.shellTitled(DISPLAY, "Preferences").isEmpty(), "the dialog closed");
		assertEquals(on, decorators().getEnabled(GitLineDecorator.ID), "the workbench has the decorator " + (on ? "on" : "off"));
	}

	@Test
	void theDecoratorAddsTheGitLineOnASecondLine() {
		assertTrue(enabledBefore, "the decorator is on unless the user switched it off");
		awaitRow("decorated", "decorated\nmain  ↑1 ↓0");
		assertEquals("plain", rowText("plain"), "a folder that is no repository has no line");
		assertTrue(decorators().getLightweightLabelDecorator(GitLineDecorator.ID) instanceof GitLineDecorator,
				"the workbench made the decorator");
		assertTrue(height("decorated") >= 2 * lineHeight(), "two lines high: " + height("decorated") + " px");
	}

	@Test
	void switchedOffInLabelDecorationsTheRowIsOneLineHighAndOnAgainItShowsTheLineAsItIsThen() throws Exception {
		switchInPreferences(false);
		awaitRow("decorated", "decorated");
		UiWait.until(DISPLAY, () -> height("decorated") == height("plain"),
				"the row is as high as the plain folder's: " + height("decorated") + " px, not " + height("plain"));
		assertTrue(height("decorated") < 2 * lineHeight(), "one line high: " + height("decorated") + " px");

		Space space = (Space) row("decorated").getData();
		GitRepos.git(mine, "checkout", "-q", "-b", "while-off");
		UiWait.until(DISPLAY, () -> page.git().line(space.id()).equals(Optional.of("while-off")),
				"the git board read the branch while the decorator was off");
		assertEquals("decorated", rowText("decorated"), "off, the row shows no line");

		switchInPreferences(true);
		awaitRow("decorated", "decorated\nwhile-off");
		UiWait.until(DISPLAY, () -> height("decorated") >= 2 * lineHeight(), "two lines high again: " + height("decorated") + " px");
	}

	@Test
	void aGitChangeUpdatesTheDecoratedRow() throws Exception {
		GitRepos.commit(mine, "another");
		awaitRow("decorated", "decorated\nmain  ↑2 ↓0");
		assertFalse(rowText("plain").contains("\n"), "the plain folder's row has still one line");
	}
}
