package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

import com.google.gson.JsonObject;

import ovvi.model.Tab;
import ovvi.model.write.Sessions;
import ovvi.terminal.TerminalCard;
import ovvi.ui.UiIds;
import ovvi.ui.install.InstallHerdrView;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.WindowPages;
import ovvi.ui.tab.TabTrack;
import ovvi.ui.tab.TabView;

/**
 * The demo session end to end in Ovvi's window: Try a demo session on the Install herdr page opens
 * it as a page; the sidebar, the tab track and a live terminal card show it; real key presses reach
 * the shell in herdr's pane.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class DemoSessionTest {

	private static final Display DISPLAY = Display.getCurrent();
	private static IWorkbenchWindow window;
	private static SessionPage demo;

	@BeforeAll
	static void openTheDemoSession() throws Exception {
		window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
		IWorkbenchPage page = window.getActivePage();
		page.showView(InstallHerdrView.ID);
		Shell shell = window.getShell();
		UiWait.until(DISPLAY, () -> demoButton(shell) != null && demoButton(shell).isEnabled(),
				"the Install herdr page offers the demo (this computer has no herdr)");
		Mouse.click(demoButton(shell));
		UiWait.until(DISPLAY, () -> WindowPages.of(window).inView() != null, "the demo session opens as a page");
		demo = WindowPages.of(window).inView();
	}

	private static Button demoButton(Shell shell) {
		return Widgets.all(shell, Button.class).stream().filter(b -> UiIds.INSTALL_DEMO_BUTTON.equals(b.getData(UiIds.KEY)))
				.findFirst().orElse(null);
	}

	@AfterAll
	static void stopIt() throws Exception {
		if (demo != null) {
			WindowPages.of(window).detach(demo);
			Sessions.stop(demo.connection().herdr());
		}
	}

	@Test
	@Order(1)
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
	@Order(2)
	void realKeysTypedIntoTheCardReachHerdrsPane() throws Exception {
		UiWait.until(DISPLAY, () -> !TabTrack.of(window).shownTabs().isEmpty(), "a tab shows");
		Tab tab = TabTrack.of(window).shownTabs().get(0);
		TabView part = TabTrack.of(window).part(tab);
		Control terminal = Widgets.byId((org.eclipse.swt.widgets.Composite) part.cards().control(), TerminalCard.TERMINAL_ROLE, Control.class);
		UiWait.focusInto(window.getShell());
		window.getActivePage().activate(part);
		UiWait.until(DISPLAY, () -> {
			terminal.forceFocus();
			return DISPLAY.getFocusControl() == terminal;
		}, "the terminal card has the keyboard");
		String word = "ovvi-" + Long.toString(new Random().nextLong() & Long.MAX_VALUE, 36);
		Keyboard.type(DISPLAY, "echo " + word);
		Keyboard.press(DISPLAY, SWT.CR);
		String paneId = tab.panes().get(0).id();
		UiWait.until(DISPLAY, () -> recentText(paneId).lines().anyMatch(word::equals), "the shell printed " + word);
		Screenshots.save(window.getShell(), "window-demo.png");
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
	@Order(3)
	void detachLetsThePageGoAndTheSessionRuns() throws Exception {
		assertEquals(List.of(demo), WindowPages.of(window).pages());
	}
}
