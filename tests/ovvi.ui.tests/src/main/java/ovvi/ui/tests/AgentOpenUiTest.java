package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Executors;

import org.eclipse.swt.widgets.Display;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.sun.net.httpserver.HttpServer;

import ovvi.cards.CardLabel;
import ovvi.cards.browser.BrowserCard;
import ovvi.cards.explorer.ExplorerCard;
import ovvi.cards.explorer.TextCard;
import ovvi.model.Tab;
import ovvi.model.requests.OvviCommand;
import ovvi.testing.SimServer;
import ovvi.ui.tab.TabTrack;

/**
 * An agent's {@code ovvi open} opens a card: the installed command typed into a real shell of a
 * simulator pane, herdr's layout and labels after it, and the card the window shows where the
 * command asked (a new tab right after the asking pane's tab, beside the asking pane, or the
 * asking pane itself); a target Ovvi will not open is refused by the command with the reason.
 */
class AgentOpenUiTest {

	private static final Display DISPLAY = Display.getCurrent();
	private static HttpServer server;
	private static String site;
	private static SimPage sim;
	private static OvviInPane panes;
	private static Path home;

	@BeforeAll
	static void aPageAndAWebServer() throws Exception {
		server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
		server.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
		server.createContext("/", exchange -> {
			byte[] body = "<!doctype html><html><head><title>Agent page</title></head><body>for the user</body></html>"
					.getBytes(StandardCharsets.UTF_8);
			exchange.getResponseHeaders().set("Content-Type", "text/html; charset=utf-8");
			exchange.sendResponseHeaders(200, body.length);
			try (OutputStream out = exchange.getResponseBody()) {
				out.write(body);
			}
		});
		server.start();
		site = "http://127.0.0.1:" + server.getAddress().getPort();

		sim = new SimPage("opens", "", Duration.ofSeconds(10));
		home = sim.home.toRealPath();
		// herdr where herdr's installer puts it: the panes' PATH does not have it
		SimServer.installIn(sim.home);
		panes = new OvviInPane(sim);
		Path command = sim.home.resolve(OvviCommand.HOME_PATH);
		UiWait.until(DISPLAY, () -> Files.isExecutable(command), "opening the page put the ovvi command on this computer");
	}

	@AfterAll
	static void cleanUp() throws Exception {
		server.stop(0);
		sim.close();
	}

	@Test
	void anAddressWithTabOpensABrowserCardInANewTabRightAfterTheAskingPanesTab() throws Exception {
		String asking = newTab();
		String askingTab = tabOf(asking);
		newTab();
		List<String> before = tabIds();

		OvviInPane.Ran ran = panes.ovvi(asking, "open " + site + "/report --tab");
		assertEquals(0, ran.status(), ran.output());
		assertTrue(ran.output().startsWith("opened " + site + "/report in a new tab (ovvi:browser#"), ran.output());

		List<String> after = tabIds();
		assertEquals(before.size() + 1, after.size(), "one new tab: " + after);
		String made = after.get(after.indexOf(askingTab) + 1);
		assertTrue(!before.contains(made), "the tab right after the asking pane's tab is the new one: " + after);
		List<JsonObject> inMade = panesOf(made);
		assertEquals(1, inMade.size());
		String cardPane = inMade.get(0).get("pane_id").getAsString();
		CardLabel label = label(cardPane);
		assertEquals("browser", label.plugin());
		assertEquals(site + "/report", label.place());
		assertTrue(ran.output().contains(label.text()), ran.output());

		CardPanes.cardOf(sim.window, sim.page, cardPane, BrowserCard.class);
		UiWait.until(DISPLAY, () -> sim.page.selectedTab() != null && sim.page.selectedTab().id().equals(made),
				"the window shows the new tab");
		UiWait.until(DISPLAY, () -> "Agent page".equals(TabTrack.of(sim.window).part(sim.page.selectedTab()).cards()
				.title(sim.page.connection().store().pane(cardPane))), "the card shows the page from the local server");
	}

