package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonObject;

import ovvi.model.Pane;
import ovvi.model.Space;
import ovvi.model.Tab;
import ovvi.model.write.Sessions;
import ovvi.ui.UiIds;
import ovvi.ui.install.HerdrSetup;
import ovvi.ui.install.InstallHerdrView;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.WindowPages;
import ovvi.ui.tab.TabTrack;
import ovvi.ui.tab.TabPart;

/**
 * The demo session end to end in Ovvi's window: Try a demo session on the Install herdr page opens
 * it as a page; the sidebar, the tab track and a live terminal card show it; its three spaces run
 * the simulator's scripted agents, which the sidebar marks as they work and ask; real key presses
 * reach the shell in herdr's pane.
 */
class DemoSessionTest {

	private static final Display DISPLAY = Display.getCurrent();
	private static IWorkbenchWindow window;
	private static SessionPage demo;
	/** When Try a demo session was clicked: the demo's agents are meant to show within seconds. */
	private static long clicked;

	/** Each test clicks Try a demo session, as a newcomer does, and gets a fresh demo. */
	@BeforeEach
	void openTheDemoSession() throws Exception {
		deleteALeftoverDemo();
		window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
		IWorkbenchPage page = window.getActivePage();
		page.showView(InstallHerdrView.ID);
		UiWait.until(DISPLAY, () -> demoButton() != null && demoButton().isEnabled(),
				() -> "the Install herdr page offers the demo (this computer has no herdr; the window "
						+ (window.getShell() == null || window.getShell().isDisposed() ? "closed" : "open") + ")");
		Mouse.click(demoButton());
		clicked = System.nanoTime();
		UiWait.until(DISPLAY, () -> WindowPages.of(window).inView() != null, "the demo session opens as a page");
		demo = WindowPages.of(window).inView();
	}

	/**
	 * A demo session an earlier run left behind in this HOME (older runs stopped it without deleting
	 * it) would be restored as it was instead of a fresh one: it goes first. The simulator's own
	 * commands, as a user's herdr would run them; a session that is not there is no failure.
	 */
	private static void deleteALeftoverDemo() throws Exception {
		for (String step : List.of("stop", "delete")) {
			ProcessBuilder builder = new ProcessBuilder(HerdrSetup.shippedSimulator(), "--session", HerdrSetup.DEMO_SESSION,
					"session", step, HerdrSetup.DEMO_SESSION).redirectErrorStream(true);
			builder.environment().put("OVVI_JAVA", Path.of(System.getProperty("java.home"), "bin", "java").toString());
			Process run = builder.start();
			run.getOutputStream().close();
			run.getInputStream().transferTo(OutputStream.nullOutputStream());
			run.waitFor();
		}
	}

	/** The demo button of the window's Install herdr view, or null while the window shows none. */
	private static Button demoButton() {
		Shell shell = window.getShell();
		if (shell == null || shell.isDisposed()) {
			return null;
		}
		return Widgets.all(shell, Button.class).stream().filter(b -> UiIds.INSTALL_DEMO_BUTTON.equals(b.getData(UiIds.KEY)))
				.findFirst().orElse(null);
	}

	@AfterEach
	void stopIt() throws Exception {
		if (demo != null) {
			if (WindowPages.of(window).pages().contains(demo)) {
				WindowPages.of(window).detach(demo);
			}
			Sessions.stop(demo.connection().herdr());
			// a demo left behind would be restored by the next run, anywhere with this HOME, instead of a fresh one
			Sessions.delete(demo.connection().herdr());
			demo = null;
		}
	}

	@Test
	void thePageTheSidebarAndTheTitleSayItIsADemo() {
		assertTrue(demo.machine().demo());
		UiWait.until(DISPLAY, () -> window.getShell().getText().contains("demo"),
				"the window title says demo (" + window.getShell().getText() + ")");
		UiWait.until(DISPLAY, () -> !TabTrack.of(window).shownTabs().isEmpty(), "the demo's first tab shows as a part");
		org.eclipse.swt.widgets.Tree tree = Widgets.byId(window.getShell(), UiIds.SIDEBAR_TREE, org.eclipse.swt.widgets.Tree.class);
		UiWait.until(DISPLAY, () -> tree.getItemCount() == 1 && tree.getItem(0).getText().contains("demo"),
				"the sidebar's row of the page says demo");
		org.eclipse.swt.widgets.Label banner = Widgets.byId(window.getShell(), UiIds.TAB_DEMO, org.eclipse.swt.widgets.Label.class);
		assertTrue(banner.isVisible() && banner.getText().startsWith("Demo session"), "the tab says it is a demo: " + banner.getText());
	}

