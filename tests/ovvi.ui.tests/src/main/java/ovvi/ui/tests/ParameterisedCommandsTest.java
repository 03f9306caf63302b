package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.eclipse.jface.bindings.keys.KeySequence;
import org.eclipse.jface.bindings.keys.ParseException;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import ovvi.cards.CardLabel;
import ovvi.model.Pane;
import ovvi.model.Tab;
import ovvi.ui.commands.CloseTabsHandler;
import ovvi.ui.commands.DirectionHandler;
import ovvi.ui.commands.OpenCardHandler;
import ovvi.ui.sessions.SessionsView;
import ovvi.ui.tab.TabCards;
import ovvi.ui.tab.TabTrack;

/**
 * Ovvi's commands with a parameter (a direction, which tabs close, which card opens): each
 * direction is still its own menu item with its label and key, and runs its own variant. The
 * variants no other test runs are run here and checked in herdr.
 */
class ParameterisedCommandsTest {

	private static final Display DISPLAY = Display.getCurrent();
	private static SimPage sim;
	private static Tab tab;
	private static TabCards cards;

	/** Each test its own session of one tab with one pane. */
	@BeforeEach
	void aPage() throws Exception {
		sim = new SimPage("parameters", "", Duration.ofSeconds(10));
		tab = sim.page.selectedTab();
		TabTrack.of(sim.window).part(tab).activate();
		cards = TabTrack.of(sim.window).part(tab).cards();
	}

	@AfterEach
	void cleanUp() throws Exception {
		sim.close();
	}

	@Test
	void eachDirectionIsStillItsOwnMenuItemWithItsKey() throws ParseException {
		Menu pane = submenu(submenu(sim.window.getShell().getMenuBar(), "View"), "Pane");
		assertEquals(List.of("Split Right\t" + keys("M1+D"), "Split Down\t" + keys("M1+M3+D"), "Split Left", "Split Up"),
				texts(pane).subList(0, 4));
		assertTrue(texts(pane).containsAll(List.of("Open Browser Here", "Open Card Here…\t" + keys("M1+M2+K"),
				"Go to Directory…\t" + keys("M1+M2+G"), "Insert Path…\t" + keys("M1+M2+I"))), texts(pane)::toString);
		assertEquals(List.of("Left", "Right", "Up", "Down"), texts(submenu(pane, "Resize Pane")));
		assertEquals(List.of("Left\t" + keys("M1+M3+ARROW_LEFT"), "Right\t" + keys("M1+M3+ARROW_RIGHT"),
				"Up\t" + keys("M1+M3+ARROW_UP"), "Down\t" + keys("M1+M3+ARROW_DOWN")), texts(submenu(pane, "Move Keyboard")));
		assertEquals(List.of("Left\t" + keys("M1+M2+M3+ARROW_LEFT"), "Right\t" + keys("M1+M2+M3+ARROW_RIGHT"),
				"Up\t" + keys("M1+M2+M3+ARROW_UP"), "Down\t" + keys("M1+M2+M3+ARROW_DOWN")), texts(submenu(pane, "Move Pane")));
		Menu view = submenu(sim.window.getShell().getMenuBar(), "View");
		assertEquals(List.of("Move Tab Left", "Move Tab Right"), texts(submenu(view, "Tab")).subList(0, 2));
		assertEquals(List.of("Move Space Up", "Move Space Down"), texts(submenu(view, "Space")));
	}

	@Test
	void splitLeftChosenFromTheMenuBarPutsTheNewCardLeftOfTheKeyboardCard() throws Exception {
		String old = cards.panes().get(0).id();
		focusSidebar();
		Menus.chooseFromMenuBar(sim.window.getShell(), 'v', "View", "Pane", "Split Left");
		UiWait.until(DISPLAY, () -> "split".equals(root().get("type").getAsString()), "herdr split the pane");
		assertEquals("right", root().get("direction").getAsString(), "herdr splits left as right, then swaps");
		UiWait.until(DISPLAY, () -> old.equals(paneId(root().getAsJsonObject("second"))), "the old pane went right in herdr");
		UiWait.until(DISPLAY, () -> cards.panes().size() == 2 && cards.panes().stream().noneMatch(Pane::isStandIn)
				&& cards.keyboardPane() != null && !cards.keyboardPane().id().equals(old), "the new card has the keyboard");
	}

	@Test
	void movePaneRightChosenFromTheMenuBarSwapsTheKeyboardCardWithItsRightNeighbour() throws Exception {
		String moving = cards.panes().get(0).id();
		twoPanes();
		cards.keyboardTo(cards.panes().get(0));
		assertEquals(moving, paneId(root().getAsJsonObject("first")), "the keyboard card is left in herdr");
		focusSidebar();
		Menus.chooseFromMenuBar(sim.window.getShell(), 'v', "View", "Pane", "Move Pane", "Right");
		UiWait.until(DISPLAY, () -> moving.equals(paneId(root().getAsJsonObject("second"))), "herdr swapped the pane right");
		assertEquals(moving, cards.keyboardPane().id(), "the keyboard stays with the moved card");
	}

	@Test
	void openBrowserHerePutsABrowserCardInTheKeyboardCardsPlace() throws Exception {
		twoPanes();
		Pane replaced = cards.keyboardPane();
		Commands.runIn(sim.window, TabTrack.of(sim.window).part(tab), "ovvi.ui.openCardHere",
				Map.of(OpenCardHandler.PARAMETER, "browser"));
		UiWait.until(DISPLAY, () -> tab.panes().stream().noneMatch(pane -> pane.id().equals(replaced.id()))
				&& tab.panes().stream().anyMatch(pane -> CardLabel.parse(pane.label()).map(CardLabel::plugin).orElse("").equals("browser")),
				"a browser card pane took the keyboard card's place: " + tab.panes());
	}

