package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;

import org.eclipse.core.runtime.ILogListener;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Platform;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.tm.internal.terminal.textcanvas.ILinelRenderer;
import org.eclipse.tm.internal.terminal.textcanvas.ITextCanvasModel;
import org.eclipse.tm.internal.terminal.textcanvas.PollingTextCanvasModel;
import org.eclipse.tm.internal.terminal.textcanvas.TextCanvas;
import org.eclipse.tm.internal.terminal.textcanvas.TextLineRenderer;
import org.eclipse.tm.terminal.model.ITerminalTextData;
import org.eclipse.tm.terminal.model.ITerminalTextDataSnapshot;
import org.eclipse.tm.terminal.model.TerminalColor;
import org.eclipse.tm.terminal.model.TerminalStyle;
import org.eclipse.tm.terminal.model.TerminalTextDataFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import com.google.gson.JsonObject;

import ovvi.herdr.api.HerdrErrorReply;
import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.exec.LocalExec;
import ovvi.model.SessionControl;
import ovvi.cards.Opening;
import ovvi.terminal.CursorLook;
import ovvi.terminal.LinkTarget;
import ovvi.terminal.MachinePaths;
import ovvi.terminal.TerminalCard;
import ovvi.terminal.TerminalStatus;
import ovvi.testing.SimServer;
import ovvi.ui.UiIds;

/** A terminal card in a real window, typed into with real key events, against the herdr simulator. */
class TerminalCardTest {

	@RegisterExtension
	static final SimServer SIM = new SimServer();

	private HerdrSession session;
	private String workspaceId;
	private String paneId;
	private String terminalId;
	private ScheduledExecutorService timer;
	private Shell shell;
	private TerminalCard card;
	private LinkTarget links;
	/** What the card's links asked to open, as "where place". */
	private final List<String> opened = new CopyOnWriteArrayList<>();

