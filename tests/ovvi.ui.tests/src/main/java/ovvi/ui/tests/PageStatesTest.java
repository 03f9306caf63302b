package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.swt.custom.CLabel;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.ui.IWorkbenchWindow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import ovvi.herdr.api.HerdrSession;
import ovvi.model.Pane;
import ovvi.model.Space;
import ovvi.model.Tab;
import ovvi.model.write.Rename;
import ovvi.model.write.Sessions;
import ovvi.ui.UiIds;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.Writes;
import ovvi.terminal.TerminalCard;
import ovvi.ui.tab.TabCards;
import ovvi.ui.tab.TabTrack;
import ovvi.ui.tab.TabPart;

/**
 * The seed's states of a page, in its words: "herdr did not answer" for a write that timed out,
 * Reconnecting while herdr is gone and live again once it runs, "herdr is too old".
 */
class PageStatesTest {

	private static final Display DISPLAY = Display.getCurrent();
	private static SimPage sim;
	private static IWorkbenchWindow window;
	private static SessionPage page;

	/**
	 * Each test its own session, so that none starts from what another stopped or restarted. The
	 * page waits herdr's usual 10 s for an answer (a shorter patience fails on a loaded machine,
	 * where each of the simulator's commands starts a JVM), so a 12 s rename is a write herdr did
	 * not answer.
	 */
	@BeforeEach
	void aPageOnASlowSession() throws Exception {
		sim = new SimPage("states", "delay:tab.rename:12000", HerdrSession.CALL_TIMEOUT);
		window = sim.window;
		page = sim.page;
	}

	@AfterEach
	void cleanUp() throws Exception {
		sim.close();
	}

	private static void server(String faults) throws Exception {
		sim.server(faults);
	}

	private static HerdrSession herdr() {
		return sim.herdr;
	}

	private static String sidebarPageRow() {
		Tree tree = Widgets.byId(window.getShell(), UiIds.SIDEBAR_TREE, Tree.class);
		return tree.getItemCount() == 0 ? "" : tree.getItem(0).getText();
	}

	@Test
	void aWriteHerdrDoesNotAnswerShowsTheNotice() {
		Tab tab = TabTrack.of(window).shownTabs().get(0);
		Writes.submit(window, page, Rename.tab(tab.id(), "slow", tab.label()));
		UiWait.until(DISPLAY, () -> Widgets.all(window.getShell(), CLabel.class).stream()
				.anyMatch(label -> label.getText() != null && label.getText().startsWith("herdr did not answer")),
				"the status line says herdr did not answer");
	}

	@Test
	void aStoppedSessionShowsReconnectingAndIsLiveAgainOnceItRuns() throws Exception {
		Sessions.stop(herdr());
		UiWait.until(DISPLAY, () -> sidebarPageRow().contains("Reconnecting…"), "the sidebar says Reconnecting");
		Label banner = Widgets.byId(window.getShell(), UiIds.TAB_PROBLEM, Label.class);
		UiWait.until(DISPLAY, () -> banner.isVisible() && banner.getText().startsWith("Reconnecting…"),
				"the tab says Reconnecting");
		Screenshots.save(window.getShell(), "window-reconnecting.png");

		server("");
		UiWait.until(DISPLAY, () -> !sidebarPageRow().contains("Reconnecting"), "the page is live again");
	}

	@Test
	void aHerdrThatIsTooOldSaysSo() throws Exception {
		Sessions.stop(herdr());
		server("version:0.9.1");
		UiWait.until(DISPLAY, () -> sidebarPageRow().contains("herdr is too old: herdr 0.9.1 is too old; 0.9.3 or newer needed."),
				"the page says herdr is too old (" + sidebarPageRow() + ")");
		Sessions.stop(herdr());
		server("");
		UiWait.until(DISPLAY, () -> !sidebarPageRow().contains("too old"), "the state clears after an update");
		assertTrue(sidebarPageRow().startsWith("states"), sidebarPageRow());
	}

	@Test
	void aKilledHerdrShowsReconnectingAndItsNewServerIsLiveWithStreamingCards() throws Exception {
		sim.untilSaved();
		ProcessHandle server = sim.serverProcess();
		server.destroyForcibly();
		UiWait.until(DISPLAY, () -> !server.isAlive(), "herdr's server is gone");
		UiWait.until(DISPLAY, () -> sidebarPageRow().contains("Reconnecting…"), "the sidebar says Reconnecting (the page's problem: "
				+ page.connection().problem() + "; the killed server was " + server.info().commandLine().orElse("?") + ")");

		server("");
		UiWait.until(DISPLAY, () -> !sidebarPageRow().contains("Reconnecting"), "the page is live again");
		UiWait.until(DISPLAY, () -> restartedCard().startsWith("LIVE"),
				() -> "the restarted session's card streams its new terminal: " + restartedCard());
	}

	/** The shown tab's first card as it is now: its terminal's state and herdr's reason, or why there is none. */
	private static String restartedCard() {
		List<Tab> shown = TabTrack.of(window).shownTabs();
		TabPart part = shown.isEmpty() ? null : TabTrack.of(window).part(shown.get(0));
		if (part == null) {
			return "no tab part shows (shown tabs: " + shown + ")";
		}
		TabCards cards = part.cards();
		if (cards.panes().isEmpty()) {
			return "the tab has no panes";
		}
		Pane pane = cards.panes().get(0);
		TerminalCard terminal = Terminals.of(cards, pane);
		return terminal == null ? "pane " + pane.id() + " (terminal " + pane.terminalId() + ") has no streaming terminal"
				: terminal.status().state() + " " + terminal.status().message() + " (pane " + pane.id() + ", terminal "
						+ terminal.terminalId() + ", the model's " + pane.terminalId() + ")";
	}

	@Test
	void theCardsOfASpaceOutOfViewFollowThePageAsItReconnectsAndIsLiveAgain() throws Exception {
		Tab first = page.selectedTab();
		TabCards firstCards = TabTrack.of(window).part(first).cards();
		String other = sim.call("workspace.create", "cwd", sim.home.toString(), "focus", false).getAsJsonObject("workspace")
				.get("workspace_id").getAsString();
		page.connection().readNow();
		UiWait.until(DISPLAY, () -> page.connection().store().spaces().stream().anyMatch(space -> space.id().equals(other)),
				"the second space is in the model");

		Sessions.stop(herdr());
		UiWait.until(DISPLAY, () -> !firstCards.pageLive(), "the shown tab's cards know the page reconnects");
		Space second = page.connection().store().spaces().stream().filter(space -> space.id().equals(other)).findFirst().orElseThrow();
		page.selectSpace(second);
		UiWait.until(DISPLAY, () -> !TabTrack.of(window).shownTabs().contains(first), "the first space's tab is out of view");
		assertFalse(firstCards.control().isDisposed(), "its cards are kept for the spare pool");

		server("");
		UiWait.until(DISPLAY, () -> !sidebarPageRow().contains("Reconnecting"), "the page is live again");
		UiWait.until(DISPLAY, firstCards::pageLive, "the kept cards are told the page is live, so their streams may open again");
	}
}
