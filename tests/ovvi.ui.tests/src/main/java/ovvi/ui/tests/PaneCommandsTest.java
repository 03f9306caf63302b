package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.eclipse.core.commands.State;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.handlers.RegistryToggleState;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import ovvi.model.AgentCommands;
import ovvi.model.Pane;
import ovvi.model.Tab;
import ovvi.testing.TempHome;
import ovvi.ui.commands.DirectionHandler;
import ovvi.ui.commands.MovePaneToTabMenu;
import ovvi.ui.commands.RenamePaneHandler;
import ovvi.ui.commands.StartAgentMenu;
import ovvi.ui.commands.TypePathHandler;
import ovvi.ui.preferences.OvviPreferences;
import ovvi.ui.tab.TabCards;
import ovvi.ui.tab.TabTrack;

/**
 * The pane commands of View ▸ Pane and the card's menu, run as a menu item runs them, on the
 * keyboard card of the tab in view, and checked in herdr.
 */
class PaneCommandsTest {

	private static final Display DISPLAY = Display.getCurrent();
	private static SimPage sim;
	private static Tab tab;
	private static TabCards cards;

	/** Each test its own session of one tab with one pane. */
	@BeforeEach
	void aPage() throws Exception {
		OvviPreferences.store().setValue(OvviPreferences.BALANCE_SPLITS, false);
		sim = new SimPage("pane-commands", "", Duration.ofSeconds(10));
		tab = sim.page.selectedTab();
		TabTrack.of(sim.window).part(tab).activate();
		cards = TabTrack.of(sim.window).part(tab).cards();
	}

	@AfterEach
	void cleanUp() throws Exception {
		OvviPreferences.store().setToDefault(OvviPreferences.BALANCE_SPLITS);
		sim.close();
	}

	private static void run(String command) throws Exception {
		run(command, Map.of());
	}

	private static void run(String command, Map<String, String> parameters) throws Exception {
		Commands.runIn(sim.window, TabTrack.of(sim.window).part(tab), command, parameters);
	}

	/** herdr splits the tab's pane downwards; the test goes on once the tab shows both cards. */
	private static void twoPanes() {
		sim.call("pane.split", "target_pane_id", cards.panes().get(0).id(), "direction", "down", "focus", false);
		UiWait.until(DISPLAY, () -> cards.panes().size() == 2 && !cards.panes().get(1).isStandIn(), "the tab shows its two panes");
	}

	private static JsonObject root() {
		return sim.call("layout.export", "tab_id", tab.id()).getAsJsonObject("layout").getAsJsonObject("root");
	}

	@Test
	void splitDownPutsANewCardBelowThatTakesTheKeyboard() throws Exception {
		Pane first = cards.panes().get(0);
		run("ovvi.ui.splitPane", Map.of(DirectionHandler.PARAMETER, "down"));
		UiWait.until(DISPLAY, () -> "split".equals(root().get("type").getAsString()), "herdr split the pane");
		assertEquals("down", root().get("direction").getAsString());
		UiWait.until(DISPLAY, () -> cards.panes().size() == 2 && !cards.panes().get(1).isStandIn(), "the new card shows herdr's pane");
		assertEquals(first, cards.panes().get(0), "the old pane stays on top");
		assertEquals(cards.panes().get(1), cards.keyboardPane(), "the keyboard went to the new card");
	}

	@Test
	void resizePaneMovesHerdrsNearestDivider() throws Exception {
		twoPanes();
		cards.keyboardTo(cards.panes().get(0));
		double before = root().get("ratio").getAsDouble();
		run("ovvi.ui.resizePane", Map.of(DirectionHandler.PARAMETER, "down"));
		UiWait.until(DISPLAY, () -> root().get("ratio").getAsDouble() > before + 0.04,
				"herdr moved the divider down (" + root().get("ratio") + ")");
	}

	@Test
	void insertPathTypesTheQuotedPathIntoThePane() throws Exception {
		Pane pane = cards.panes().get(0);
		cards.keyboardTo(pane);
		DialogDriver user = DialogDriver.when(DISPLAY, "Insert Path", dialog -> {
			Widgets.all(dialog, Text.class).get(0).setText("/tmp/with space");
			Mouse.click(Widgets.all(dialog, Button.class).stream().filter(b -> b.getText().replace("&", "").equals("OK"))
					.findFirst().orElseThrow());
		});
		run("ovvi.ui.typePath", Map.of(TypePathHandler.PARAMETER, "insert"));
		user.await();
		UiWait.until(DISPLAY, () -> sim.recentText(pane.id()).contains("'/tmp/with space'"),
				"the shell's line has the quoted path (" + sim.recentText(pane.id()) + ")");
	}

