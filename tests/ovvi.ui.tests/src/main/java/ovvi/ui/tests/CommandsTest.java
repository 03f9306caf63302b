package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CLabel;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IWorkbenchWindow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import ovvi.model.ChangeListener;
import ovvi.model.HostStore;
import ovvi.model.Tab;
import ovvi.terminal.TerminalCard;
import ovvi.testing.GitRepos;
import ovvi.ui.UiIds;
import ovvi.ui.commands.DirectionHandler;
import ovvi.ui.sessions.SessionsView;
import ovvi.ui.tab.TabTrack;
import ovvi.ui.tab.TabPart;

/**
 * The model's writes from key bindings, the sidebar and the menus' commands, with real key events,
 * checked in herdr. Each test has its own session of one space with one tab.
 */
class CommandsTest {

	private static final Display DISPLAY = Display.getCurrent();
	private static SimPage sim;
	private static IWorkbenchWindow window;

	@BeforeEach
	void aPage() throws Exception {
		sim = new SimPage("commands", "", Duration.ofSeconds(10));
		window = sim.window;
	}

	@AfterEach
	void cleanUp() throws Exception {
		sim.close();
	}

	private static long tabsInHerdr() {
		return sim.tabs().size();
	}

	private static List<String> tabIds() {
		List<String> ids = new java.util.ArrayList<>();
		for (JsonElement tab : sim.tabs()) {
			ids.add(tab.getAsJsonObject().get("tab_id").getAsString());
		}
		return ids;
	}

	private static List<String> tabLabels() {
		List<String> labels = new java.util.ArrayList<>();
		for (JsonElement tab : sim.tabs()) {
			labels.add(tab.getAsJsonObject().get("label").getAsString());
		}
		return labels;
	}

	private static int panesOf(String tabId) {
		int count = 0;
		for (JsonElement pane : sim.snapshot().getAsJsonArray("panes")) {
			if (tabId.equals(pane.getAsJsonObject().get("tab_id").getAsString())) {
				count++;
			}
		}
		return count;
	}

	private static Control terminalOf(Tab tab) {
		TabPart part = TabTrack.of(window).part(tab);
		part.activate();
		Control terminal = Widgets.byId((org.eclipse.swt.widgets.Composite) part.cards().control(), TerminalCard.TERMINAL_ROLE, Control.class);
		UiWait.focusInto(window.getShell());
		UiWait.until(DISPLAY, () -> {
			terminal.forceFocus();
			return DISPLAY.getFocusControl() == terminal;
		}, "the terminal card has the keyboard");
		return terminal;
	}

	private static void focusSidebar() throws Exception {
		SessionsView sidebar = (SessionsView) window.getActivePage().showView(SessionsView.ID);
		window.getActivePage().activate(sidebar);
		UiWait.focusInto(window.getShell());
		UiWait.until(DISPLAY, () -> {
			sidebar.tree().getControl().forceFocus();
			return DISPLAY.getFocusControl() == sidebar.tree().getControl();
		}, "the sidebar has the keyboard");
	}

	@Test
	void ctrlTInTheSidebarMakesANewTab() throws Exception {
		focusSidebar();
		Keyboard.chord(DISPLAY, 't', 't', SWT.CTRL);
		UiWait.until(DISPLAY, () -> tabsInHerdr() == 2 && TabTrack.of(window).shownTabs().size() == 2
				&& sim.page.selectedTab() != null && sim.page.selectedTab().id().equals(tabIds().get(1)),
				"herdr has the new tab, it shows as a part and the window selected it");
	}