	@Test
	void closeTabsToTheRightThenOtherTabsCloseOnlyThoseInHerdr() throws Exception {
		String middle = newTab("middle");
		String last = newTab("last");
		UiWait.until(DISPLAY, () -> tabIds().equals(List.of(tab.id(), middle, last)), "herdr has three tabs in order " + tabIds());
		// herdr answered with three tabs; the page's store may read them a moment later
		UiWait.until(DISPLAY, () -> sim.page.connection().store().tab(middle) != null, "the page's store has the middle tab");
		Tab shown = sim.page.connection().store().tab(middle);
		sim.page.selectTab(shown);
		UiWait.until(DISPLAY, () -> TabTrack.of(sim.window).part(shown) != null, "the window shows the middle tab");

		Commands.runIn(sim.window, TabTrack.of(sim.window).part(shown), "ovvi.ui.closeTabs", Map.of(CloseTabsHandler.PARAMETER, "right"));
		UiWait.until(DISPLAY, () -> tabIds().equals(List.of(tab.id(), middle)), "herdr closed the last tab only " + tabIds());
		Commands.runIn(sim.window, TabTrack.of(sim.window).part(shown), "ovvi.ui.closeTabs", Map.of(CloseTabsHandler.PARAMETER, "others"));
		UiWait.until(DISPLAY, () -> tabIds().equals(List.of(middle)), "herdr closed the first tab, kept the middle one " + tabIds());
	}

	@Test
	void moveSpaceDownThenUpReordersHerdrsSpaces() throws Exception {
		String first = tab.spaceId();
		String second = sim.call("workspace.create", "cwd", sim.home.toString(), "focus", false).getAsJsonObject("workspace")
				.get("workspace_id").getAsString();
		UiWait.until(DISPLAY, () -> sim.page.connection().store().space(second) != null, "the store has the second space");
		assertEquals(List.of(first, second), spaceIds());

		Commands.runIn(sim.window, TabTrack.of(sim.window).part(tab), "ovvi.ui.moveSpace", Map.of(DirectionHandler.PARAMETER, "down"));
		UiWait.until(DISPLAY, () -> spaceIds().equals(List.of(second, first)), "herdr moved the space down " + spaceIds());
		Commands.runIn(sim.window, TabTrack.of(sim.window).part(tab), "ovvi.ui.moveSpace", Map.of(DirectionHandler.PARAMETER, "up"));
		UiWait.until(DISPLAY, () -> spaceIds().equals(List.of(first, second)), "and up again " + spaceIds());
	}

	/**
	 * The keyboard goes to the sidebar, from where the menu bar's items act on the tab in view: in
	 * a terminal card, Alt and the menu's mnemonic are the program's keys.
	 */
	private static void focusSidebar() throws Exception {
		SessionsView sidebar = (SessionsView) sim.window.getActivePage().showView(SessionsView.ID);
		sim.window.getActivePage().activate(sidebar);
		UiWait.focusInto(sim.window.getShell());
		UiWait.until(DISPLAY, () -> {
			sidebar.tree().getControl().forceFocus();
			return DISPLAY.getFocusControl() == sidebar.tree().getControl();
		}, "the sidebar has the keyboard");
	}

	/** herdr splits the tab's pane to the right; the test goes on once the tab shows both cards. */
	private static void twoPanes() {
		sim.call("pane.split", "target_pane_id", cards.panes().get(0).id(), "direction", "right", "focus", false);
		UiWait.until(DISPLAY, () -> cards.panes().size() == 2 && cards.panes().stream().noneMatch(Pane::isStandIn),
				"the tab shows its two panes");
	}

	private static String newTab(String label) {
		return sim.call("tab.create", "workspace_id", tab.spaceId(), "focus", false, "label", label).getAsJsonObject("tab")
				.get("tab_id").getAsString();
	}

	private static List<String> tabIds() {
		return sim.tabs().asList().stream().map(t -> t.getAsJsonObject().get("tab_id").getAsString()).toList();
	}

	private static List<String> spaceIds() {
		return sim.snapshot().getAsJsonArray("workspaces").asList().stream()
				.map(space -> space.getAsJsonObject().get("workspace_id").getAsString()).toList();
	}

	private static JsonObject root() {
		return sim.call("layout.export", "tab_id", tab.id()).getAsJsonObject("layout").getAsJsonObject("root");
	}

	private static String paneId(JsonObject node) {
		JsonElement id = node == null ? null : node.get("pane_id");
		return id == null ? null : id.getAsString();
	}

	/** The key sequence as a menu item shows it after its label. */
	private static String keys(String sequence) throws ParseException {
		return KeySequence.getInstance(sequence).format();
	}

	/** The items' texts as the menu shows them: label, then a tab and the key when it has one. */
	private static List<String> texts(Menu menu) {
		return Arrays.stream(menu.getItems()).filter(item -> (item.getStyle() & SWT.SEPARATOR) == 0).map(MenuItem::getText)
				.map(text -> text.replace("&", "")).toList();
	}

	/** The item's submenu, filled as when it opens. */
	private static Menu submenu(Menu menu, String label) {
		menu.notifyListeners(SWT.Show, new Event());
		Menu sub = Menus.item(menu, label).getMenu();
		sub.notifyListeners(SWT.Show, new Event());
		return sub;
	}
}
