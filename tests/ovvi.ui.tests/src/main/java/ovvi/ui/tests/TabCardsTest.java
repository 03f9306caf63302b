package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;

import org.eclipse.jface.preference.PreferenceConverter;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Sash;
import org.eclipse.ui.IWorkbenchWindow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import ovvi.model.Pane;
import ovvi.model.Tab;
import ovvi.ui.preferences.OvviPreferences;
import ovvi.ui.tab.TabCards;
import ovvi.ui.tab.TabTrack;

/**
 * A tab of two panes as cards along herdr's split tree, worked with real mouse and key events:
 * the divider dragged and double-clicked sets herdr's ratio, the keyboard moves between cards,
 * titles, zoom, the terminal font and a pane whose shell exits follow herdr.
 */
class TabCardsTest {

	private static final Display DISPLAY = Display.getCurrent();
	private static SimPage sim;
	private static IWorkbenchWindow window;
	private static Tab tab;
	private static TabCards cards;
	private static Pane left;
	private static Pane right;

	/** Each test its own tab of two panes, so that none starts from what another left (a ratio, a zoom, an exited shell). */
	@BeforeEach
	void aTabOfTwoPanes() throws Exception {
		sim = new SimPage("cards", "", Duration.ofSeconds(10));
		window = sim.window;
		tab = sim.page.selectedTab();
		TabTrack.of(window).part(tab).activate();
		cards = TabTrack.of(window).part(tab).cards();
		String first = tab.panes().get(0).id();
		sim.call("pane.split", "target_pane_id", first, "direction", "right", "focus", false);
		UiWait.until(DISPLAY, () -> cards.panes().size() == 2, "the split shows as a second card");
		left = cards.panes().get(0);
		right = cards.panes().get(1);
		assertEquals(first, left.id());
	}

	@AfterEach
	void cleanUp() throws Exception {
		OvviPreferences.store().setToDefault(OvviPreferences.TERMINAL_FONT);
		sim.close();
	}

	private static Control card(Pane pane) {
		return Terminals.of(cards, pane).control().getParent().getParent();
	}

	private static double herdrRatio() {
		return sim.call("layout.export", "tab_id", tab.id()).getAsJsonObject("layout").getAsJsonObject("root").get("ratio")
				.getAsDouble();
	}

	private static void keyboardInto(Pane pane) {
		UiWait.focusInto(window.getShell());
		UiWait.until(DISPLAY, () -> Terminals.of(cards, pane) != null, "the card's terminal is there");
		Control terminal = Terminals.of(cards, pane).terminalControl();
		UiWait.until(DISPLAY, () -> {
			terminal.forceFocus();
			return DISPLAY.getFocusControl() == terminal;
		}, "the card has the keyboard");
	}

	@Test
	void twoPanesAreTwoCardsSideBySideWithADividerBetweenAndOneKeyboardMark() {
		UiWait.until(DISPLAY, () -> Terminals.of(cards, left) != null && Terminals.of(cards, right) != null, "both cards stream");
		Rectangle a = card(left).getBounds();
		Rectangle b = card(right).getBounds();
		Sash divider = cards.divider(List.of());
		assertNotNull(divider, "the root split has a divider");
		assertTrue((divider.getStyle() & SWT.VERTICAL) != 0, "side-by-side cards have an upright divider");
		assertTrue(a.x + a.width <= divider.getBounds().x && divider.getBounds().x + divider.getBounds().width <= b.x,
				"left card, divider, right card: " + a + " " + divider.getBounds() + " " + b);
		assertEquals(a.height, b.height);
		assertTrue(Math.abs(a.width - b.width) <= 1, "herdr's 0.5 gives equal widths: " + a.width + " / " + b.width);
		assertEquals(1, cards.panes().stream().filter(cards::marked).count(), "one card carries the keyboard mark");
	}

	@Test
	void draggingTheDividerSetsHerdrsRatio() throws Exception {
		dragTheDividerRight();
		Screenshots.save(window.getShell(), "tab-cards.png");
	}

	/** Drags the divider a fifth of the tab to the right, with the real mouse, until herdr's ratio and the cards follow. */
	private static void dragTheDividerRight() {
		Sash divider = cards.divider(List.of());
		Rectangle area = cards.control().getClientArea();
		int from = divider.getBounds().x;
		int by = area.width / 5;
		double expected = (from + by - area.x) / (double) (area.width - 6);
		Mouse.drag(divider, divider.getSize().x / 2, divider.getSize().y / 2, by, 0);
		UiWait.until(DISPLAY, () -> Math.abs(herdrRatio() - expected) < 0.01,
				"herdr's ratio follows the drag (" + herdrRatio() + ", expected " + expected + ")");
		UiWait.until(DISPLAY, () -> card(left).getBounds().width > card(right).getBounds().width + by,
				"the left card is wider now");
	}

	@Test
	void doubleClickingTheDividerEvensTheSplit() {
		dragTheDividerRight();
		Mouse.doubleClick(cards.divider(List.of()));
		UiWait.until(DISPLAY, () -> Math.abs(herdrRatio() - 0.5) < 0.001, "herdr's ratio is 0.5 (" + herdrRatio() + ")");
		UiWait.until(DISPLAY, () -> Math.abs(card(left).getBounds().width - card(right).getBounds().width) <= 1,
				"the cards are as wide as each other again");
	}

