package ovvi.ui.tests;

import java.time.Duration;

import org.eclipse.swt.SWT;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
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

	@Test
	void editSelectAllCopyAndPasteActOnTheCardThatHasTheKeyboard() throws Exception {
		try (SimPage sim = new SimPage("editmenu", "", Duration.ofSeconds(10))) {
			Tab tab = sim.page.selectedTab();
			String paneId = tab.panes().get(0).id();
			TabPart part = TabTrack.of(sim.window).part(tab);
			part.activate();
			Control terminal = Widgets.byId((Composite) part.cards().control(), TerminalCard.TERMINAL_ROLE, Control.class);
			UiWait.focusInto(sim.window.getShell());
			UiWait.until(DISPLAY, () -> {
				terminal.forceFocus();
				return DISPLAY.getFocusControl() == terminal;
			}, "the keyboard is in the card");
			TerminalCard card = Terminals.of(part.cards(), part.cards().panes().get(0));
			UiWait.until(DISPLAY, () -> card.status().state() == ovvi.terminal.TerminalStatus.State.LIVE, "the card streams");
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
	}
}