	@Test
	void itsThreeSpacesRunScriptedAgentsThatTheSidebarMarksWorkingAndBlocked() throws Exception {
		TreeItem[] pageRow = new TreeItem[1];
		UiWait.until(DISPLAY, () -> {
			Tree tree = Widgets.byId(window.getShell(), UiIds.SIDEBAR_TREE, Tree.class);
			pageRow[0] = tree.getItemCount() == 1 ? tree.getItem(0) : null;
			return pageRow[0] != null && spaceRows(pageRow[0]).size() == 3;
		}, "the sidebar lists the demo's three spaces");
		List<String> rows = spaceRows(pageRow[0]);
		assertTrue(rows.get(0).contains("api-server") && rows.get(1).contains("web-app") && rows.get(2).contains("docs"),
				"the spaces in herdr's order: " + rows);

		// the agents move on by themselves: a mark seen once is enough, both must show up
		Set<String> marks = new TreeSet<>();
		UiWait.until(DISPLAY, () -> {
			for (String row : spaceRows(pageRow[0])) {
				for (String status : List.of("blocked", "working")) {
					if (row.startsWith("● ") && row.contains(" " + status)) {
						marks.add(status);
					}
				}
			}
			return marks.size() == 2;
		}, "space rows marked blocked and working");
		System.out.printf("DemoSessionTest: the sidebar had shown blocked and working agents %.1f s after the click%n",
				(System.nanoTime() - clicked) / 1e9);

		Set<String> agents = new TreeSet<>();
		UiWait.until(DISPLAY, () -> {
			agents.clear();
			for (Space space : demo.connection().store().spaces()) {
				for (Tab tab : space.tabs()) {
					for (Pane pane : tab.panes()) {
						JsonObject info = paneInfo(pane.id());
						if (info.has("agent")) {
							agents.add(info.get("agent").getAsString());
						}
					}
				}
			}
			return agents.size() == 4;
		}, "herdr's pane.get names the four demo agents");
		assertEquals(Set.of("coder", "reviewer", "frontend", "writer"), agents);

		UiWait.until(DISPLAY, () -> spaceRows(pageRow[0]).stream().anyMatch(row -> row.contains(" blocked")),
				"an agent asks again, for the picture");
		Screenshots.save(window.getShell(), "window-demo.png");
	}

	/** The first line of each space row under the page's row. */
	private static List<String> spaceRows(TreeItem pageRow) {
		return Stream.of(pageRow.getItems()).map(item -> item.getText().lines().findFirst().orElse("")).toList();
	}

	private static JsonObject paneInfo(String paneId) {
		JsonObject params = new JsonObject();
		params.addProperty("pane_id", paneId);
		try {
			return demo.connection().herdr().call("pane.get", params).getAsJsonObject("pane");
		} catch (Exception e) {
			throw new AssertionError(e);
		}
	}

	@Test
	void realKeysTypedIntoTheCardReachHerdrsPane() throws Exception {
		UiWait.until(DISPLAY, () -> !TabTrack.of(window).shownTabs().isEmpty(), "a tab shows");
		Tab tab = TabTrack.of(window).shownTabs().get(0);
		TabPart part = TabTrack.of(window).part(tab);
		String paneId = shellPane(tab.id());
		Pane shell = tab.panes().stream().filter(pane -> pane.id().equals(paneId)).findFirst().orElseThrow();
		UiWait.until(DISPLAY, () -> Terminals.of(part.cards(), shell) != null, "the shell's terminal streams");
		Control terminal = Terminals.of(part.cards(), shell).terminalControl();
		UiWait.focusInto(window.getShell());
		part.activate();
		UiWait.until(DISPLAY, () -> {
			terminal.forceFocus();
			return DISPLAY.getFocusControl() == terminal;
		}, "the terminal card has the keyboard");
		String word = "ovvi-" + Long.toString(new Random().nextLong() & Long.MAX_VALUE, 36);
		Keyboard.type(DISPLAY, "echo " + word);
		Keyboard.press(DISPLAY, SWT.CR);
		UiWait.until(DISPLAY, () -> recentText(paneId).lines().anyMatch(word::equals), "the shell printed " + word);
	}

	/** The tab's pane that runs the login shell: herdr's layout gives the agents' panes their argv. */
	private static String shellPane(String tabId) throws Exception {
		JsonObject params = new JsonObject();
		params.addProperty("tab_id", tabId);
		JsonObject root = demo.connection().herdr().call("layout.export", params).getAsJsonObject("layout").getAsJsonObject("root");
		List<String> shells = new ArrayList<>();
		shellPanes(root, shells);
		assertEquals(1, shells.size(), "the demo's first tab has one shell beside its agents: " + root);
		return shells.get(0);
	}

	private static void shellPanes(JsonObject node, List<String> shells) {
		if ("split".equals(node.get("type").getAsString())) {
			shellPanes(node.getAsJsonObject("first"), shells);
			shellPanes(node.getAsJsonObject("second"), shells);
		} else if (!node.has("command")) {
			shells.add(node.get("pane_id").getAsString());
		}
	}

	private static String recentText(String paneId) {
		JsonObject params = new JsonObject();
		params.addProperty("pane_id", paneId);
		params.addProperty("source", "recent");
		params.addProperty("lines", 200);
		try {
			return demo.connection().herdr().call("pane.read", params).getAsJsonObject("read").get("text").getAsString();
		} catch (Exception e) {
			throw new AssertionError(e);
		}
	}

	@Test
	void detachLetsThePageGoAndTheSessionRuns() throws Exception {
		assertEquals(List.of(demo), WindowPages.of(window).pages());
		UiWait.until(DISPLAY, () -> !TabTrack.of(window).shownTabs().isEmpty(), "a tab shows");
		Commands.runIn(window, TabTrack.of(window).part(TabTrack.of(window).shownTabs().get(0)), "ovvi.ui.detachSession", Map.of());
		UiWait.until(DISPLAY, () -> WindowPages.of(window).pages().isEmpty() && TabTrack.of(window).shownTabs().isEmpty(),
				"the window let the page and its tabs go");
		Tree tree = Widgets.byId(window.getShell(), UiIds.SIDEBAR_TREE, Tree.class);
		UiWait.until(DISPLAY, () -> tree.getItemCount() == 0, "the sidebar has no row of the demo");
		assertTrue(demo.connection().herdr().info().running(), "herdr's demo session still runs");
	}
}