	@Test
	void replacePaneGivesAFreshShellInThePanesPlace() throws Exception {
		twoPanes();
		Pane old = cards.panes().get(1);
		cards.keyboardTo(old);
		String oldId = old.id();
		run("ovvi.ui.replacePane");
		UiWait.until(DISPLAY, () -> !root().toString().contains("\"" + oldId + "\""), "herdr closed the old pane");
		assertEquals("down", root().get("direction").getAsString(), "the new pane stands where the old one stood");
		UiWait.until(DISPLAY, () -> cards.panes().size() == 2 && cards.panes().stream().noneMatch(pane -> pane.id().equals(oldId)),
				"the tab has two cards again, the new pane's in the old one's place");
		assertNotEquals(oldId, cards.panes().get(1).id());
	}

	@Test
	void balanceSplitsAutomaticallyIsThePreference() throws Exception {
		assertFalse(OvviPreferences.balanceSplits());
		State checked = sim.window.getService(ICommandService.class).getCommand("ovvi.ui.balanceAutomatically")
				.getState(RegistryToggleState.STATE_ID);
		run("ovvi.ui.balanceAutomatically");
		assertTrue(OvviPreferences.balanceSplits(), "the menu's toggle turned the preference on");
		assertEquals(Boolean.TRUE, checked.getValue(), "the menu item shows it checked");
		run("ovvi.ui.balanceAutomatically");
		assertFalse(OvviPreferences.balanceSplits(), "and off again");
		assertEquals(Boolean.FALSE, checked.getValue());
	}

	@Test
	void balanceSplitsEvensTheTab() throws Exception {
		twoPanes();
		cards.keyboardTo(cards.panes().get(0));
		run("ovvi.ui.resizePane", Map.of(DirectionHandler.PARAMETER, "down"));
		UiWait.until(DISPLAY, () -> root().get("ratio").getAsDouble() > 0.54, "the split is uneven (" + root().get("ratio") + ")");
		run("ovvi.ui.balanceSplits");
		UiWait.until(DISPLAY, () -> Math.abs(root().get("ratio").getAsDouble() - 0.5) < 0.001,
				"herdr's split is even (" + root().get("ratio") + ")");
	}

	@Test
	void startAgentHereOffersTheMachinesAgentsAndStartsOneInTheKeyboardCardsPlace() throws Exception {
		// an agent only the user's shell config puts on PATH, as npm's often are
		TempHome.writeScript(sim.home.resolve("agents/pi"), "#!/bin/bash\necho 'pi is ready'\nread -r line\n");
		for (String config : List.of(".bash_profile", ".bashrc")) {
			Files.writeString(sim.home.resolve(config), "export PATH=\"$HOME/agents:$PATH\"\n", StandardOpenOption.CREATE,
					StandardOpenOption.APPEND);
		}
		String spaceId = sim.page.connection().store().spaces().get(0).id();
		String tabId = sim.call("tab.create", "workspace_id", spaceId, "cwd", sim.home.toString(), "focus", false)
				.getAsJsonObject("tab").get("tab_id").getAsString();
		UiWait.until(DISPLAY, () -> sim.page.connection().store().tab(tabId) != null, "the store has the agent's tab");
		Tab shown = sim.page.connection().store().tab(tabId);
		sim.page.selectTab(shown);
		UiWait.until(DISPLAY, () -> TabTrack.of(sim.window).part(shown) != null
				&& !TabTrack.of(sim.window).part(shown).cards().panes().isEmpty(), "the window shows the agent's tab with its card");
		TabTrack.of(sim.window).part(shown).activate();
		TabCards shownCards = TabTrack.of(sim.window).part(shown).cards();
		shownCards.keyboardTo(shownCards.panes().get(0));
		String replaced = shownCards.keyboardPane().id();

		assertEquals(List.of(StartAgentMenu.LOOKING), labels(startAgentHere()), "the first look-up runs while the menu shows");
		AgentCommands.of(sim.page.machine().exec()).lookUp().get(30, TimeUnit.SECONDS);
		Menu menu = startAgentHere();
		assertEquals(List.of("pi"), labels(menu), "the agents found on the machine, and only those");
		Menus.item(menu, "pi").notifyListeners(SWT.Selection, new Event());
		UiWait.until(DISPLAY, () -> sim.snapshot().getAsJsonArray("panes").asList().stream().map(JsonElement::getAsJsonObject)
				.noneMatch(p -> p.get("pane_id").getAsString().equals(replaced))
				&& sim.snapshot().getAsJsonArray("panes").asList().stream().map(JsonElement::getAsJsonObject)
						.anyMatch(p -> p.get("tab_id").getAsString().equals(shown.id()) && p.has("agent")
								&& "pi".equals(p.get("agent").getAsString())),
				"herdr replaced the pane by one where pi runs (" + sim.snapshot().getAsJsonArray("panes") + ")");
	}

