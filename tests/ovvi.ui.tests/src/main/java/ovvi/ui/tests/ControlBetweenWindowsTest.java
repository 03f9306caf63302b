package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import ovvi.model.Pane;
import ovvi.model.Tab;
import ovvi.terminal.TerminalCard;
import ovvi.terminal.TerminalStatus;
import ovvi.ui.UiIds;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.WindowPages;
import ovvi.ui.tab.TabTrack;
import ovvi.ui.tab.TabPart;

/**
 * The seed's "Control between windows" with the real workbench: one session in two windows has
 * one page model, two views and one controller, and control moves only when the user acts.
 */
class ControlBetweenWindowsTest {

	private static final Display DISPLAY = Display.getCurrent();

	private SimPage sim;
	private IWorkbenchWindow second;
	/** The page as the second window has it: the same session, the window's own view of it. */
	private SessionPage secondPage;
	private Tab tab;
	private Pane pane;

	@BeforeEach
	void aPage() throws Exception {
		sim = new SimPage("windows", "", Duration.ofSeconds(10));
		tab = sim.page.selectedTab();
		pane = tab.panes().get(0);
	}

	@AfterEach
	void cleanUp() throws Exception {
		if (second != null) {
			second.close();
		}
		sim.close();
	}

	/** The first pane's terminal as the window shows it now, or null: a card that let go of its stream makes a new one. */
	private TerminalCard card(IWorkbenchWindow window) {
		return card(window, pane);
	}

	private TerminalCard card(IWorkbenchWindow window, Pane of) {
		return card(window, tab, of);
	}

	private static TerminalCard card(IWorkbenchWindow window, Tab in, Pane of) {
		TabPart part = TabTrack.of(window).part(in);
		return part == null || part.cards() == null ? null : Terminals.of(part.cards(), of);
	}

	/** The capsule over the tab in the window: each tab's part has its own, above its cards. */
	private Composite capsule(IWorkbenchWindow window) {
		Composite partRoot = TabTrack.of(window).part(tab).cards().control().getParent().getParent();
		return Widgets.byId(partRoot, UiIds.CONTROL_CAPSULE, Composite.class);
	}

	/** Waits until every card of the tab is in the state in the window. */
	private void awaitState(IWorkbenchWindow window, TerminalStatus.State state, String what) {
		awaitState(window, List.of(tab), state, what);
	}

	/** Waits until every card of these tabs is in the state in the window, shown or out of view. */
	private static void awaitState(IWorkbenchWindow window, List<Tab> tabs, TerminalStatus.State state, String what) {
		UiWait.until(DISPLAY, () -> tabs.stream().allMatch(each -> each.panes().stream().allMatch(pane -> {
			TerminalCard card = card(window, each, pane);
			return card != null && card.status().state() == state;
		})), () -> what + ": " + tabs.stream().flatMap(each -> each.panes().stream().map(pane -> {
			TerminalCard card = card(window, each, pane);
			return pane.id() + " " + (card == null ? "no card" : card.status().state());
		})).toList());
	}

	/** Shows the tab in the window's page and waits until each of its cards streams. */
	private static void visit(IWorkbenchWindow window, SessionPage page, Tab shown) {
		page.selectTab(shown);
		UiWait.until(DISPLAY, () -> TabTrack.of(window).part(shown) != null && TabTrack.of(window).part(shown).cards().control().isVisible()
				&& TabTrack.of(window).part(shown).cards().streaming() == shown.panes().size(), "tab " + shown.number() + " streams");
	}

	/** The rows of the pane's PTY as herdr has it now: the controlling stream's grid. */
	private int ptyRows(Pane of) {
		return sim.call("pane.get", "pane_id", of.id()).getAsJsonObject("pane").getAsJsonObject("scroll").get("viewport_rows").getAsInt();
	}

	/** The rows of the pane's card in the window. */
	private static int cardRows(IWorkbenchWindow window, Tab in, Pane of) {
		TerminalCard card = card(window, in, of);
		return ((Composite) card.terminalControl()).getClientArea().height / card.cellSize().y;
	}