	@Test
	void ctrlShiftDInACardSplitsAndCtrlDStillReachesTheShell() throws Exception {
		Tab tab = TabTrack.of(window).shownTabs().get(0);
		String paneId = tab.panes().get(0).id();
		terminalOf(tab);
		Keyboard.type(DISPLAY, "cat; echo cat-ended");
		Keyboard.press(DISPLAY, SWT.CR);
		UiWait.until(DISPLAY, () -> sim.recentText(paneId).contains("cat; echo cat-ended"), "the shell runs cat");
		Keyboard.chord(DISPLAY, 'd', 'd', SWT.CTRL);
		UiWait.until(DISPLAY, () -> sim.recentText(paneId).lines().anyMatch("cat-ended"::equals), "Ctrl+D ended cat in the shell");
		assertEquals(1, panesOf(tab.id()), "Ctrl+D split nothing");

		Keyboard.chord(DISPLAY, 'd', 'D', SWT.CTRL, SWT.SHIFT);
		UiWait.until(DISPLAY, () -> panesOf(tab.id()) == 2, "Ctrl+Shift+D split the pane in herdr");
		assertTrue(sim.recentText(paneId).lines().noneMatch(line -> line.endsWith("D")), "no D reached the shell");
	}

	@Test
	void closePaneAsksFirstWhenAProgramRuns() throws Exception {
		Tab tab = TabTrack.of(window).shownTabs().get(0);
		sim.call("pane.split", "target_pane_id", tab.panes().get(0).id(), "direction", "right", "focus", true);
		UiWait.until(DISPLAY, () -> tab.panes().size() == 2 && TabTrack.of(window).part(tab).cards().panes().size() == 2,
				"the tab shows its two panes");
		terminalOf(tab);
		String paneId = TabTrack.of(window).part(tab).cards().keyboardPane().id();
		Keyboard.type(DISPLAY, "sleep 600");
		Keyboard.press(DISPLAY, SWT.CR);
		UiWait.until(DISPLAY, () -> sim.call("pane.process_info", "pane_id", paneId).toString().contains("sleep"), "sleep runs");
		answer("Close Pane?", "Cancel", () -> Keyboard.chord(DISPLAY, 'w', 'w', SWT.CTRL, SWT.ALT));
		assertEquals(2, panesOf(tab.id()), "Cancel closes nothing");
		answer("Close Pane?", "Close Pane", () -> Keyboard.chord(DISPLAY, 'w', 'w', SWT.CTRL, SWT.ALT));
		UiWait.until(DISPLAY, () -> panesOf(tab.id()) == 1, "the pane closed in herdr");
	}

	@Test
	void renameInPlaceInTheSidebarReachesHerdr() throws Exception {
		focusSidebar();
		Tree tree = Widgets.byId(window.getShell(), UiIds.SIDEBAR_TREE, Tree.class);
		TreeItem tabRow = tree.getItem(0).getItem(0).getItem(0);
		tree.setSelection(tabRow);
		tree.notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
		SessionsView sidebar = (SessionsView) window.getActivePage().findView(SessionsView.ID);
		sidebar.tree().setSelection(new org.eclipse.jface.viewers.StructuredSelection(tabRow.getData()));
		Keyboard.press(DISPLAY, SWT.F2);
		UiWait.until(DISPLAY, CommandsTest::renaming, "F2 opened the row's editor");

		// herdr's session gets a space while the name is typed: its row waits for the editor
		HostStore store = sim.page.connection().store();
		AtomicBoolean sidebarHadItsTurn = new AtomicBoolean();
		ChangeListener afterTheSidebar = (source, property) -> {
			if (store.spaces().size() == 2) {
				DISPLAY.asyncExec(() -> sidebarHadItsTurn.set(true));
			}
		};
		store.addListener(afterTheSidebar);
		String spaceId = sim.call("workspace.create", "cwd", sim.home.toString()).getAsJsonObject("workspace").get("workspace_id")
				.getAsString();
		try {
			UiWait.until(DISPLAY, sidebarHadItsTurn::get, "the sidebar heard of the new space");
			assertTrue(renaming(), "the row's editor is still open");

			((Text) DISPLAY.getFocusControl()).selectAll();
			Keyboard.type(DISPLAY, "build log");
			Keyboard.press(DISPLAY, SWT.CR);
			UiWait.until(DISPLAY, () -> tabLabels().contains("build log"), "herdr has the new label (" + tabLabels() + ")");
			UiWait.until(DISPLAY, () -> tree.getItem(0).getItemCount() == 2, "the new space's row shows once the editor closed");
		} finally {
			store.removeListener(afterTheSidebar);
			sim.call("workspace.close", "workspace_id", spaceId);
		}
		UiWait.until(DISPLAY, () -> tree.getItem(0).getItemCount() == 1, "the closed space's row went");
	}

