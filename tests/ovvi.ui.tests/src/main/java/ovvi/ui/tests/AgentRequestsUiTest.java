package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;

import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import ovvi.model.Tab;
import ovvi.model.requests.OvviCommand;
import ovvi.testing.SimServer;
import ovvi.ui.agent.NotificationPopup;
import ovvi.ui.pages.WindowPages;
import ovvi.ui.tab.TabTrack;

/**
 * An agent in a pane asks the running workbench: the command Ovvi installed when the page opened,
 * typed into a real shell of a pane in a tab out of view; the clipboard holds what it copied, and
 * clicking its notification brings that pane's tab forward with the keyboard on its card.
 */
class AgentRequestsUiTest {

	private static final Display DISPLAY = Display.getCurrent();
	private static SimPage sim;
	private static OvviInPane panes;

	@BeforeAll
	static void aPage() throws Exception {
		sim = new SimPage("asks", "", Duration.ofSeconds(10));
		// herdr where herdr's installer puts it: the panes' PATH does not have it
		SimServer.installIn(sim.home);
		panes = new OvviInPane(sim);
	}

	@AfterAll
	static void cleanUp() throws Exception {
		sim.close();
	}

	@Test
	void anAgentCopiesToTheClipboardAndItsNotificationBringsItsPaneForward() throws Exception {
		Path command = sim.home.resolve(OvviCommand.HOME_PATH);
		UiWait.until(DISPLAY, () -> Files.isExecutable(command), "opening the page put the ovvi command on this computer");

		Tab first = sim.page.selectedTab();
		String asking = sim.call("tab.create", "workspace_id", first.spaceId(), "cwd", sim.home.toString(), "focus", false)
				.getAsJsonObject("root_pane").get("pane_id").getAsString();
		UiWait.until(DISPLAY, () -> TabTrack.of(sim.window).shownTabs().size() == 2, "the asking pane's tab shows as a part");
		Tab askingTab = TabTrack.of(sim.window).shownTabs().get(1);
		sim.page.selectTab(first);

		assertEquals(0, panes.run(asking, "printf 'from an agent' | \"$HOME/.cache/ovvi/bin/ovvi\" copy").status());
		Clipboard clipboard = new Clipboard(DISPLAY);
		try {
			assertEquals("from an agent", clipboard.getContents(TextTransfer.getInstance()));
		} finally {
			clipboard.dispose();
		}

		assertEquals(0, panes.ovvi(asking, "notify 'Build done' 'all green'").status());
		Shell popup = Arrays.stream(DISPLAY.getShells()).filter(shell -> "Build done".equals(shell.getData(NotificationPopup.DATA_KEY)))
				.findFirst().orElseThrow(() -> new AssertionError("no notification shows"));
		assertEquals(sim.page.selectedTab(), first, "the asking pane's tab is out of view before the click");
		Mouse.click((Label) popup.getChildren()[0]);
		UiWait.until(DISPLAY, () -> popup.isDisposed() && sim.page.selectedTab() == askingTab, "the click shows the asking pane's tab");
		sim.awaitKeyboardOn(askingTab, asking);
	}

	@Test
	void aNotificationFromAPageOutOfViewOfAMinimizedWindowBringsTheWindowThePageAndThePaneForward() throws Exception {
		Path command = sim.home.resolve(OvviCommand.HOME_PATH);
		UiWait.until(DISPLAY, () -> Files.isExecutable(command), "opening the page put the ovvi command on this computer");
		Tab asking = sim.page.selectedTab();
		String askingPane = asking.panes().get(0).id();
		Shell window = sim.window.getShell();
		try (SimPage other = new SimPage("asks-other", "", Duration.ofSeconds(10))) {
			WindowPages pages = WindowPages.of(sim.window);
			assertEquals(other.page, pages.inView(), "another page is in view");
			window.setMinimized(true);
			try {
				assertEquals(0, panes.ovvi(askingPane, "notify 'Tests failed'").status());
				Shell popup = Arrays.stream(DISPLAY.getShells())
						.filter(shell -> "Tests failed".equals(shell.getData(NotificationPopup.DATA_KEY))).findFirst()
						.orElseThrow(() -> new AssertionError("no notification shows"));
				Mouse.click((Label) popup.getChildren()[0]);
				UiWait.until(DISPLAY, () -> popup.isDisposed() && !window.getMinimized() && pages.inView() == sim.page
						&& sim.page.selectedTab() == asking, "the click brings the window, the page and the tab forward");
			} finally {
				window.setMinimized(false);
			}
			sim.awaitKeyboardOn(asking, askingPane);
		}
	}
}
