package ovvi.terminal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;

import org.eclipse.swt.SWT;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import ovvi.model.SessionControl;
import ovvi.testing.SimServer;

/**
 * The keys of a card as a program in a real shell of the herdr simulator reads them ({@code cat -v}
 * of an exact count of bytes), with and without application cursor keys (DECCKM). The arrows go
 * to herdr by name and follow the mode; Page Up/Down, Delete and Insert are xterm's bytes, which
 * xterm sends alike in both modes.
 */
class CursorKeyModeTest {

	@RegisterExtension
	static final SimServer SIM = new SimServer();

	private SimPane pane;
	private ScheduledExecutorService timer;
	private GridCard card;
	private PaneTerminal terminal;

	@BeforeEach
	void openACard() throws Exception {
		pane = SimPane.open(SIM);
		timer = Executors.newSingleThreadScheduledExecutor();
		card = new GridCard(80, 24);
		terminal = new PaneTerminal(pane.session, pane.paneId, pane.terminalId, new SessionControl().join(), card, timer);
		terminal.size(80, 24);
		card.awaitLive();
	}

	@AfterEach
	void closeIt() throws Exception {
		terminal.close();
		timer.shutdownNow();
		pane.close();
	}

	private void press(int keyCode) {
		terminal.type(HerdrKeys.route(keyCode, (char) 0, 0).orElseThrow());
	}

	/** Up, then Page Up, Page Down, Delete and Insert: 3 + 4 × 4 bytes. */
	private void pressKeysAndAwait(String mode, String up) throws Exception {
		String start = mode + ":42";
		String end = mode + "-read:42";
		terminal.type(new TerminalKey.Text(("printf '\\033[?1" + (mode.equals("application") ? "h" : "l")
				+ "'; stty -icanon -echo; echo " + mode + ":$((6*7)); dd bs=1 count=19 status=none | cat -v; echo; echo " + mode
				+ "-read:$((6*7)); stty sane\r")
				.getBytes(StandardCharsets.UTF_8)));
		card.await(() -> pane.hasLine(line -> line.endsWith(start)), () -> "the reader runs: " + pane.recent());
		press(SWT.ARROW_UP);
		// the arrow goes by pane.send_keys, the rest on the stream: herdr orders each path only
		card.await(() -> pane.hasLine(line -> line.startsWith(up)), () -> "up in " + mode + " mode: " + pane.recent());
		for (int key : new int[] { SWT.PAGE_UP, SWT.PAGE_DOWN, SWT.DEL, SWT.INSERT }) {
			press(key);
		}
		card.await(() -> pane.hasLine(line -> line.endsWith(end)), () -> "the reader read its 19 bytes: " + pane.recent());
		assertTrue(pane.hasLine((up + "^[[5~^[[6~^[[3~^[[2~")::equals), pane.recent().toString());
	}

	@Test
	void arrowsFollowTheCursorKeyModeAndTheEditingKeysAreXtermsInBoth() throws Exception {
		pressKeysAndAwait("application", "^[OA");
		pressKeysAndAwait("normal", "^[[A");
	}
}
