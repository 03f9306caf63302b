package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.time.Duration;

import org.eclipse.swt.SWT;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Text;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import ovvi.model.Tab;
import ovvi.terminal.TerminalCard;
import ovvi.ui.tab.TabPart;
import ovvi.ui.tab.TabTrack;

/**
 * The window's Edit menu on a terminal card, opened with the pointer (Alt+E goes to the program
 * while the keyboard is in a terminal) and worked with real keys.
 */
class TerminalEditMenuTest {

	private static final Display DISPLAY = Display.getCurrent();

	private SimPage sim;
	private String paneId;
	private Control terminal;
	private TerminalCard card;

	/** Each test its own session, with the keyboard in its one card and the card streaming. */
	@BeforeEach
	void aCardWithTheKeyboard() throws Exception {
		sim = new SimPage("editmenu", "", Duration.ofSeconds(10));
		Tab tab = sim.page.selectedTab();
		paneId = tab.panes().get(0).id();
		TabPart part = TabTrack.of(sim.window).part(tab);
		part.activate();
		terminal = Widgets.byId((Composite) part.cards().control(), TerminalCard.TERMINAL_ROLE, Control.class);
		UiWait.focusInto(sim.window.getShell());
		UiWait.until(DISPLAY, () -> {
			terminal.forceFocus();
			return DISPLAY.getFocusControl() == terminal;
		}, "the keyboard is in the card");
		card = Terminals.of(part.cards(), part.cards().panes().get(0));
		UiWait.until(DISPLAY, () -> card.status().state() == ovvi.terminal.TerminalStatus.State.LIVE, "the card streams");
	}

	@AfterEach
	void cleanUp() throws Exception {
		sim.close();
	}

	@Test
	void editSelectAllCopyAndPasteActOnTheCardThatHasTheKeyboard() throws Exception {
		Keyboard.type(DISPLAY, "echo edit-$((6*7))");
		Keyboard.press(DISPLAY, SWT.CR);
		UiWait.until(DISPLAY, () -> card.visibleRows().contains("edit-42"), "the card shows what echo printed");
		Clipboard clipboard = new Clipboard(DISPLAY);
		try {
			clipboard.setContents(new Object[] { "nothing copied yet" }, new Transfer[] { TextTransfer.getInstance() });
			Menus.choose(Menus.openFromMenuBarWithPointer(sim.window.getShell(), "Edit"), "Select All");
			Menus.choose(Menus.openFromMenuBarWithPointer(sim.window.getShell(), "Edit"), "Copy");
			UiWait.until(DISPLAY, () -> String.valueOf(clipboard.getContents(TextTransfer.getInstance())).lines()
					.anyMatch("edit-42"::equals), "Edit ▸ Copy copied what Edit ▸ Select All selected");
			clipboard.setContents(new Object[] { "echo pasted-$((6*7))" }, new Transfer[] { TextTransfer.getInstance() });
			Menus.choose(Menus.openFromMenuBarWithPointer(sim.window.getShell(), "Edit"), "Paste");
			UiWait.until(DISPLAY, () -> DISPLAY.getFocusControl() == terminal, "the keyboard is back in the card");
			Keyboard.press(DISPLAY, SWT.CR);
			UiWait.until(DISPLAY, () -> sim.recentText(paneId).lines().anyMatch("pasted-42"::equals),
					"Edit ▸ Paste typed the clipboard into the shell");
		} finally {
			clipboard.dispose();
		}
	}

	/**
	 * Find is M1+F in the issue, but on Linux M1 is Ctrl, and Ctrl+F and Ctrl+G belong to the
	 * program in the card (readline's forward-char and abort, less's and vim's page forward and
	 * file info): they reach it, and Edit ▸ Find… (or Ctrl+Shift+F) opens the card's Find bar.
	 */
	@Test
	void ctrlFAndCtrlGReachTheProgramAndEditFindOpensTheCardsFindBar() throws Exception {
		Keyboard.type(DISPLAY, "stty -icanon -echo; echo keys:; cat -v");
		Keyboard.press(DISPLAY, SWT.CR);
		UiWait.until(DISPLAY, () -> sim.call("pane.process_info", "pane_id", paneId).toString().contains("\"cat\""), "cat is reading");
		Keyboard.chord(DISPLAY, 'f', (char) 6, SWT.CTRL);
		Keyboard.chord(DISPLAY, 'g', (char) 7, SWT.CTRL);
		Keyboard.type(DISPLAY, ".");
		UiWait.until(DISPLAY, () -> sim.recentText(paneId).lines().anyMatch("^F^G."::equals), () -> "cat read Ctrl+F and Ctrl+G: "
				+ sim.recentText(paneId));
		Text field = Widgets.byId(sim.window.getShell(), TerminalCard.FIND_FIELD_ROLE, Text.class);
		assertFalse(field.isVisible(), "Ctrl+F opened no Find bar");

		Menus.choose(Menus.openFromMenuBarWithPointer(sim.window.getShell(), "Edit"), "Find…");
		UiWait.until(DISPLAY, () -> field.isVisible() && DISPLAY.getFocusControl() == field,
				"Edit ▸ Find… opened the card's Find bar with the keyboard in its field");
	}
}