	private static boolean renaming() {
		return DISPLAY.getFocusControl() instanceof Text text && UiIds.SIDEBAR_RENAME.equals(text.getData(UiIds.KEY));
	}

	@Test
	void moveTabRightReordersHerdrsTabsAndItsPartMovesInPlaceStillStreaming() throws Exception {
		Tab only = TabTrack.of(window).shownTabs().get(0);
		sim.call("tab.create", "workspace_id", only.spaceId(), "cwd", sim.home.toString(), "focus", false);
		UiWait.until(DISPLAY, () -> TabTrack.of(window).shownTabs().size() == 2, "the space's second tab shows");
		// herdr labels an unnamed tab by its place, so the order is told by the tabs' ids
		List<String> before = tabIds();
		Tab first = TabTrack.of(window).shownTabs().get(0);
		Tab second = TabTrack.of(window).shownTabs().get(1);
		Control firstTerminal = terminalOf(first);
		Control secondTerminal = terminalOf(second);
		TabPart firstPart = TabTrack.of(window).part(first);
		TabPart secondPart = TabTrack.of(window).part(second);
		JsonObject streams = sim.call("sim.terminal_streams");

		Commands.runIn(window, firstPart, "ovvi.ui.moveTab", Map.of(DirectionHandler.PARAMETER, "right"));
		UiWait.until(DISPLAY, () -> tabIds().equals(List.of(before.get(1), before.get(0))), "herdr moved the tab right (" + tabIds() + ")");
		UiWait.until(DISPLAY, () -> TabTrack.of(window).shownTabs().equals(List.of(second, first)), "the track follows herdr's order");
		UiWait.until(DISPLAY, () -> stackIndexOf(secondPart) < stackIndexOf(firstPart), "the window's tab stack shows the new order");

		assertSame(firstPart, TabTrack.of(window).part(first), "the moved tab keeps its part");
		assertSame(secondPart, TabTrack.of(window).part(second), "the tab it passed keeps its part");
		assertFalse(firstTerminal.isDisposed() || secondTerminal.isDisposed(), "both terminals go on as they were");
		assertEquals(streams, sim.call("sim.terminal_streams"), "no stream ended or started: herdr's control runs are the same");
	}

	/** The place of the part's item in the window's tab stack. */
	private static int stackIndexOf(TabPart part) {
		Control cards = part.cards().control();
		Control at = cards;
		while (!(at instanceof CTabFolder)) {
			at = at.getParent();
		}
		CTabItem[] items = ((CTabFolder) at).getItems();
		for (int i = 0; i < items.length; i++) {
			if (items[i].getControl() != null && Widgets.isInside(cards, items[i].getControl())) {
				return i;
			}
		}
		throw new AssertionError("no item of the tab stack holds the part of " + part.model().getLabel());
	}

	@Test
	void goToDirectoryWhileAProgramRunsSaysBusyAndTypesNothing() throws Exception {
		Tab tab = TabTrack.of(window).shownTabs().get(0);
		terminalOf(tab);
		String paneId = tab.panes().get(0).id();
		Keyboard.type(DISPLAY, "sleep 600");
		Keyboard.press(DISPLAY, SWT.CR);
		UiWait.until(DISPLAY, () -> sim.call("pane.process_info", "pane_id", paneId).toString().contains("sleep"), "sleep runs");
		DialogDriver user = DialogDriver.when(DISPLAY, "Go to Directory", dialog -> {
			Text path = Widgets.all(dialog, Text.class).get(0);
			path.setText("/tmp");
			Mouse.click(Widgets.all(dialog, Button.class).stream().filter(b -> b.getText().replace("&", "").equals("OK")).findFirst().orElseThrow());
		});
		Keyboard.chord(DISPLAY, 'g', 'G', SWT.CTRL, SWT.SHIFT);
		user.await();
		UiWait.until(DISPLAY, () -> Widgets.all(window.getShell(), CLabel.class).stream()
				.anyMatch(label -> label.getText() != null && label.getText().contains("a program runs in the pane")),
				"the notice says the pane is busy");
		assertTrue(sim.recentText(paneId).lines().noneMatch(line -> line.contains("cd -- ")), "nothing was typed");
	}