	@Test
	void ctrlAltArrowsMoveTheKeyboardBetweenCards() {
		keyboardInto(left);
		UiWait.until(DISPLAY, () -> cards.marked(left) && cards.keyboardPane() == left, "the left card is the keyboard card");
		Keyboard.chord(DISPLAY, SWT.ARROW_RIGHT, (char) 0, SWT.CTRL, SWT.ALT);
		UiWait.until(DISPLAY, () -> DISPLAY.getFocusControl() == Terminals.of(cards, right).terminalControl(),
				"Ctrl+Alt+Right gave the right card the keyboard");
		assertTrue(cards.marked(right) && !cards.marked(left), "the mark moved with it");
		Keyboard.chord(DISPLAY, SWT.ARROW_RIGHT, (char) 0, SWT.CTRL, SWT.ALT);
		assertEquals(right, cards.keyboardPane(), "there is no card right of the right one");
		Keyboard.chord(DISPLAY, SWT.ARROW_LEFT, (char) 0, SWT.CTRL, SWT.ALT);
		UiWait.until(DISPLAY, () -> DISPLAY.getFocusControl() == Terminals.of(cards, left).terminalControl(),
				"Ctrl+Alt+Left gave it back to the left card");
	}

	@Test
	void theKeyboardThatLandsOnTheTabItselfGoesToItsKeyboardCard() {
		keyboardInto(left);
		UiWait.until(DISPLAY, () -> cards.keyboardPane() == left, "the left card is the keyboard card");
		// as when the tab was shown before its card was built: typing into the tab's own area is lost
		assertTrue(cards.control().forceFocus());
		UiWait.until(DISPLAY, () -> DISPLAY.getFocusControl() == Terminals.of(cards, left).terminalControl(),
				"the keyboard card took the keyboard from the tab's area");
	}

	@Test
	void aTabShownBeforeItsTerminalIsMadeGivesItTheKeyboardOnceMade() {
		UiWait.focusInto(window.getShell());
		String tabId = sim.call("tab.create", "workspace_id", tab.spaceId(), "cwd", sim.home.toString(), "focus", false).getAsJsonObject("tab")
				.get("tab_id").getAsString();
		UiWait.until(DISPLAY, () -> newTab(tabId) != null && !newTab(tabId).panes().isEmpty(), "the new tab is in the page");
		// shown, the tab's part takes the keyboard before its card has a terminal (lazy attach)
		sim.page.selectTab(newTab(tabId));
		Pane only = newTab(tabId).panes().get(0);
		UiWait.until(DISPLAY, () -> TabTrack.of(window).part(newTab(tabId)) != null
				&& Terminals.of(TabTrack.of(window).part(newTab(tabId)).cards(), only) != null, "the new tab's terminal is made");
		Control terminal = Terminals.of(TabTrack.of(window).part(newTab(tabId)).cards(), only).terminalControl();
		UiWait.until(DISPLAY, () -> DISPLAY.getFocusControl() == terminal, "the terminal took the keyboard its card held");
		Keyboard.type(DISPLAY, "echo typed-without-a-click");
		UiWait.until(DISPLAY, () -> sim.recentText(only.id()).contains("echo typed-without-a-click"), () -> "the shell shows what was typed:\n"
				+ sim.recentText(only.id()));
	}

	private static Tab newTab(String tabId) {
		return sim.page.connection().store().tab(tabId);
	}

	@Test
	void aCardsTitleIsThePanesName() {
		sim.call("pane.rename", "pane_id", right.id(), "label", "logs");
		// herdr sends no event for pane.rename: the health read, or this one, brings it
		sim.page.connection().readNow();
		UiWait.until(DISPLAY, () -> "logs".equals(cards.title(right)), "the card's title is herdr's label (" + cards.title(right) + ")");
	}

	@Test
	void aZoomedTabShowsItsOneCard() {
		sim.call("pane.zoom", "pane_id", right.id(), "mode", "on");
		UiWait.until(DISPLAY, () -> cards.shown(right) && !cards.shown(left), "only the zoomed card shows");
		assertEquals(cards.control().getClientArea().width, card(right).getBounds().width, "the zoomed card fills the tab");
		assertFalse(cards.divider(List.of()).isVisible(), "no divider over a zoomed card");
		sim.call("pane.zoom", "pane_id", right.id(), "mode", "off");
		UiWait.until(DISPLAY, () -> cards.shown(right) && cards.shown(left), "both cards show again");
	}

	@Test
	void theTerminalFontFollowsThePreference() {
		FontData wanted = new FontData("Monospace", 15, SWT.NORMAL);
		PreferenceConverter.setValue(OvviPreferences.store(), OvviPreferences.TERMINAL_FONT, new FontData[] { wanted });
		UiWait.until(DISPLAY, () -> Terminals.of(cards, left).terminalControl().getFont().getFontData()[0].getHeight() == 15,
				"the card's terminal draws in the new size");
		assertEquals(15, Terminals.of(cards, right).terminalControl().getFont().getFontData()[0].getHeight());
	}

	@Test
	void aPaneWhoseShellExitsLeavesAndTheOtherCardTakesTheKeyboard() {
		keyboardInto(right);
		Keyboard.type(DISPLAY, "exit");
		Keyboard.press(DISPLAY, SWT.CR);
		UiWait.until(DISPLAY, () -> cards.panes().equals(List.of(left)), "the exited pane's card is gone");
		assertEquals(left, cards.keyboardPane());
		assertFalse(cards.marked(left), "a lone card carries no mark");
		assertTrue(card(left).getBounds().width == cards.control().getClientArea().width, "the last card fills the tab");
		assertEquals(null, cards.divider(List.of()), "no split, no divider");
	}
}
