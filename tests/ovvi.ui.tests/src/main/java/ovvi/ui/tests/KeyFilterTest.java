package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.keys.IBindingService;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import ovvi.model.Tab;
import ovvi.terminal.TerminalCard;
import ovvi.ui.sessions.SessionsView;
import ovvi.ui.tab.TabTrack;
import ovvi.ui.tab.TabPart;

/**
 * TM Terminal turns the workbench's key filter off while a terminal has the keyboard, and on
 * again only in that terminal's focus-lost, which a terminal that goes while it has the keyboard
 * may never get. The window's key bindings must still answer wherever the keyboard lands next.
 */
class KeyFilterTest {

	private static final Display DISPLAY = Display.getCurrent();
	private static SimPage sim;
	private static IWorkbenchWindow window;
	private static IBindingService bindings;

	@BeforeAll
	static void aPage() throws Exception {
		sim = new SimPage("keyfilter", "", Duration.ofSeconds(10));
		window = sim.window;
		bindings = window.getWorkbench().getService(IBindingService.class);
	}

	@AfterAll
	static void cleanUp() throws Exception {
		sim.close();
	}

	@Test
	void aTerminalThatGoesWithTheKeyboardLeavesTheWindowsKeysOn() throws Exception {
		Tab shown = sim.page.selectedTab();
		String tabId = sim.call("tab.create", "workspace_id", shown.spaceId(), "cwd", sim.home.toString(), "focus", false)
				.getAsJsonObject("tab").get("tab_id").getAsString();
		UiWait.until(DISPLAY, () -> sim.page.connection().store().tab(tabId) != null, "the new tab is in the page");
		Tab going = sim.page.connection().store().tab(tabId);
		sim.page.selectTab(going);
		UiWait.until(DISPLAY, () -> TabTrack.of(window).part(going) != null, "the new tab shows");
		TabPart part = TabTrack.of(window).part(going);
		part.activate();
		Control terminal = Widgets.byId((Composite) part.cards().control(), TerminalCard.TERMINAL_ROLE, Control.class);
		UiWait.focusInto(window.getShell());
		UiWait.until(DISPLAY, () -> {
			terminal.forceFocus();
			return DISPLAY.getFocusControl() == terminal;
		}, "the terminal card has the keyboard");
		assertFalse(bindings.isKeyFilterEnabled(), "in a card, keys go to the program");

		// as when a card goes with its pane: SWT sends no focus-lost to a control disposed with the keyboard
		terminal.dispose();

		SessionsView sidebar = (SessionsView) window.getActivePage().showView(SessionsView.ID);
		window.getActivePage().activate(sidebar);
		UiWait.focusInto(window.getShell());
		UiWait.until(DISPLAY, () -> {
			sidebar.tree().getControl().forceFocus();
			return DISPLAY.getFocusControl() == sidebar.tree().getControl();
		}, "the sidebar has the keyboard");
		assertTrue(bindings.isKeyFilterEnabled(), "outside a card the window's key bindings answer");
		int before = sim.tabs().size();
		Keyboard.chord(DISPLAY, 't', 't', SWT.CTRL);
		UiWait.until(DISPLAY, () -> sim.tabs().size() == before + 1, "Ctrl+T in the sidebar made a tab in herdr");
	}
}