	/** Opens a second window with Window ▸ Open in New Window, through real keys, with the page open there too. */
	private IWorkbenchWindow secondWindow(IWorkbenchWindow first) throws Exception {
		List<IWorkbenchWindow> before = List.of(PlatformUI.getWorkbench().getWorkbenchWindows());
		Menus.chooseFromMenuBar(first.getShell(), 'w', "Window", "Open in New Window");
		UiWait.until(DISPLAY, () -> PlatformUI.getWorkbench().getWorkbenchWindows().length == before.size() + 1,
				"Window ▸ Open in New Window opened a window");
		second = Arrays.stream(PlatformUI.getWorkbench().getWorkbenchWindows()).filter(window -> !before.contains(window))
				.findFirst().orElseThrow();
		second.getShell().setBounds(660, 360, 900, 600);
		secondPage = WindowPages.of(second).open(sim.page.machine(), sim.herdr);
		assertSame(sim.page.connection(), secondPage.connection(), "one page model");
		return second;
	}

	private void typeInto(IWorkbenchWindow window, String line) {
		UiWait.activate(window.getShell());
		UiWait.until(DISPLAY, () -> card(window) != null, "the window streams the pane");
		card(window).terminalControl().setFocus();
		UiWait.focusInto(window.getShell());
		Keyboard.type(DISPLAY, line);
		Keyboard.press(DISPLAY, SWT.CR);
	}

	@Test
	void oneSessionInTwoWindowsHasOneControllerThatMovesOnlyWhenTheUserActs() throws Exception {
		IWorkbenchWindow first = sim.window;
		awaitState(first, TerminalStatus.State.LIVE, "the only window controls");

		secondWindow(first);
		awaitState(second, TerminalStatus.State.OTHER_WINDOW, "the second window watches");
		assertTrue(capsule(second).isVisible(), "the watching window says so once, over its tab");
		assertFalse(capsule(first).isVisible());
		assertEquals(TerminalStatus.State.LIVE, card(first).status().state(), "opening another window moves nothing");

		typeInto(second, "echo typed-in-the-second-window");
		awaitState(second, TerminalStatus.State.LIVE, "a key in the watching window takes control");
		awaitState(first, TerminalStatus.State.OTHER_WINDOW, "the first window watches");
		UiWait.until(DISPLAY, () -> capsule(first).isVisible() && !capsule(second).isVisible(),
				"the capsule moved to the first window");
		Screenshots.saveQuietly(first.getShell(), "window-controlled-elsewhere.png");
		UiWait.until(DISPLAY, () -> sim.recentText(pane.id()).lines().anyMatch("typed-in-the-second-window"::equals),
				"the key reached the shell");

		Button takeBack = Widgets.byId(capsule(first), UiIds.CONTROL_TAKE_BACK, Button.class);
		Mouse.click(takeBack);
		awaitState(first, TerminalStatus.State.LIVE, "Take Back in the first window");
		awaitState(second, TerminalStatus.State.OTHER_WINDOW, "the second window watches again");

		typeInto(second, "true");
		awaitState(second, TerminalStatus.State.LIVE, "the second window controls again");
		second.close();
		second = null;
		awaitState(first, TerminalStatus.State.LIVE, "the controlling window closed: the other one takes control");
		typeInto(first, "stty size");
		UiWait.until(DISPLAY, () -> sim.recentText(pane.id()).lines().anyMatch(line -> line.matches("\\d+ \\d+")), "stty answered");
		String size = sim.recentText(pane.id()).lines().filter(line -> line.matches("\\d+ \\d+")).reduce((a, b) -> b).orElseThrow();
		org.eclipse.swt.graphics.Point cell = card(first).cellSize();
		org.eclipse.swt.graphics.Rectangle area = ((Composite) card(first).terminalControl()).getClientArea();
		assertEquals(area.height / cell.y + " " + area.width / cell.x, size, "the PTY took the first window's card size");
		assertEquals(1, sim.tabs().size(), "closing a window closed none of the tabs it showed");
	}

