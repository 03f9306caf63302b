package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.util.Random;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import com.google.gson.JsonObject;

import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.exec.LocalExec;
import ovvi.terminal.TerminalCard;
import ovvi.terminal.TerminalStatus;
import ovvi.testing.SimServer;
import ovvi.ui.UiIds;

/** A terminal card in a real window, typed into with real key events, against the herdr simulator. */
class TerminalCardTest {

	@RegisterExtension
	static final SimServer SIM = new SimServer();

	private HerdrSession session;
	private String paneId;
	private String terminalId;
	private ScheduledExecutorService timer;
	private Shell shell;
	private TerminalCard card;

	@BeforeEach
	void showACardOfANewPane() throws Exception {
		Files.writeString(SIM.home().resolve(".bash_profile"),
				"export PATH=\"" + SimServer.herdr().getParent() + ":$PATH\"\n");
		session = new HerdrSession(LocalExec.start(SIM.environment("/bin/bash")), SimServer.SESSION);
		JsonObject params = new JsonObject();
		params.addProperty("cwd", SIM.home().toString());
		params.addProperty("focus", false);
		String workspaceId = session.call("workspace.create", params).getAsJsonObject("workspace")
				.get("workspace_id").getAsString();
		for (var element : session.call("session.snapshot", null).getAsJsonObject("snapshot").getAsJsonArray("panes")) {
			JsonObject pane = element.getAsJsonObject();
			if (workspaceId.equals(pane.get("workspace_id").getAsString())) {
				paneId = pane.get("pane_id").getAsString();
				terminalId = pane.get("terminal_id").getAsString();
			}
		}

		Display display = Display.getCurrent();
		timer = Executors.newSingleThreadScheduledExecutor();
		shell = new Shell(display);
		shell.setText("terminal card");
		shell.setLayout(new FillLayout());
		card = new TerminalCard(shell, session, paneId, terminalId, timer);
		shell.setSize(900, 500);
		shell.open();
		UiWait.until(display, () -> card.status().state() == TerminalStatus.State.LIVE, "the card streams its terminal");
		UiWait.focusInto(shell);
		card.terminalControl().forceFocus();
	}

	@AfterEach
	void closeIt() throws Exception {
		shell.dispose();
		timer.shutdownNow();
		JsonObject params = new JsonObject();
		params.addProperty("pane_id", paneId);
		session.call("pane.close", params);
	}

	private boolean screenHasLine(java.util.function.Predicate<String> line) {
		JsonObject params = new JsonObject();
		params.addProperty("pane_id", paneId);
		params.addProperty("source", "recent");
		params.addProperty("lines", 200);
		try {
			return session.call("pane.read", params).getAsJsonObject("read").get("text").getAsString().lines()
					.anyMatch(line);
		} catch (Exception unreachable) {
			throw new AssertionError(unreachable);
		}
	}

	@Test
	void realKeyEventsTypedInTheCardReachTheShell() {
		Display display = shell.getDisplay();
		String word = "ovvi-" + Long.toString(new Random().nextLong() & Long.MAX_VALUE, 36);
		Keyboard.type(display, "echo " + word);
		Keyboard.press(display, SWT.CR);
		UiWait.until(display, () -> screenHasLine(word::equals), "the shell printed " + word);
		UiWait.until(display, () -> cardText().contains("echo " + word + " " + word + " "), "the card shows " + word);
	}

	@Test
	void arrowKeysGoToHerdrByNameAndMoveTheShellsCursor() throws Exception {
		Display display = shell.getDisplay();
		// the simulator's panes run sh; bash edits its line
		Keyboard.type(display, "exec bash --norc --noprofile");
		Keyboard.press(display, SWT.CR);
		UiWait.until(display, () -> screenHasLine(line -> line.startsWith("bash-")), "bash started");
		Keyboard.type(display, "echo abc");
		// text and named keys take two paths to the pane; herdr orders only each path
		UiWait.until(display, () -> screenHasLine(line -> line.endsWith("echo abc")), "the shell echoed the typing");
		for (int i = 0; i < 3; i++) {
			Keyboard.press(display, SWT.ARROW_LEFT);
		}
		Keyboard.type(display, "x");
		Keyboard.press(display, SWT.CR);
		UiWait.until(display, () -> screenHasLine("xabc"::equals), "the cursor moved left before the x");
		Screenshots.save(shell, "terminal-card.png");
		UiWait.until(display, () -> cardText().contains("echo xabc xabc "), "the card shows what herdr shows");
	}

	/**
	 * The card's text with every run of blanks as one space: herdr paints every cell, blanks
	 * included, so each row is full and TM Terminal's selection joins the rows without a newline.
	 */
	private String cardText() {
		return card.selectAll().replaceAll("\\s+", " ");
	}

	@Test
	void aTakeoverFromElsewhereMakesTheCardWatchUntilTakeBack() throws Exception {
		Display display = shell.getDisplay();
		ProcessBuilder other = new ProcessBuilder(SimServer.herdr().toString(), "--session", SimServer.SESSION, "terminal",
				"session", "control", terminalId, "--cols", "80", "--rows", "24", "--takeover");
		other.environment().clear();
		other.environment().putAll(SIM.environment("/bin/bash"));
		other.redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD);
		Process device = other.start();
		try {
			UiWait.until(display, () -> card.status().state() == TerminalStatus.State.WATCHING, "the card watches");
			Label message = Widgets.all(shell, Label.class).stream()
					.filter(label -> TerminalCard.MESSAGE_ROLE.equals(label.getData(UiIds.KEY))).findFirst().orElseThrow();
			Button takeBack = Widgets.all(shell, Button.class).stream()
					.filter(button -> TerminalCard.ACTION_ROLE.equals(button.getData(UiIds.KEY))).findFirst().orElseThrow();
			assertEquals("In use elsewhere", message.getText());
			assertEquals("Take Back", takeBack.getText());
			Screenshots.save(shell, "terminal-card-in-use-elsewhere.png");
			Mouse.click(takeBack);
			UiWait.until(display, () -> card.status().state() == TerminalStatus.State.LIVE, "Take Back made the card live again");
			UiWait.until(display, () -> !device.isAlive(), "herdr ended the other device's stream (taken over)");
			assertEquals(0, device.exitValue(), "a stream herdr closes exits 0");
		} finally {
			device.destroyForcibly();
		}
	}
}
