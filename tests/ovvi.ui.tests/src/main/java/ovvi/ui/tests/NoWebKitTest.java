package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.time.Duration;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import ovvi.cards.CardLabel;
import ovvi.cards.MessageCard;
import ovvi.cards.Placeholder;
import ovvi.cards.browser.BrowserCard;
import ovvi.cards.explorer.Entry;
import ovvi.cards.explorer.ExplorerCard;
import ovvi.cards.explorer.TextCard;
import ovvi.model.Pane;
import ovvi.model.Tab;
import ovvi.terminal.TerminalCard;
import ovvi.ui.tab.TabCards;
import ovvi.ui.tab.TabTrack;

/**
 * A computer without WebKitGTK. This test runs alone in a workbench whose LD_LIBRARY_PATH finds,
 * under each name SWT asks the loader for, a file that is no library (the pom's no-webkit run), so
 * SWT cannot make a Browser, as on a desktop where the package is not installed. A browser card
 * then says what to install and keeps its pane; terminal, File Explorer and text cards work as ever.
 */
class NoWebKitTest {

	private static final Display DISPLAY = Display.getCurrent();
	private static SimPage sim;
	/** The session's first tab, of one shell. */
	private static Tab first;

	@BeforeAll
	static void aSession() throws Exception {
		sim = new SimPage("no-webkit", "", Duration.ofSeconds(10));
		first = sim.page.selectedTab();
	}

	@AfterAll
	static void cleanUp() throws Exception {
		sim.close();
	}

	@Test
	void aBrowserCardSaysWhatToInstallAndThePaneStaysAsItIs() throws Exception {
		CardLabel label = new CardLabel("browser", "b1", "http://127.0.0.1:9/");
		Tab tab = CardPanes.open(sim.window, sim.page, sim.herdr, sim.home.toString(), label);
		String paneId = tab.panes().get(0).id();
		CardPanes.cardOf(sim.window, sim.page, paneId, MessageCard.class);
		Composite tabArea = (Composite) TabTrack.of(sim.window).part(tab).cards().control();
		String message = Widgets.byId(tabArea, BrowserCard.MESSAGE_ROLE, Label.class).getText();
		assertTrue(message.startsWith("Web pages need WebKitGTK 4.1, which this computer does not have."), message);
		assertTrue(message.contains("sudo apt install libwebkit2gtk-4.1-0"), message);
		assertEquals(label.text(), sim.paneLabel(paneId), "herdr's label is as it was");
		UiWait.until(DISPLAY, () -> sim.recentText(paneId).contains(Placeholder.says(label)), "herdr's own TUI still says what the pane is");
	}

	@Test
	void aTerminalCardStillEchoesRealKeys() {
		TabTrack.of(sim.window).part(first).activate();
		TabCards cards = TabTrack.of(sim.window).part(first).cards();
		Pane shellPane = cards.panes().get(0);
		UiWait.focusInto(sim.window.getShell());
		UiWait.until(DISPLAY, () -> Terminals.of(cards, shellPane) != null, "the terminal streams");
		TerminalCard terminal = Terminals.of(cards, shellPane);
		Control widget = terminal.terminalControl();
		UiWait.until(DISPLAY, () -> widget.forceFocus() && DISPLAY.getFocusControl() == widget, "the terminal has the keyboard");
		Keyboard.type(DISPLAY, "echo no-webkit-$((6*7))");
		Keyboard.press(DISPLAY, SWT.CR);
		UiWait.until(DISPLAY, () -> terminal.visibleRows().stream().anyMatch(row -> row.startsWith("no-webkit-42")),
				"the shell's answer shows: " + terminal.visibleRows());
	}

	@Test
	void theFileExplorerListsAFolderAndOpensATextFile() throws Exception {
		Files.createDirectories(sim.home.resolve("project"));
		Files.writeString(sim.home.resolve("project/notes.txt"), "written without a browser\n");
		String paneId = CardPanes.openPane(sim.window, sim.page, sim.herdr, sim.home.toString(),
				new CardLabel("explorer", "e1", sim.home.resolve("project") + "/"));
		ExplorerCard explorer = CardPanes.cardOf(sim.window, sim.page, paneId, ExplorerCard.class);
		UiWait.until(DISPLAY, () -> !explorer.loading(), "the folder is listed");
		Entry notes = explorer.rows().stream().filter(entry -> entry.name().equals("notes.txt")).findFirst().orElseThrow();
		explorer.open(notes);
		TextCard text = CardPanes.cardOf(sim.window, sim.page, sim.paneLabelled("text", sim.home.resolve("project/notes.txt").toString()),
				TextCard.class);
		UiWait.until(DISPLAY, () -> !text.loading(), "the text is read");
		assertEquals("written without a browser\n", text.text());
	}
}
