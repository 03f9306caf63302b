package ovvi.ui.tests;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

import com.google.gson.Gson;
import com.google.gson.JsonObject;

import ovvi.cards.Card;
import ovvi.cards.CardLabel;
import ovvi.cards.Placeholder;
import ovvi.cards.explorer.ExplorerCard;
import ovvi.model.Pane;
import ovvi.model.Tab;
import ovvi.terminal.TerminalCard;
import ovvi.terminal.TerminalPaneCard;
import ovvi.terminal.TerminalStatus;
import ovvi.ui.tab.TabCards;
import ovvi.ui.tab.TabTrack;

/**
 * Drag and drop with the real pointer on a real X server, asserting on herdr's state: files
 * dragged onto a terminal card are typed as their quoted paths.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class DropsTest {

	private static final Display DISPLAY = Display.getCurrent();
	private static SimPage sim;
	private static Path folder;

	@BeforeAll
	static void aSessionWithAFolder() throws Exception {
		sim = new SimPage("drops", "", Duration.ofSeconds(10));
		folder = Files.createDirectories(sim.home.resolve("a folder ü"));
	}

	@AfterAll
	static void cleanUp() throws Exception {
		sim.close();
	}

	@Test
	@Order(1)
	void aFileDraggedFromTheExplorerOntoATerminalCardIsTypedAsItsQuotedPath() throws Exception {
		String name = "say \"hi\" it's ✓.txt";
		Files.writeString(folder.resolve(name), "quoted");
		String explorerPane = openPane(new CardLabel("explorer", "d1", folder + "/"));
		String terminalPane = sim.call("pane.split", "target_pane_id", explorerPane, "direction", "right", "focus", false)
				.getAsJsonObject("pane").get("pane_id").getAsString();
		ExplorerCard explorer = cardOf(explorerPane, ExplorerCard.class);
		UiWait.until(DISPLAY, () -> !explorer.loading() && explorer.rows().stream().anyMatch(e -> e.name().equals(name)),
				"the explorer lists " + name);
		TerminalCard terminal = cardOf(terminalPane, TerminalPaneCard.class).terminal();
		UiWait.until(DISPLAY, () -> terminal.status().state() == TerminalStatus.State.LIVE, "the terminal card is live");

		select(explorer, name);
		Rectangle row = explorer.table().getSelection()[0].getBounds();
		Mouse.dragOnto(explorer.table(), row.x + 20, row.y + row.height / 2, terminal.terminalControl());

		// the shell's echo of what was typed (herdr's read drops the space after it): the path in
		// single quotes, each ' written as '\''
		String typed = "'" + folder.resolve("say \"hi\" it") + "'\\''s ✓.txt'";
		untilTyped(terminalPane, typed);
	}

	/** Waits until the pane's screen shows the text, lines joined (the shell wraps a long line). */
	private static void untilTyped(String paneId, String text) {
		try {
			UiWait.until(DISPLAY, () -> sim.recentText(paneId).replace("\n", "").contains(text), "the pane shows " + text);
		} catch (AssertionError missing) {
			throw new AssertionError(missing.getMessage() + "\nthe pane shows:\n" + sim.recentText(paneId), missing);
		}
	}

	/** A new tab whose one pane has the card's label, as Open File Explorer Here makes it, shown; its pane's id. */
	private static String openPane(CardLabel label) {
		JsonObject root = new JsonObject();
		root.addProperty("type", "pane");
		root.addProperty("cwd", sim.home.toString());
		root.addProperty("label", label.text());
		root.add("command", new Gson().toJsonTree(Placeholder.argv(label)));
		JsonObject applied = sim.call("layout.apply", "workspace_id", sim.page.selectedTab().spaceId(), "focus", false, "root", root);
		String tabId = applied.getAsJsonObject("layout").get("tab_id").getAsString();
		UiWait.until(DISPLAY, () -> tab(tabId) != null && TabTrack.of(sim.window).part(tab(tabId)) != null, "the card's tab is there");
		sim.window.getActivePage().activate(TabTrack.of(sim.window).part(tab(tabId)));
		return tab(tabId).panes().get(0).id();
	}

	private static Tab tab(String tabId) {
		return sim.page.connection().store().tab(tabId);
	}

	/** The tab's cards in the window, or null while the track does not show the tab. */
	private static TabCards cards(Tab tab) {
		var part = tab == null ? null : TabTrack.of(sim.window).part(tab);
		return part == null ? null : part.cards();
	}

	/** The card the window shows for herdr's pane, or null while it has none. */
	private static Card card(String paneId) {
		Pane pane = sim.page.connection().store().pane(paneId);
		TabCards cards = pane == null ? null : cards(tab(pane.tabId()));
		return cards == null ? null : cards.panes().stream().filter(p -> p.id().equals(paneId)).findFirst().map(cards::card).orElse(null);
	}

	private static <T extends Card> T cardOf(String paneId, Class<T> type) {
		UiWait.until(DISPLAY, () -> type.isInstance(card(paneId)), "the pane shows a " + type.getSimpleName());
		return type.cast(card(paneId));
	}

	private static void select(ExplorerCard card, String name) {
		UiWait.until(DISPLAY, () -> card.table().isVisible(), "the explorer shows");
		UiWait.focusInto(sim.window.getShell());
		UiWait.until(DISPLAY, () -> {
			card.table().forceFocus();
			return DISPLAY.getFocusControl() == card.table();
		}, "the table has the keyboard");
		card.table().setSelection(card.rows().indexOf(card.rows().stream().filter(e -> e.name().equals(name)).findFirst().orElseThrow()));
	}
}
