package ovvi.ui.tests;

import java.time.Duration;

import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import ovvi.model.Tab;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.WindowPages;
import ovvi.ui.tab.TabTrack;

/**
 * Ovvi's presence in herdr, as a process in the session sees it: ovvi-open on the spaces of an
 * open session, ovvi-shown on the panes in view of a visible window, and on no other.
 */
class ShownPanesTest {

	private static final Display DISPLAY = Display.getCurrent();
	private static SimPage sim;

	@BeforeAll
	static void aPage() throws Exception {
		sim = new SimPage("shown", "", Duration.ofSeconds(10));
	}

	@AfterAll
	static void cleanUp() throws Exception {
		Shell shell = sim.window.getShell();
		shell.setMinimized(false);
		sim.close();
	}

	/** herdr's value of a token on a pane, or null. */
	private static String paneToken(String paneId, String token) {
		return paneToken(sim, paneId, token);
	}

	private static String paneToken(SimPage session, String paneId, String token) {
		for (JsonElement pane : session.snapshot().getAsJsonArray("panes")) {
			JsonObject object = pane.getAsJsonObject();
			if (paneId.equals(object.get("pane_id").getAsString())) {
				JsonObject tokens = object.getAsJsonObject("tokens");
				return tokens == null || !tokens.has(token) ? null : tokens.get(token).getAsString();
			}
		}
		return null;
	}

	private static String spaceToken(String spaceId, String token) {
		return spaceToken(sim, spaceId, token);
	}

	private static String spaceToken(SimPage session, String spaceId, String token) {
		JsonObject tokens = session.call("workspace.get", "workspace_id", spaceId).getAsJsonObject("workspace").getAsJsonObject("tokens");
		return tokens == null || !tokens.has(token) ? null : tokens.get(token).getAsString();
	}

	@Test
	void thePanesInViewOfAVisibleWindowAreMarkedShownAndNoOthers() {
		Tab first = sim.page.selectedTab();
		String firstPane = first.panes().get(0).id();
		UiWait.until(DISPLAY, () -> "1".equals(paneToken(firstPane, "ovvi-shown")), "the pane in view is marked ovvi-shown");
		UiWait.until(DISPLAY, () -> "1".equals(spaceToken(first.spaceId(), "ovvi-open")), "its space is marked ovvi-open");

		String secondPane = sim.call("tab.create", "workspace_id", first.spaceId(), "cwd", sim.home.toString(), "focus", false)
				.getAsJsonObject("root_pane").get("pane_id").getAsString();
		ovvi.model.HostStore store = sim.page.connection().store();
		UiWait.until(DISPLAY, () -> store.pane(secondPane) != null
				&& TabTrack.of(sim.window).shownTabs().contains(store.tab(store.pane(secondPane).tabId())), "the new tab shows as a part");
		Tab second = store.tab(store.pane(secondPane).tabId());
		sim.page.selectTab(second);
		UiWait.until(DISPLAY, () -> "1".equals(paneToken(secondPane, "ovvi-shown")) && paneToken(firstPane, "ovvi-shown") == null,
				"the shown tab's pane is marked, the other tab's cleared");

		Shell shell = sim.window.getShell();
		shell.setMinimized(true);
		UiWait.until(DISPLAY, () -> paneToken(secondPane, "ovvi-shown") == null, "a minimized window shows no pane");
		shell.setMinimized(false);
		UiWait.until(DISPLAY, () -> "1".equals(paneToken(secondPane, "ovvi-shown")), "restored, its pane is marked again");

		shell.setVisible(false);
		try {
			UiWait.until(DISPLAY, () -> paneToken(secondPane, "ovvi-shown") == null, "a hidden window shows no pane");
		} finally {
			shell.setVisible(true);
		}
		UiWait.until(DISPLAY, () -> "1".equals(paneToken(secondPane, "ovvi-shown")), "shown again, its pane is marked again");
	}

	@Test
	void aWindowThatClosesNoLongerMarksItsPanesWhileAnotherWindowKeepsTheSession() throws Exception {
		String spaceId = sim.page.selectedTab().spaceId();
		String onlyThere = sim.call("tab.create", "workspace_id", spaceId, "cwd", sim.home.toString(), "focus", false)
				.getAsJsonObject("root_pane").get("pane_id").getAsString();
		IWorkbenchWindow second = PlatformUI.getWorkbench().openWorkbenchWindow(null);
		try {
			SessionPage alsoThere = WindowPages.of(second).open(sim.page.machine(), sim.herdr);
			UiWait.until(DISPLAY, () -> alsoThere.connection().store().pane(onlyThere) != null, "the second window's page has the new tab");
			ovvi.model.HostStore store = alsoThere.connection().store();
			alsoThere.selectTab(store.tab(store.pane(onlyThere).tabId()));
			UiWait.until(DISPLAY, () -> "1".equals(paneToken(onlyThere, "ovvi-shown")), "the second window's pane is marked");
		} finally {
			second.close();
		}
		String stillShown = sim.page.selectedTab().panes().get(0).id();
		UiWait.until(DISPLAY, () -> paneToken(onlyThere, "ovvi-shown") == null, "the closed window's pane is cleared");
		UiWait.until(DISPLAY, () -> "1".equals(paneToken(stillShown, "ovvi-shown")), "the first window's pane stays marked");
	}

	@Test
	void aPageThatClosesClearsItsMarksAndTheWindowsOtherPageIsMarkedAgain() throws Exception {
		String firstPane = sim.page.selectedTab().panes().get(0).id();
		try (SimPage other = new SimPage("shown-other", "", Duration.ofSeconds(10))) {
			Tab otherTab = other.page.selectedTab();
			String otherPane = otherTab.panes().get(0).id();
			UiWait.until(DISPLAY, () -> "1".equals(paneToken(other, otherPane, "ovvi-shown"))
					&& "1".equals(spaceToken(other, otherTab.spaceId(), "ovvi-open")), "the page in view is marked");
			UiWait.until(DISPLAY, () -> paneToken(firstPane, "ovvi-shown") == null, "the page out of view shows no pane");

			WindowPages.of(sim.window).detach(other.page);
			UiWait.until(DISPLAY, () -> paneToken(other, otherPane, "ovvi-shown") == null
					&& spaceToken(other, otherTab.spaceId(), "ovvi-open") == null, "the closed page's pane and space are cleared");
			UiWait.until(DISPLAY, () -> "1".equals(paneToken(firstPane, "ovvi-shown")), "the page that comes back into view is marked");
		}
	}
}