	@Test
	void closingTheLastPaneOfARepositorysSpaceAsksHerdrsWorktreeGroupQuestion() throws Exception {
		java.nio.file.Path repo = GitRepos.init(sim.home.resolve("grouped"));
		GitRepos.git(repo, "worktree", "add", "-q", "-b", "feat", sim.home.resolve("grouped-feat").toString());
		JsonObject created = sim.call("workspace.create", "cwd", repo.toString(), "focus", false);
		String repository = created.getAsJsonObject("workspace").get("workspace_id").getAsString();
		String linked = sim.call("worktree.open", "workspace_id", repository, "branch", "feat", "focus", false)
				.getAsJsonObject("workspace").get("workspace_id").getAsString();
		String tabId = created.getAsJsonObject("tab").get("tab_id").getAsString();
		UiWait.until(DISPLAY, () -> sim.page.connection().store().tab(tabId) != null, "the repository's tab is in the page");
		Tab tab = sim.page.connection().store().tab(tabId);
		sim.page.selectTab(tab);
		UiWait.until(DISPLAY, () -> TabTrack.of(window).part(tab) != null, "the repository's tab shows");
		terminalOf(tab);

		List<String> asked = new java.util.ArrayList<>();
		DialogDriver user = DialogDriver.when(DISPLAY, "Close Pane?", question -> {
			Widgets.all(question, org.eclipse.swt.widgets.Label.class).forEach(label -> asked.add(label.getText()));
			Mouse.click(button(question, "Cancel"));
		});
		Keyboard.chord(DISPLAY, 'w', 'w', SWT.CTRL, SWT.ALT);
		user.await();
		assertTrue(asked.stream().anyMatch(text -> text.contains("herdr asks: closing workspace " + repository
				+ " would close its worktree group")), "the dialog asks herdr's question: " + asked);
		UiWait.until(DISPLAY, () -> sim.page.connection().store().tab(tabId) != null && !tab.panes().isEmpty(),
				"after Cancel the pane shows again");
		assertEquals(List.of(repository, linked), spacesIn(List.of(repository, linked)), "Cancel closes nothing");
		assertEquals(1, panesOf(tabId), "Cancel keeps the pane");

		terminalOf(tab);
		DialogDriver agree = DialogDriver.when(DISPLAY, "Close Pane?", question -> Mouse.click(button(question, "Close Worktree Group")));
		Keyboard.chord(DISPLAY, 'w', 'w', SWT.CTRL, SWT.ALT);
		agree.await();
		UiWait.until(DISPLAY, () -> spacesIn(List.of(repository, linked)).isEmpty(), "agreeing closed the worktree group in herdr");
		UiWait.until(DISPLAY, () -> sim.page.connection().store().space(repository) == null
				&& sim.page.connection().store().space(linked) == null, "the page lets the group's spaces go");
	}

	/** Which of these spaces herdr's snapshot still has. */
	private static List<String> spacesIn(List<String> ids) {
		List<String> open = new java.util.ArrayList<>();
		for (JsonElement space : sim.snapshot().getAsJsonArray("workspaces")) {
			String id = space.getAsJsonObject().get("workspace_id").getAsString();
			if (ids.contains(id)) {
				open.add(id);
			}
		}
		return open;
	}

	private static Button button(org.eclipse.swt.widgets.Shell dialog, String text) {
		return Widgets.all(dialog, Button.class).stream().filter(b -> b.getText().replace("&", "").equals(text)).findFirst()
				.orElseThrow(() -> new AssertionError("no button " + text));
	}

	private static void answer(String title, String button, Runnable step) {
		DialogDriver user = DialogDriver.when(DISPLAY, title, question -> Mouse.click(button(question, button)));
		step.run();
		user.await();
	}
}