	private static List<String> labels(Menu menu) {
		return java.util.Arrays.stream(menu.getItems()).map(item -> item.getText().replace("&", "")).toList();
	}

	/** View ▸ Pane ▸ Start Agent Here, as the menu bar fills it when it opens. */
	private static Menu startAgentHere() {
		Menu view = submenu(sim.window.getShell().getMenuBar(), "View");
		return submenu(submenu(view, "Pane"), "Start Agent Here");
	}

	/** View ▸ Pane ▸ Move Pane to Tab, as the menu bar fills it when it opens. */
	private static Menu movePaneToTab() {
		Menu view = submenu(sim.window.getShell().getMenuBar(), "View");
		Menu pane = submenu(view, "Pane");
		return submenu(pane, "Move Pane to Tab");
	}

	private static Menu submenu(Menu menu, String label) {
		menu.notifyListeners(SWT.Show, new Event());
		Menu sub = Menus.item(menu, label).getMenu();
		sub.notifyListeners(SWT.Show, new Event());
		return sub;
	}

	@Test
	void movePaneToTabMovesTheKeyboardCardToAnotherTabOrANewSpace() throws Exception {
		twoPanes();
		String spaceId = tab.spaceId();
		JsonObject created = sim.call("tab.create", "workspace_id", spaceId, "focus", false, "label", "other");
		String otherId = created.getAsJsonObject("tab").get("tab_id").getAsString();
		UiWait.until(DISPLAY, () -> sim.page.connection().store().tab(otherId) != null, "the store has the other tab");
		TabTrack.of(sim.window).part(tab).activate();
		String moving = cards.keyboardPane().id();

		Menu menu = movePaneToTab();
		assertEquals(List.of("other", "", MovePaneToTabMenu.NEW_TAB, MovePaneToTabMenu.NEW_SPACE),
				java.util.Arrays.stream(menu.getItems()).map(item -> item.getText().replace("&", "")).toList(),
				"the session's other tab, then New Tab and New Space");
		Menus.item(menu, "other").notifyListeners(SWT.Selection, new Event());
		UiWait.until(DISPLAY, () -> sim.snapshot().getAsJsonArray("panes").asList().stream()
				.map(JsonElement::getAsJsonObject).filter(p -> p.get("pane_id").getAsString().equals(moving))
				.anyMatch(p -> p.get("tab_id").getAsString().equals(otherId)), "herdr moved the pane into the other tab");

		TabTrack.of(sim.window).part(tab).activate();
		int spaces = sim.snapshot().getAsJsonArray("workspaces").size();
		Menus.item(movePaneToTab(), MovePaneToTabMenu.NEW_SPACE).notifyListeners(SWT.Selection, new Event());
		UiWait.until(DISPLAY, () -> sim.snapshot().getAsJsonArray("workspaces").size() == spaces + 1,
				"herdr made a space for the pane");
	}

	@Test
	void renamePaneNamesTheKeyboardCardsPaneInHerdr() throws Exception {
		TabTrack.of(sim.window).part(tab).activate();
		String paneId = cards.keyboardPane().id();
		DialogDriver name = DialogDriver.when(DISPLAY, RenamePaneHandler.TITLE, dialog -> {
			Widgets.all(dialog, Text.class).get(0).setText("  build watcher ");
			Widgets.all(dialog, Button.class).stream().filter(button -> button.getText().replace("&", "").equals("OK"))
					.findFirst().orElseThrow().notifyListeners(SWT.Selection, new Event());
		});
		run("ovvi.ui.renamePane");
		name.await();
		UiWait.until(DISPLAY, () -> {
			JsonElement label = sim.call("pane.get", "pane_id", paneId).getAsJsonObject("pane").get("label");
			return label != null && !label.isJsonNull() && label.getAsString().equals("build watcher");
		}, "herdr has the pane's new name, trimmed");
	}
}