	@Test
	void aFolderWithSideOpensAFileExplorerBesideTheAskingPane() throws Exception {
		Files.createDirectories(home.resolve("project/src"));
		Files.writeString(home.resolve("project/build.gradle"), "plugins {}\n");
		String asking = newTab();
		String askingTab = tabOf(asking);

		OvviInPane.Ran ran = panes.ovvi(asking, "open project --side");
		assertEquals(0, ran.status(), ran.output());
		assertTrue(ran.output().startsWith("opened " + home.resolve("project") + " beside this pane"), ran.output());

		List<JsonObject> inTab = panesOf(askingTab);
		assertEquals(2, inTab.size(), "the card is a second pane of the asking pane's tab: " + inTab);
		String cardPane = inTab.stream().map(pane -> pane.get("pane_id").getAsString()).filter(id -> !id.equals(asking)).findFirst()
				.orElseThrow();
		CardLabel label = label(cardPane);
		assertEquals("explorer", label.plugin());
		assertEquals(home.resolve("project") + "/", label.place());

		ExplorerCard card = CardPanes.cardOf(sim.window, sim.page, cardPane, ExplorerCard.class);
		UiWait.until(DISPLAY, () -> !card.loading() && card.rows().size() == 2, "the explorer lists the folder's two entries");
	}

	@Test
	void aFileWithReplaceMakesTheAskingPaneItsCard() throws Exception {
		Files.writeString(home.resolve("notes.txt"), "what the agent found\n");
		String asking = newTab();

		OvviInPane.Ran ran = panes.ovvi(asking, "open notes.txt --replace");
		assertEquals(0, ran.status(), ran.output());
		assertTrue(ran.output().startsWith("opened " + home.resolve("notes.txt") + " in this pane"), ran.output());

		CardLabel label = label(asking);
		assertEquals("text", label.plugin(), "herdr's label of the asking pane names the card");
		assertEquals(home.resolve("notes.txt").toString(), label.place());
		CardPanes.cardOf(sim.window, sim.page, asking, TextCard.class);
	}

	@Test
	void whatOvviWillNotOpenIsRefusedWithTheReasonAndNothingOpens() throws Exception {
		String asking = newTab();
		List<String> before = tabIds();

		assertEquals(new OvviInPane.Ran(1, "ovvi: /no/such/place does not exist\n"), panes.ovvi(asking, "open /no/such/place --tab"));
		assertEquals(new OvviInPane.Ran(1, "ovvi: " + home.resolve(".local/bin/herdr") + " is a program: Ovvi opens files, it does not run them\n"),
				panes.ovvi(asking, "open \"$HOME/.local/bin/herdr\" --side"));
		assertEquals(new OvviInPane.Ran(1, "ovvi: only http and https addresses and files open, not ftp: addresses\n"),
				panes.ovvi(asking, "open ftp://example.org/x --replace"));

		assertEquals(before, tabIds(), "no tab was made");
		assertEquals(1, panesOf(tabOf(asking)).size(), "no pane was made");
		assertEquals(null, sim.paneLabel(asking), "the asking pane kept its label");
	}

	/** A new tab of the page's space whose pane's shell works in the home folder; its pane's id once the window shows the tab. */
	private static String newTab() {
		Tab first = sim.page.selectedTab();
		JsonObject made = sim.call("tab.create", "workspace_id", first.spaceId(), "cwd", sim.home.toString(), "focus", false);
		String tabId = made.getAsJsonObject("tab").get("tab_id").getAsString();
		UiWait.until(DISPLAY, () -> sim.page.connection().store().tab(tabId) != null, "the new tab is in the model");
		return made.getAsJsonObject("root_pane").get("pane_id").getAsString();
	}

	private static String tabOf(String paneId) {
		return sim.call("pane.get", "pane_id", paneId).getAsJsonObject("pane").get("tab_id").getAsString();
	}

	/** herdr's tabs of the page's space, in herdr's order. */
	private static List<String> tabIds() {
		String space = sim.page.selectedTab().spaceId();
		return sim.tabs().asList().stream().map(JsonElement::getAsJsonObject).filter(tab -> tab.get("workspace_id").getAsString().equals(space))
				.map(tab -> tab.get("tab_id").getAsString()).toList();
	}

	private static List<JsonObject> panesOf(String tabId) {
		return sim.snapshot().getAsJsonArray("panes").asList().stream().map(JsonElement::getAsJsonObject)
				.filter(pane -> pane.get("tab_id").getAsString().equals(tabId)).toList();
	}

	private static CardLabel label(String paneId) {
		String text = sim.paneLabel(paneId);
		return CardLabel.parse(text).orElseThrow(() -> new AssertionError("not a card's label: " + text));
	}
}