	@BeforeEach
	void showACardOfANewPane() throws Exception {
		Files.writeString(SIM.home().resolve(".bash_profile"),
				"export PATH=\"" + SimServer.herdr().getParent() + ":$PATH\"\n");
		session = new HerdrSession(LocalExec.start(SIM.environment("/bin/bash")), SimServer.SESSION);
		JsonObject params = new JsonObject();
		params.addProperty("cwd", SIM.home().toString());
		params.addProperty("focus", false);
		workspaceId = session.call("workspace.create", params).getAsJsonObject("workspace")
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
		MachinePaths paths = new MachinePaths(session.exec(), () -> SIM.home().toString());
		links = new LinkTarget() {
			@Override
			public Optional<Found> existing(String written) throws InterruptedException {
				return paths.existing(written);
			}

			@Override
			public boolean onThisComputer() {
				return true;
			}

			@Override
			public void openWeb(String address, Opening where) {
				opened.add(where + " " + address);
			}

			@Override
			public void openFile(Found file, Opening where) {
				opened.add(where + " " + file.path() + (file.folder() ? "/" : ""));
			}

			@Override
			public void openOnDesktop(String addressOrPath) {
				opened.add("DESKTOP " + addressOrPath);
			}
		};
		card = new TerminalCard(shell, session, paneId, terminalId, new SessionControl().join(), timer, links);
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
	void aResizedCardKeepsItsLastPictureUntilHerdrsFramesAtTheNewGridHaveSettled() throws Exception {
		Display display = shell.getDisplay();
		Keyboard.type(display, "echo before-resize");
		Keyboard.press(display, SWT.CR);
		UiWait.until(display, () -> rowOf("before-resize") >= 0 && !card.settling(), "the card shows the output");
		long framesBefore = card.framesDrawn();

		shell.setSize(1100, 640);
		UiWait.until(display, card::showsStill, "at the new grid the card shows its last picture");
		UiWait.until(display, () -> !card.settling(), "the card shows its terminal once herdr's frames settled");
		assertTrue(card.framesDrawn() > framesBefore, "herdr answered the new grid with frames");
		assertTrue(card.visibleRows().stream().anyMatch(row -> row.contains("before-resize")), card.visibleRows()::toString);
	}

	@Test
	void aNewCardShowsOnlyItsBackgroundUntilHerdrsFramesHaveSettled() throws Exception {
		Display display = shell.getDisplay();
		Keyboard.type(display, "echo settled-once");
		Keyboard.press(display, SWT.CR);
		UiWait.until(display, () -> rowOf("settled-once") >= 0, "the first card shows the output");

		Shell second = new Shell(display);
		try {
			second.setLayout(new FillLayout());
			TerminalCard another = new TerminalCard(second, session, paneId, terminalId, new SessionControl().join(), timer, links);
			second.setSize(700, 400);
			second.open();
			Control blank = Widgets.byId(second, TerminalCard.SETTLING_ROLE, Control.class);
			assertTrue(another.settling() && blank.isVisible(), "before herdr's first frame the card shows its background");
			UiWait.until(display, () -> !another.settling(), "the card shows its terminal once herdr's frames settled");
			assertTrue(another.framesDrawn() > 0, "not before herdr's first frame");
			assertTrue(blank.isDisposed());
			assertTrue(another.visibleRows().stream().anyMatch(row -> row.contains("settled-once")), another.visibleRows()::toString);
		} finally {
			second.dispose();
		}
	}

	@Test
	void ctrlClickOpensAWebAddressInANewTabAndAltClickAFileOfThePanesMachineBesideTheCard() throws Exception {
		Display display = shell.getDisplay();
		Files.writeString(SIM.home().resolve("notes.txt"), "three\nlines\nhere\n");
		Keyboard.type(display, "printf '%s\\n' 'go https://example.test/a_(b). now' 'edit notes.txt:3 then' 'and no/such/file'");
		Keyboard.press(display, SWT.CR);
		UiWait.until(display, () -> rowOf("edit notes.txt:3 then") >= 0 && rowOf("and no/such/file") >= 0, "the card shows the printed lines");

		clickOn("go https://example.test/a_(b). now", "example", "ctrl");
		UiWait.until(display, () -> opened.contains("NEW_TAB https://example.test/a_(b)"), "Ctrl+click opened the address: " + opened);

		// Alt shows a link as Ctrl does, once the machine said the file is there
		Control canvas = card.terminalControl();
		pointAt("edit notes.txt:3 then", "notes", "alt",
				() -> UiWait.until(display, () -> canvas.getCursor() == display.getSystemCursor(SWT.CURSOR_HAND), "Alt shows the file as a link"));
		clickOn("edit notes.txt:3 then", "notes", "alt");
		String notes = SIM.home().resolve("notes.txt").toRealPath().toString();
		UiWait.until(display, () -> opened.contains("SIDE " + notes), "Alt+click opened the file beside the card: " + opened);

		assertEquals(java.util.Optional.empty(), new MachinePaths(session.exec(), () -> SIM.home().toString()).existing("no/such/file"),
				"a path that names no file of the machine is no link");
		assertEquals(2, opened.size(), "each click opened one place: " + opened);
	}

	/**
	 * An OSC 8 link, whose text is no address: herdr's frames carry its target (render_ansi.rs), so the
	 * card asks herdr nothing, also for a pane on a tab herdr does not show, where herdr answers
	 * pane.link.resolve only with stale_target. Ctrl+click opens it in a new tab, Alt+click beside,
	 * Ctrl+Alt+click on the desktop; the card's links hold no herdr session to call.
	 */
	@Test
	void osc8LinkOfAPaneOnATabHerdrDoesNotShowUnderlinesAndOpensFromTheFrameAlone() throws Exception {
		Display display = shell.getDisplay();
		JsonObject anotherTab = new JsonObject();
		anotherTab.addProperty("workspace_id", workspaceId);
		anotherTab.addProperty("focus", true);
		session.call("tab.create", anotherTab);
		JsonObject asked = new JsonObject();
		asked.addProperty("pane_id", paneId);
		asked.addProperty("viewport_row", 0);
		asked.addProperty("col", 0);
		HerdrErrorReply refused = assertThrows(HerdrErrorReply.class, () -> session.call("pane.link.resolve", asked));
		assertEquals("stale_target", refused.code(), "herdr tells links only of the tab it shows");

		String address = "http://127.0.0.1:9/osc8";
		// the command line as echoed never reads "the report": only the printed row does
		Keyboard.type(display, "printf '\\033]8;;%s\\033\\\\%s\\033]8;;\\033\\\\\\n' '" + address + "' 'the rep''ort'");
		Keyboard.press(display, SWT.CR);
		UiWait.until(display, () -> rowOf("the report") >= 0, "the card shows the link's text: " + card.visibleRows());
		int row = rowOf("the report");

		pointAt("the report", "report", "ctrl", () -> UiWait.until(display,
				() -> card.linkUnderline().size() == 1 && java.util.Arrays.equals(card.linkUnderline().get(0), new int[] { row, 0, 9 }),
				"Ctrl underlines the link's ten cells on row " + row));
		clickOn("the report", "report", "ctrl");
		UiWait.until(display, () -> opened.contains("NEW_TAB " + address), "Ctrl+click opened the link's address: " + opened);
		clickOn("the report", "the", "alt");
		UiWait.until(display, () -> opened.contains("SIDE " + address), "Alt+click opened it beside the card: " + opened);
		clickOn("the report", "rep", "ctrl", "alt");
		UiWait.until(display, () -> opened.contains("DESKTOP " + address), "Ctrl+Alt+click gave it to the desktop: " + opened);
		assertEquals(3, opened.size(), "each click opened one place: " + opened);
	}

	@Test
	void ctrlShiftFFindsInThePanesPastScrollsHerdrsViewportToTheMatchAndEscapeReturns() throws Exception {
		Display display = shell.getDisplay();
		Text field = findBarOverLines(300);
		Label status = Widgets.byId(shell, TerminalCard.FIND_STATUS_ROLE, Label.class);
		Keyboard.type(display, "line 15");
		UiWait.until(display, () -> status.getText().equals("1 of 11"), "Line 15 and Line 150 to 159, found without case: " + status.getText());
		UiWait.until(display, () -> rowOf("Line 159") >= 0 && rowOf("Line 300") < 0, "herdr's viewport scrolled to the newest match");
		UiWait.until(display, () -> {
			java.util.Set<Integer> rows = new java.util.HashSet<>();
			card.findHighlights().forEach(match -> rows.add(match.column() == 0 ? match.line() : -1));
			return rows.equals(java.util.stream.IntStream.rangeClosed(150, 159).mapToObj(n -> rowOf("Line " + n)).collect(
					java.util.stream.Collectors.toSet()));
		}, "each match herdr's viewport shows is highlighted, Line 150 to 159: " + card.findHighlights());
		UiWait.until(display, () -> card.findFramed() != null && card.findFramed().line() == rowOf("Line 159"),
				() -> "the newest match is framed where the card shows it, on row " + rowOf("Line 159") + " (the Find bar shrank the card "
						+ "as it opened): " + card.findFramed());

		// another herdr client scrolls the shared viewport five lines further back: pane.get says where it stands now
		int shownAt = rowOf("Line 159");
		JsonObject further = new JsonObject();
		further.addProperty("pane_id", paneId);
		further.addProperty("offset_from_bottom", scrolledBack() + 5);
		session.call("pane.scroll", further);
		UiWait.until(display, () -> rowOf("Line 159") == shownAt + 5 && card.findFramed() != null
				&& card.findFramed().line() == rowOf("Line 159"),
				() -> "the frame moved with the text, to row " + rowOf("Line 159")
						+ ": " + card.findFramed());
		Keyboard.press(display, SWT.CR);
		UiWait.until(display, () -> status.getText().equals("2 of 11"), "Return went to the next older match: " + status.getText());
		Keyboard.chord(display, 'g', (char) 7, SWT.CTRL);
		UiWait.until(display, () -> status.getText().equals("3 of 11"), "Ctrl+G went to the next older match: " + status.getText());
		Keyboard.chord(display, 'g', 'G', SWT.CTRL, SWT.SHIFT);
		UiWait.until(display, () -> status.getText().equals("2 of 11"), "Ctrl+Shift+G went back: " + status.getText());

		// a command run in the pane meanwhile (its line itself does not match): the next step reads the pane again
		Control terminal = card.terminalControl();
		UiWait.until(display, () -> terminal.forceFocus() && display.getFocusControl() == terminal, "the card has the keyboard");
		Keyboard.type(display, "echo \"Line 1\"\"5 more\"");
		Keyboard.press(display, SWT.CR);
		UiWait.until(display, () -> rowOf("Line 15 more") >= 0, "the card shows the command's line");
		UiWait.until(display, () -> field.forceFocus() && display.getFocusControl() == field, "the Find bar's field has the keyboard");
		Keyboard.press(display, SWT.CR);
		UiWait.until(display, () -> status.getText().equals("1 of 12"), "the step after Return in the pane read it again: " + status.getText());

		Mouse.click(Widgets.byId(shell, TerminalCard.FIND_CASE_ROLE, Button.class));
		UiWait.until(display, () -> status.getText().equals("No matches"), "with Match case nothing matches: " + status.getText());

		field.setFocus();
		Keyboard.press(display, SWT.ESC);
		UiWait.until(display, () -> rowOf("Line 300") >= 0, "Escape returned herdr's viewport to the bottom");
		UiWait.until(display, () -> display.getFocusControl() == card.terminalControl(), "the card has the keyboard again");
	}

	@Test
	void aCardClosedWhileFindWaitsForABurstOfFramesLeavesNoTimerToFailLater() throws Exception {
		Display display = shell.getDisplay();
		findBarOverLines(60);
		Label status = Widgets.byId(shell, TerminalCard.FIND_STATUS_ROLE, Label.class);
		Keyboard.type(display, "line 2");
		UiWait.until(display, () -> status.getText().equals("1 of 11"), "Line 2 and Line 20 to 29: " + status.getText());

		List<IStatus> logged = new CopyOnWriteArrayList<>();
		ILogListener logging = (entry, plugin) -> logged.add(entry);
		Platform.addLogListener(logging);
		try {
			// another herdr client scrolls the shared viewport: its frames start a burst, and the card goes during it
			JsonObject further = new JsonObject();
			further.addProperty("pane_id", paneId);
			further.addProperty("offset_from_bottom", scrolledBack() + 1);
			session.call("pane.scroll", further);
			UiWait.until(display, card::findWaitsForFrames, "the Find bar waits for the burst of frames to pass");
			shell.dispose();
			// the bar waits at most 1 s from a burst's first frame
			boolean[] burstOver = { false };
			display.timerExec(1500, () -> burstOver[0] = true);
			UiWait.until(display, () -> burstOver[0], "the burst's longest wait is over");
			assertEquals(List.of(), logged.stream().map(IStatus::toString).toList(), "nothing ran on the card after it went");
		} finally {
			Platform.removeLogListener(logging);
		}
	}

	/** Prints "Line 1" to "Line {last}" in the shell and opens the Find bar with Ctrl+Shift+F: its field, with the keyboard. */
	private Text findBarOverLines(int last) {
		Display display = shell.getDisplay();
		Keyboard.type(display, "seq 1 " + last + " | sed 's/^/Line /'");
		Keyboard.press(display, SWT.CR);
		UiWait.until(display, () -> rowOf("Line " + last) >= 0, "the card shows the last line");
		Keyboard.chord(display, 'f', 'F', SWT.CTRL, SWT.SHIFT);
		Text field = Widgets.byId(shell, TerminalCard.FIND_FIELD_ROLE, Text.class);
		UiWait.until(display, () -> display.getFocusControl() == field, "the Find bar's field has the keyboard");
		return field;
	}

	/** How far herdr's viewport of the pane is scrolled back, as pane.get says. */
	private int scrolledBack() throws Exception {
		JsonObject params = new JsonObject();
		params.addProperty("pane_id", paneId);
		return session.call("pane.get", params).getAsJsonObject("pane").getAsJsonObject("scroll").get("offset_from_bottom").getAsInt();
	}

	/** The row of the card's screen that shows this line, or -1. */
	private int rowOf(String line) {
		List<String> rows = card.visibleRows();
		for (int row = 0; row < rows.size(); row++) {
			if (rows.get(row).equals(line)) {
				return row;
			}
		}
		return -1;
	}

	/** A click on a word of a row the card shows, with xdotool's keys held. */
	private void clickOn(String line, String word, String... keys) {
		org.eclipse.swt.graphics.Point at = pointOf(line, word);
		Mouse.clickHolding(card.terminalControl(), at.x, at.y, keys);
	}

	/** The pointer moved onto a word of a row with a key held (xdotool's name), and the check run before the key is let go. */
	private void pointAt(String line, String word, String key, Runnable whileHeld) {
		Display display = shell.getDisplay();
		UiWait.activate(shell);
		org.eclipse.swt.graphics.Point at = card.terminalControl().toDisplay(pointOf(line, word));
		Mouse.xdotool(display, "mousemove", at.x, at.y);
		Mouse.xdotool(display, "keydown", key);
		try {
			// a move with the key down, which the card reads the key from
			Mouse.xdotool(display, "mousemove", at.x + 1, at.y);
			whileHeld.run();
		} finally {
			Mouse.xdotool(display, "keyup", key);
		}
	}

	/** The middle of a word's first cell, in the card's terminal. */
	private org.eclipse.swt.graphics.Point pointOf(String line, String word) {
		org.eclipse.swt.graphics.Point cell = card.cellSize();
		int column = line.indexOf(word) + 1;
		return new org.eclipse.swt.graphics.Point(column * cell.x + cell.x / 2, rowOf(line) * cell.y + cell.y / 2);
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

	/**
	 * The card's grid goes to herdr with its cell size in pixels, at the first grid and at each
	 * resize: the program reads the grid's pixels from its terminal (TIOCGWINSZ), never 0 × 0.
	 */
	@Test
	void theProgramReadsTheCardsCellSizeInPixels() {
		Display display = shell.getDisplay();
		org.eclipse.swt.graphics.Point cell = card.cellSize();
		assertTrue(cell.x > 0 && cell.y > 0, "the card has a cell size: " + cell);
		int[] first = windowSize(1);
		assertEquals(List.of(first[1] * cell.x, first[0] * cell.y), List.of(first[2], first[3]),
				"the first grid's pixels, rows " + first[0] + " columns " + first[1]);
		shell.setSize(700, 380);
		int[] asked = { 2 };
		int[][] resized = new int[1][];
		UiWait.until(display, () -> {
			resized[0] = windowSize(asked[0]++);
			return resized[0][1] != first[1] && resized[0][0] != first[0];
		}, "the new grid reached the program");
		assertEquals(List.of(resized[0][1] * cell.x, resized[0][0] * cell.y), List.of(resized[0][2], resized[0][3]),
				"the resized grid's pixels, rows " + resized[0][0] + " columns " + resized[0][1]);
	}

	/** The pane's terminal size as a program reads it: rows, columns, width and height in pixels. */
	private int[] windowSize(int asking) {
		String marker = "winsize-" + asking;
		// TIOCGWINSZ is 0x5413 on Linux; perl is part of every Debian and Ubuntu system
		run("perl -e '$w = \"\\0\" x 8; ioctl(STDIN, 0x5413, $w) or die; printf \"%s %d %d %d %d\\n\", $ARGV[0], unpack(\"S4\", $w)' "
				+ marker);
		java.util.regex.Pattern answer = java.util.regex.Pattern.compile(marker + " (\\d+) (\\d+) (\\d+) (\\d+)");
		String[] line = new String[1];
		UiWait.until(shell.getDisplay(), () -> screenHasLine(text -> {
			if (answer.matcher(text).matches()) {
				line[0] = text;
				return true;
			}
			return false;
		}), "perl printed the window size " + marker);
		java.util.regex.Matcher numbers = answer.matcher(line[0]);
		numbers.matches();
		return new int[] { Integer.parseInt(numbers.group(1)), Integer.parseInt(numbers.group(2)),
				Integer.parseInt(numbers.group(3)), Integer.parseInt(numbers.group(4)) };
	}

	/**
	 * Alt+key reaches the program ESC-prefixed, and modifiers with arrows and function keys in
	 * xterm's form: the terminal's line discipline echoes each ESC as ^[.
	 */
	@Test
	void altAndModifiedArrowsAndFunctionKeysReachTheProgram() {
		Display display = shell.getDisplay();
		run("cat -v");
		UiWait.until(display, () -> paneRuns("cat"), "cat is reading");
		Keyboard.chord(display, 'b', 'b', SWT.ALT);
		Keyboard.chord(display, '.', '.', SWT.ALT);
		Keyboard.chord(display, SWT.ARROW_RIGHT, (char) 0, SWT.ALT);
		Keyboard.chord(display, SWT.ARROW_UP, (char) 0, SWT.CTRL);
		Keyboard.chord(display, SWT.F5, (char) 0, SWT.CTRL);
		Keyboard.chord(display, SWT.F1, (char) 0, SWT.SHIFT);
		String bytes = "^[b^[.^[[1;3C^[[1;5A^[[15;5~^[[1;2P";
		UiWait.until(display, () -> screenHasLine(bytes::equals), "the PTY took " + bytes);
		UiWait.until(display, () -> card.visibleRows().contains(bytes), "and the card shows it");
	}

	/**
	 * TM's widget takes its text model's changes only from its own poll, every 50 ms; the card
	 * hands them to the canvas as they come. With the poll stopped the echo still shows.
	 */
	@Test
	void anEchoShowsWithoutTmsPoll() {
		Display display = shell.getDisplay();
		TerminalModel model = new TerminalModel(card.terminalControl());
		try {
			model.stopTheWidgetsPoll();
			run("echo shown-$((6*7))");
			UiWait.until(display, () -> model.lastRowsHold("shown-42", 100), "TM's model has the echo");
			UiWait.until(display, () -> model.canvasRowsHold("shown-42", 100), "the canvas took it, with no poll");
		} finally {
			model.close();
		}
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
	 * The card's text with every run of blanks and line ends as one space: the shell may wrap a
	 * long command line, and the checks ask for the echoed command followed by its output.
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

	private String visible() {
		return CardShowsHerdr.visible(session, paneId);
	}

	private void awaitCardShowsWhatHerdrShows(String program) {
		CardShowsHerdr.await(card, session, paneId, program);
	}

	private void run(String command) {
		Keyboard.type(shell.getDisplay(), command);
		Keyboard.press(shell.getDisplay(), SWT.CR);
	}

	@Test
	void theWheelScrollsHerdrsViewportAndTheCardSaysHowFar() throws Exception {
		Display display = shell.getDisplay();
		run("seq 1 200");
		UiWait.until(display, () -> screenHasLine("200"::equals), "seq printed 200");
		Mouse.wheel(card.terminalControl(), 3);
		Label message = Widgets.all(shell, Label.class).stream()
				.filter(label -> TerminalCard.SCROLLED_ROLE.equals(label.getData(UiIds.KEY))).findFirst().orElseThrow();
		UiWait.until(display, () -> message.isVisible() && message.getText().startsWith("Scrolled back "),
				"the card says herdr's viewport is scrolled back");
		awaitCardShowsWhatHerdrShows("seq 1 200, scrolled back");
		assertTrue(card.visibleRows().stream().noneMatch("200"::equals), "the last line is out of view");
		Screenshots.save(shell, "terminal-card-scrolled-back.png");
		Keyboard.type(display, "x");
		UiWait.until(display, () -> !message.isVisible(), "typing returned to the bottom");
	}

	@Test
	void shiftPageUpScrollsHerdrsViewportAPageBackAndShiftPageDownReturns() throws Exception {
		Display display = shell.getDisplay();
		run("seq 1 200");
		UiWait.until(display, () -> screenHasLine("200"::equals), "seq printed 200");
		Label message = Widgets.byId(shell, TerminalCard.SCROLLED_ROLE, Label.class);
		Keyboard.chord(display, SWT.PAGE_UP, (char) 0, SWT.SHIFT);
		UiWait.until(display, () -> message.isVisible() && message.getText().startsWith("Scrolled back "),
				"the card says herdr's viewport is scrolled back");
		awaitCardShowsWhatHerdrShows("seq 1 200, a page back");
		assertTrue(card.visibleRows().stream().noneMatch("200"::equals), "the last line is out of view");
		Keyboard.chord(display, SWT.PAGE_DOWN, (char) 0, SWT.SHIFT);
		UiWait.until(display, () -> !message.isVisible() && screenHasLine("200"::equals), "a page forward is the bottom again");
	}

	@Test
	void aPasteOfManyLinesIsAskedAboutCancelSendsNothingAndPasteSendsItWhole() throws Exception {
		Display display = shell.getDisplay();
		String lines = java.util.stream.IntStream.rangeClosed(1, 150).mapToObj(n -> "pasted line " + n)
				.collect(java.util.stream.Collectors.joining("\n", "", "\n"));
		org.eclipse.swt.dnd.Clipboard clipboard = new org.eclipse.swt.dnd.Clipboard(display);
		try {
			clipboard.setContents(new Object[] { lines }, new org.eclipse.swt.dnd.Transfer[] { org.eclipse.swt.dnd.TextTransfer.getInstance() });
			Path declined = SIM.home().resolve("declined.txt");
			Path accepted = SIM.home().resolve("accepted.txt");
			for (Path into : List.of(declined, accepted)) {
				String answer = into == declined ? "Cancel" : "Paste";
				run("cat > " + into.getFileName());
				UiWait.until(display, () -> paneRuns("cat"), "cat is reading into " + into.getFileName());
				DialogDriver asked = DialogDriver.when(display, "Paste 150 lines?", question -> Mouse.click(Widgets.all(question,
						org.eclipse.swt.widgets.Button.class).stream().filter(b -> b.getText().replace("&", "").equals(answer)).findFirst()
						.orElseThrow()));
				Keyboard.chord(display, 'v', 'V', SWT.CTRL, SWT.SHIFT);
				asked.await();
				if (into == accepted) {
					UiWait.until(display, () -> lineCount(into) == 150, "the paste reached the program whole");
				}
				// Ctrl+D ends cat, at a line's start
				Keyboard.chord(display, 'd', 'd', SWT.CTRL);
				UiWait.until(display, () -> !paneRuns("cat"), "cat ended");
			}
			assertEquals(0, Files.size(declined), "Cancel sent nothing");
			assertEquals(List.of(lines.split("\n")), Files.readAllLines(accepted), "every line, in order");
		} finally {
			clipboard.dispose();
		}
	}

	@Test
	void theMiddleButtonPastesThePrimarySelection() throws Exception {
		Display display = shell.getDisplay();
		org.eclipse.swt.dnd.Clipboard clipboard = new org.eclipse.swt.dnd.Clipboard(display);
		try {
			clipboard.setContents(new Object[] { "from the primary selection\n" },
					new org.eclipse.swt.dnd.Transfer[] { org.eclipse.swt.dnd.TextTransfer.getInstance() }, org.eclipse.swt.dnd.DND.SELECTION_CLIPBOARD);
			Path into = SIM.home().resolve("primary.txt");
			run("cat > " + into.getFileName());
			UiWait.until(display, () -> paneRuns("cat"), "cat is reading");
			UiWait.activate(shell);
			Control terminal = card.terminalControl();
			org.eclipse.swt.graphics.Point middle = terminal.toDisplay(terminal.getSize().x / 2, terminal.getSize().y / 2);
			Mouse.xdotool(display, "mousemove", middle.x, middle.y);
			Mouse.xdotool(display, "click", 2);
			UiWait.until(display, () -> lineCount(into) == 1, "the primary selection reached the program");
			Keyboard.chord(display, 'd', 'd', SWT.CTRL);
			UiWait.until(display, () -> !paneRuns("cat"), "cat ended");
			assertEquals(List.of("from the primary selection"), Files.readAllLines(into));
		} finally {
			clipboard.dispose();
		}
	}

	/** Whether a process of this name runs in the pane, as herdr's process_info lists them. */
	private boolean paneRuns(String program) {
		JsonObject params = new JsonObject();
		params.addProperty("pane_id", paneId);
		try {
			return session.call("pane.process_info", params).toString().contains("\"" + program + "\"");
		} catch (Exception failed) {
			throw new AssertionError(failed);
		}
	}

	private static long lineCount(Path file) {
		try {
			return Files.readAllLines(file).size();
		} catch (java.io.IOException failed) {
			throw new AssertionError(failed);
		}
	}

	@Test
	void aPasteHerdrRefusesIsSaidInTheStripUntilTheNextKeyAndTheStreamGoesOn() throws Exception {
		Display display = shell.getDisplay();
		org.eclipse.swt.dnd.Clipboard clipboard = new org.eclipse.swt.dnd.Clipboard(display);
		try {
			// a busy TUI: raw mode, nothing read, so pastes pile up in herdr's write queue
			run("stty raw -echo; sleep 60");
			UiWait.until(display, () -> paneRuns("sleep"), "sleep holds the pane");
			clipboard.setContents(new Object[] { "x".repeat(900_000) },
					new org.eclipse.swt.dnd.Transfer[] { org.eclipse.swt.dnd.TextTransfer.getInstance() });
			Label message = Widgets.byId(shell, TerminalCard.MESSAGE_ROLE, Label.class);
			// with the keys first, then as Edit ▸ Paste does, once a look until herdr says no (at most 64)
			Keyboard.chord(display, 'v', 'V', SWT.CTRL, SWT.SHIFT);
			int[] pastes = { 1 };
			UiWait.until(display, () -> {
				if (!message.isVisible() && pastes[0]++ < 64) {
					card.paste();
				}
				return message.isVisible();
			}, "herdr refused a paste");
			UiWait.until(display, () -> message.isVisible()
					&& message.getText().equals("herdr did not take the input: terminal attach paste failed: PTY write queue is full"),
					"the strip says what herdr said (" + message.getText() + ")");
			assertEquals(TerminalStatus.State.LIVE, card.status().state(), "the stream goes on");
			// the next key the user types puts the strip away; pastes sent before herdr's first no
			// may still be refused after it, each showing the strip again until the next key
			UiWait.until(display, () -> {
				if (message.isVisible()) {
					Keyboard.type(display, "q");
				}
				return !message.isVisible();
			}, "typing again put the strip away");
		} finally {
			clipboard.dispose();
		}
	}

	@Test
	void copyAndPasteTheLinuxWayAndTheirKeysNeverReachTheProgram() {
		Display display = shell.getDisplay();
		org.eclipse.swt.dnd.Clipboard clipboard = new org.eclipse.swt.dnd.Clipboard(display);
		try {
			run("echo copied-$((6*7)); cat -v");
			UiWait.until(display, () -> card.visibleRows().contains("copied-42"), "the card shows what echo printed");
			card.selectAll();
			Keyboard.chord(display, 'c', 'C', SWT.CTRL, SWT.SHIFT);
			UiWait.until(display, () -> String.valueOf(clipboard.getContents(org.eclipse.swt.dnd.TextTransfer.getInstance()))
					.lines().anyMatch("copied-42"::equals), "Ctrl+Shift+C copied the selection");
			Keyboard.type(display, "still-cat");
			Keyboard.press(display, SWT.CR);
			UiWait.until(display, () -> screenHasLine("still-cat"::equals) && !screenHasLine(line -> line.contains("not found")),
					"cat still runs: Ctrl+Shift+C was no Ctrl+C");
			Keyboard.chord(display, 'c', 'c', SWT.CTRL);
			// Ctrl+C goes by name, the paste on the stream: two paths herdr does not order
			UiWait.until(display, () -> screenHasLine(line -> line.endsWith("^C")), "Ctrl+C reached cat");
			clipboard.setContents(new Object[] { "echo pasted-$((6*7))" },
					new org.eclipse.swt.dnd.Transfer[] { org.eclipse.swt.dnd.TextTransfer.getInstance() });
			Keyboard.chord(display, 'v', 'V', SWT.CTRL, SWT.SHIFT);
			Keyboard.press(display, SWT.CR);
			UiWait.until(display, () -> screenHasLine("pasted-42"::equals), "Ctrl+Shift+V pasted");
			clipboard.setContents(new Object[] { "echo inserted-$((6*7))" },
					new org.eclipse.swt.dnd.Transfer[] { org.eclipse.swt.dnd.TextTransfer.getInstance() });
			Keyboard.chord(display, SWT.INSERT, (char) 0, SWT.SHIFT);
			Keyboard.press(display, SWT.CR);
			UiWait.until(display, () -> screenHasLine("inserted-42"::equals), "Shift+Insert pasted");
		} finally {
			clipboard.dispose();
		}
	}

	/**
	 * herdr paints every cell of a row and then moves the cursor; a row filled to the last column
	 * must still end in a newline when copied, and the bottom row's last cell must not scroll.
	 */
	@Test
	void aCopyOfFullWidthAndShortRowsKeepsEachRowOnItsOwnLine() {
		Display display = shell.getDisplay();
		org.eclipse.swt.dnd.Clipboard clipboard = new org.eclipse.swt.dnd.Clipboard(display);
		try {
			run("clear; c=$(stty size | cut -d' ' -f2); echo cols=$c; for l in A B C; do printf \"%${c}s\\n\" '' | tr ' ' $l;"
					+ " echo short-$l; done");
			UiWait.until(display, () -> screenHasLine("short-C"::equals), "the shell printed the rows");
			String cols = visible().lines().filter(line -> line.matches("cols=[0-9]+")).findFirst().orElseThrow();
			int width = Integer.parseInt(cols.substring("cols=".length()));
			StringBuilder rows = new StringBuilder(cols).append('\n');
			for (String letter : new String[] { "A", "B", "C" }) {
				rows.append(letter.repeat(width)).append('\n').append("short-").append(letter).append('\n');
			}
			String expected = rows.toString();
			assertTrue(visible().contains(expected), "herdr's screen has the rows, each full row as wide as the pane: " + visible());
			UiWait.until(display, () -> card.selectAll().contains("short-C"), "the card shows the rows");
			assertTrue(card.selectAll().contains(expected), "Select All gives the rows: " + card.selectAll());
			Keyboard.chord(display, 'c', 'C', SWT.CTRL, SWT.SHIFT);
			UiWait.until(display, () -> String.valueOf(clipboard.getContents(org.eclipse.swt.dnd.TextTransfer.getInstance()))
					.contains(expected), "Ctrl+Shift+C copied each row on a line of its own");
		} finally {
			clipboard.dispose();
		}
	}

	@Test
	void herdrsColoursShowExactlyInTheCardsPixels() throws Exception {
		Display display = shell.getDisplay();
		run("clear; printf '\\033[38;2;255;0;0;48;2;0;0;255m\\342\\226\\210 \\033[0m\\033[4:3;38;5;46;48;5;21m\\342\\226\\210 \\033[0m|\\n'");
		UiWait.until(display, () -> card.visibleRows().stream().anyMatch(row -> row.startsWith("\u2588 \u2588 |")),
				"the card shows the coloured cells");
		int row = card.visibleRows().indexOf(card.visibleRows().stream().filter(r -> r.startsWith("\u2588 \u2588 |")).findFirst().orElseThrow());
		Screenshots.save(shell, "terminal-card-colours.png");
		assertEquals(new org.eclipse.swt.graphics.RGB(255, 0, 0), pixel(0, row), "true-colour foreground");
		assertEquals(new org.eclipse.swt.graphics.RGB(0, 0, 255), pixel(1, row), "its background, from the same SGR");
		assertEquals(org.eclipse.tm.terminal.model.TerminalColor.getIndexedRGBColor(46), pixel(2, row), "256-colour foreground");
		assertEquals(org.eclipse.tm.terminal.model.TerminalColor.getIndexedRGBColor(21), pixel(3, row), "after a curly underline");
	}

	/**
	 * The card draws its lines itself, straight on the canvas: TM 5.6.0 draws each line through an
	 * image, which SWT 3.135 reads back whole at every draw. Every line of herdr's frame comes out
	 * pixel for pixel as TM's own renderer draws it from the same text model: true colour foreground
	 * and background of one SGR, bold, reverse, italic (TM's underline flag), wide characters, a
	 * selection, a hovered word ("end"), TM's block cursor, whole and from a column on, and nothing
	* outside the line ({@link LinePixels}).
	 */
	@Test
	void theCardDrawsItsLinesStraightOnTheCanvasAsTmsRendererDraws() throws Exception {
		Display display = shell.getDisplay();
		String shown = " bold   rev   ital  \u4e2d\u6587 end X";
		// from a file, which keeps the typed command short: the styled line typed as one printf did not run
		Files.writeString(SIM.home().resolve("styled.txt"), "\033[1;38;2;200;100;50;48;2;10;20;30m bold \033[0m \033[7m rev \033[0m "
				+ "\033[3m ital \033[0m \u4e2d\u6587 end \033[38;5;46mX\033[0m\n");
		run("clear; cat styled.txt");
		UiWait.until(display, () -> rowOf(shown) >= 0, () -> "the card shows the styled line: " + card.visibleRows());
		TextCanvas canvas = (TextCanvas) card.terminalControl();
		assertFalse(canvas.getCellRenderer() instanceof TextLineRenderer, "the card's canvas draws with Ovvi's renderer");
		ITextCanvasModel model = canvasModel(canvas);
		int row = rowOf(shown);
		model.setSelection(row, row, 3, 12);
		model.expandHoverSelectionAt(row, 26);
		// TM's cursor blinks on its UI timer: shown now, it stays so through the drawings below
		UiWait.until(display, model::isCursorOn, "TM's cursor in its shown half");
		ILinelRenderer tms = new TextLineRenderer(canvas, model);
		assertEquals(tms.getCellWidth() + "x" + tms.getCellHeight(),
				canvas.getCellRenderer().getCellWidth() + "x" + canvas.getCellRenderer().getCellHeight(), "TM's cell size");
		int columns = model.getTerminalText().getWidth();
		for (int line = 0; line < model.getTerminalText().getHeight(); line++) {
			assertNull(LinePixels.difference(LinePixels.of(tms, model, line, 0, columns),
					LinePixels.of(canvas.getCellRenderer(), model, line, 0, columns)), "line " + line + " whole");
			assertNull(LinePixels.difference(LinePixels.of(tms, model, line, 3, columns - 2),
					LinePixels.of(canvas.getCellRenderer(), model, line, 3, columns - 2)), "line " + line + " from column 3");
		}
	}

	/**
	 * A run whose text covers less than its cells (a zero-width space takes a cell of TM's grid and
	 * no room in the font) leaves nothing of what the canvas showed before: the card's renderer
	 * starts each line on the background, as TM's starts on a new image.
	 */
	@Test
	void aRunWhoseTextCoversLessThanItsCellsLeavesNothingOfTheLastPicture() {
		int columns = 12;
		ITerminalTextData data = TerminalTextDataFactory.makeTerminalTextData();
		data.setDimensions(1, columns);
		data.setChars(0, 0, "ab\u200B\u200B\u200B\u200Bcd".toCharArray(),
				TerminalStyle.getStyle(TerminalColor.FOREGROUND, TerminalColor.BACKGROUND));
		ITerminalTextDataSnapshot snapshot = data.makeSnapshot();
		snapshot.updateSnapshot(false);
		PollingTextCanvasModel model = new PollingTextCanvasModel(snapshot);
		model.stopPolling();
		TextCanvas canvas = (TextCanvas) card.terminalControl();
		assertNull(LinePixels.difference(LinePixels.of(new TextLineRenderer(canvas, model), model, 0, 0, columns),
				LinePixels.of(canvas.getCellRenderer(), model, 0, 0, columns)));
	}

	/** TM 5.6.0 gives its canvas model to no one but through the canvas's field. */
	private static ITextCanvasModel canvasModel(TextCanvas canvas) throws ReflectiveOperationException {
		java.lang.reflect.Field field = TextCanvas.class.getDeclaredField("fCellCanvasModel");
		field.setAccessible(true);
		return (ITextCanvasModel) field.get(canvas);
	}

	/**
	 * The cursor herdr's frames ask for shows in the card's pixels: a steady bar on the cell's left
	 * edge, a steady underline on its bottom row, neither in the cell's middle, and nothing at all
	 * once the program hides the cursor.
	 */
	@Test
	void theCursorTakesTheShapeAndVisibilityTheProgramAsksFor() throws Exception {
		Display display = shell.getDisplay();
		org.eclipse.swt.graphics.RGB text = card.terminalControl().getForeground().getRGB();
		org.eclipse.swt.graphics.Point cell = card.cellSize();
		run("clear; printf '\\033[6 q'");
		UiWait.until(display, () -> {
			CursorLook now = card.cursor();
			return now.shape() == CursorLook.Shape.BAR && !now.blinking() && now.visible()
					&& text.equals(pixelAt(now.column() * cell.x, now.row() * cell.y + cell.y / 2))
					&& !text.equals(pixelAt(now.column() * cell.x + cell.x / 2, now.row() * cell.y + cell.y / 2));
		}, "a steady bar on the left edge of the cursor's cell: " + card.cursor());
		Screenshots.save(shell, "terminal-card-cursor-bar.png");
		run("printf '\\033[4 q'");
		UiWait.until(display, () -> {
			CursorLook now = card.cursor();
			return now.shape() == CursorLook.Shape.UNDERLINE && !now.blinking()
					&& text.equals(pixelAt(now.column() * cell.x + cell.x / 2, now.row() * cell.y + cell.y - 1))
					&& !text.equals(pixelAt(now.column() * cell.x + cell.x / 2, now.row() * cell.y + cell.y / 2));
		}, "a steady underline on the bottom of the cursor's cell: " + card.cursor());
		run("printf '\\033[?25l'");
		UiWait.until(display, () -> {
			CursorLook now = card.cursor();
			return !now.visible() && !text.equals(pixelAt(now.column() * cell.x + cell.x / 2, now.row() * cell.y + cell.y - 1))
					&& !text.equals(pixelAt(now.column() * cell.x, now.row() * cell.y + cell.y / 2));
		}, "a hidden cursor draws nothing: " + card.cursor());
		run("printf '\\033[?25h\\033[2 q'");
		UiWait.until(display, () -> card.cursor().equals(new CursorLook(CursorLook.Shape.BLOCK, false, true, card.cursor().row(),
				card.cursor().column())), "a block again, TM's own cursor: " + card.cursor());
	}

	/**
	 * Lines TM Terminal cannot draw are drawn over its painting in the text's colour: a single
	 * underline on the cell's second row from the bottom, strikethrough through its middle, a double
	 * underline on its last and third rows from the bottom.
	 */
	@Test
	void underlinesAndStrikethroughShowInTheCardsPixels() throws Exception {
		Display display = shell.getDisplay();
		org.eclipse.swt.graphics.RGB text = card.terminalControl().getForeground().getRGB();
		org.eclipse.swt.graphics.Point cell = card.cellSize();
		run("clear; printf '\\033[4m   \\033[0m|\\033[9m   \\033[0m|\\033[4:2m   \\033[0m|\\n'");
		UiWait.until(display, () -> rowOf("   |   |   |") >= 0, "the card shows the decorated blanks");
		int top = rowOf("   |   |   |") * cell.y;
		int single = cell.x + cell.x / 2;
		int struck = 5 * cell.x + cell.x / 2;
		int twice = 9 * cell.x + cell.x / 2;
		UiWait.until(display, () -> text.equals(pixelAt(single, top + cell.y - 2)) && text.equals(pixelAt(struck, top + cell.y / 2))
				&& text.equals(pixelAt(twice, top + cell.y - 1)) && text.equals(pixelAt(twice, top + cell.y - 3)),
				"the lines are drawn in the text's colour");
		Screenshots.save(shell, "terminal-card-underlines.png");
		assertTrue(!text.equals(pixelAt(single, top + cell.y / 2)) && !text.equals(pixelAt(struck, top + cell.y - 2))
				&& !text.equals(pixelAt(twice, top + cell.y - 2)), "and nowhere else in their cells");
	}

	/**
	 * Over a program that asked for mouse reports (cat -v shows each one it reads), a plain drag
	 * goes to the program and Shift+drag selects in the card, from where it is pressed even after
	 * the plain drag left a selection of TM's, and sends the program nothing.
	 */
	@Test
	void shiftDragSelectsInTheCardWhileAPlainDragGoesToAProgramThatAskedForTheMouse() {
		Display display = shell.getDisplay();
		org.eclipse.swt.dnd.Clipboard clipboard = new org.eclipse.swt.dnd.Clipboard(display);
		try {
			run("clear; echo pick-me-up; printf '\\033[?1002h\\033[?1006h'; stty -icanon -echo; echo reports:; cat -v");
			UiWait.until(display, () -> rowOf("reports:") >= 0 && rowOf("pick-me-up") >= 0, "cat reads the mouse reports");
			org.eclipse.swt.graphics.Point cell = card.cellSize();
			int row = rowOf("pick-me-up");
			int y = row * cell.y + cell.y / 2;
			Mouse.drag(card.terminalControl(), cell.x / 2, y, 3 * cell.x, 0);
			String press = "^[[<0;1;" + (row + 1) + "M";
			UiWait.until(display, () -> screenHasLine(line -> line.startsWith(press) && line.contains("^[[<32;")),
					"the plain drag reached the program as a press and drags");
			Mouse.drag(card.terminalControl(), 5 * cell.x + cell.x / 2, y, 4 * cell.x, 0, "shift");
			assertTrue(card.copy(), "Shift+drag selected in the card");
			UiWait.until(display, () -> {
				String copied = String.valueOf(clipboard.getContents(org.eclipse.swt.dnd.TextTransfer.getInstance()));
				return copied.startsWith("me-u");
			}, "the selection begins where Shift+drag pressed: "
					+ clipboard.getContents(org.eclipse.swt.dnd.TextTransfer.getInstance()));
			// a plain click after it, through xdotool as the drags are
			Mouse.drag(card.terminalControl(), 2 * cell.x + cell.x / 2, rowOf("reports:") * cell.y + cell.y / 2, 0, 0);
			String click = "^[[<0;3;" + (rowOf("reports:") + 1) + "M";
			UiWait.until(display, () -> reportsRead().contains(click), "the click after it reached the program: " + reportsRead());
			String reports = reportsRead();
			assertTrue(reports.startsWith(press) && !reports.contains("^[[<4;") && !reports.contains("^[[<36;"),
					"Shift+drag sent the program nothing: " + reports);
		} finally {
			clipboard.dispose();
		}
	}

	/** What cat -v showed after the line "reports:", its rows joined: a long run of reports wraps. */
	private String reportsRead() {
		String shown = String.join("", visible().lines().toList());
		int start = shown.lastIndexOf("reports:");
		return start < 0 ? "" : shown.substring(start + "reports:".length()).strip();
	}

	/** The colour of one pixel of the card's terminal, as the screen shows it. */
	private org.eclipse.swt.graphics.RGB pixelAt(int x, int y) {
		org.eclipse.swt.graphics.Point at = card.terminalControl().toDisplay(x, y);
		shell.update();
		org.eclipse.swt.graphics.Image image = new org.eclipse.swt.graphics.Image(shell.getDisplay(), 1, 1);
		GC gc = new GC(shell.getDisplay());
		try {
			gc.copyArea(image, at.x, at.y);
			org.eclipse.swt.graphics.ImageData data = image.getImageData();
			return data.palette.getRGB(data.getPixel(0, 0));
		} finally {
			gc.dispose();
			image.dispose();
		}
	}

	/** The colour at the middle of a cell, as the screen shows it. */
	private org.eclipse.swt.graphics.RGB pixel(int column, int row) {
		org.eclipse.swt.graphics.Point cell = card.cellSize();
		return pixelAt(column * cell.x + cell.x / 2, row * cell.y + cell.y / 2);
	}

	@Test
	void theCardShowsWhatHerdrShowsForRealPrograms() throws Exception {
		Display display = shell.getDisplay();
		java.nio.file.Path corpus = Files.createDirectories(SIM.home().resolve("corpus"));
		Files.writeString(corpus.resolve("wide.txt"), "中文字ab|\n⏺ ✻ ⎿ x|\n🙂🙂ab|\n┌─┬─┐ ▐▛ │\n└─┴─┘ e\u0301 ok\n");
		Files.writeString(corpus.resolve("script.sh"), "#!/bin/sh\n# a comment\nfor i in 1 2 3; do\n  echo \"line $i\" | tr a-z A-Z\ndone\n");
		Files.createDirectories(corpus.resolve("dir"));
		Files.writeString(corpus.resolve("run.sh"), "x\n");
		corpus.resolve("run.sh").toFile().setExecutable(true);
		run("cd corpus && clear && cat wide.txt");
		awaitCardShowsWhatHerdrShows("cat of a CJK, emoji and box-drawing file");
		Screenshots.save(shell, "terminal-card-wide.png");
		run("clear; ls --color=always -l --time-style=+ .");
		awaitCardShowsWhatHerdrShows("ls --color");
		run("clear; git init -q g && cd g && git -c user.name=o -c user.email=o@x commit -q --allow-empty -m one"
				+ " && git checkout -q -b side && git -c user.name=o -c user.email=o@x commit -q --allow-empty -m two"
				+ " && git checkout -q - && git -c user.name=o -c user.email=o@x commit -q --allow-empty -m three"
				+ " && git -c user.name=o -c user.email=o@x merge -q --no-edit side && clear && git --no-pager log --graph --color=always --oneline; cd ..");
		UiWait.until(display, () -> screenHasLine(line -> line.contains("three")), "git log ran");
		awaitCardShowsWhatHerdrShows("git log --graph --color");
		run("clear; less wide.txt");
		// less's own prompt line, not the shell's echo of the command
		UiWait.until(display, () -> screenHasLine(line -> line.equals("wide.txt (END)")), "less shows its file");
		awaitCardShowsWhatHerdrShows("less");
		Keyboard.type(display, "q");
		run("clear; vim -u NONE -N -c 'syntax on' script.sh");
		// vim's own message line ("script.sh" 5L, 87B), not the shell's echo of the command
		UiWait.until(display, () -> screenHasLine(line -> line.startsWith("\"script.sh\"")), "vim shows its file");
		awaitCardShowsWhatHerdrShows("vim with syntax colours");
		Screenshots.save(shell, "terminal-card-vim.png");
		Keyboard.press(display, SWT.ESC);
		run(":q!");
	}
}