	@Test
	void aKeyInOnePaneTakesControlOfEveryPaneOfTheSessionAndTakeBackReturnsThemAll() throws Exception {
		IWorkbenchWindow first = sim.window;
		sim.call("pane.split", "target_pane_id", pane.id(), "direction", "right", "focus", false);
		sim.page.connection().readNow();
		UiWait.until(DISPLAY, () -> tab.panes().size() == 2, "herdr split the pane");
		awaitState(first, TerminalStatus.State.LIVE, "the only window controls both panes");

		secondWindow(first);
		awaitState(second, TerminalStatus.State.OTHER_WINDOW, "the second window watches both panes");
		typeInto(second, "true");
		awaitState(second, TerminalStatus.State.LIVE, "a key in one pane of the watching window takes control of both");
		awaitState(first, TerminalStatus.State.OTHER_WINDOW, "the first window watches both panes");

		Mouse.click(Widgets.byId(capsule(first), UiIds.CONTROL_TAKE_BACK, Button.class));
		awaitState(first, TerminalStatus.State.LIVE, "Take Back in the first window takes back both panes");
		awaitState(second, TerminalStatus.State.OTHER_WINDOW, "the second window watches both again");
	}

	/**
	 * Control is per session: a key in the other window takes every stream of the session there,
	 * those of a tab out of view too, and one Take Back brings every one of them back, each PTY at
	 * this window's card size.
	 */
	@Test
	void takeBackTakesBackEveryStreamOfTheSessionAlsoThoseOfATabOutOfView() throws Exception {
		IWorkbenchWindow first = sim.window;
		sim.call("pane.split", "target_pane_id", pane.id(), "direction", "right", "focus", false);
		String otherId = sim.call("tab.create", "workspace_id", tab.spaceId(), "cwd", sim.home.toString(), "focus", false)
				.getAsJsonObject("tab").get("tab_id").getAsString();
		sim.page.connection().readNow();
		UiWait.until(DISPLAY, () -> sim.page.connection().store().tab(otherId) != null, "herdr made the second tab");
		Tab other = sim.page.connection().store().tab(otherId);
		sim.call("pane.split", "target_pane_id", other.panes().get(0).id(), "direction", "down", "focus", false);
		sim.page.connection().readNow();
		UiWait.until(DISPLAY, () -> tab.panes().size() == 2 && other.panes().size() == 2, "each tab has two panes");
		List<Tab> both = List.of(tab, other);
		List<Pane> panes = both.stream().flatMap(each -> each.panes().stream()).toList();

		visit(first, sim.page, other);
		visit(first, sim.page, tab);
		awaitState(first, both, TerminalStatus.State.LIVE, "the only window controls the four panes, two of them out of view");

		secondWindow(first);
		visit(second, secondPage, other);
		visit(second, secondPage, tab);
		awaitState(second, both, TerminalStatus.State.OTHER_WINDOW, "the second window watches the four panes");

		typeInto(second, "true");
		awaitState(second, both, TerminalStatus.State.LIVE, "a key in one pane of the second window takes the four");
		awaitState(first, both, TerminalStatus.State.OTHER_WINDOW, "the first window watches the four");
		UiWait.until(DISPLAY, () -> panes.stream().allMatch(each -> ptyRows(each) == cardRows(second, other.panes().contains(each) ? other : tab, each)),
				"each PTY took the second window's card size");
		for (Pane each : panes) {
			Tab in = other.panes().contains(each) ? other : tab;
			assertTrue(cardRows(first, in, each) != cardRows(second, in, each), "the windows' cards of " + each.id() + " differ in height");
		}

		Mouse.click(Widgets.byId(capsule(first), UiIds.CONTROL_TAKE_BACK, Button.class));
		awaitState(first, both, TerminalStatus.State.LIVE, "one Take Back took back the four, the two out of view too");
		awaitState(second, both, TerminalStatus.State.OTHER_WINDOW, "the second window watches the four again");
		UiWait.until(DISPLAY, () -> panes.stream().allMatch(each -> ptyRows(each) == cardRows(first, other.panes().contains(each) ? other : tab, each)),
				() -> "each PTY took the first window's card size again: " + panes.stream().map(each -> each.id() + " " + ptyRows(each)).toList());
		assertEquals(4, sim.call("sim.terminal_streams").get("control").getAsInt(), "herdr has one controller per pane");
	}
}
