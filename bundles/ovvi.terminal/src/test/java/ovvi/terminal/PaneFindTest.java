package ovvi.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import com.google.gson.JsonObject;

import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.exec.LocalExec;
import ovvi.herdr.terminal.TerminalInput;
import ovvi.herdr.terminal.TerminalStream;
import ovvi.testing.SimServer;

/** Find against the simulator: a real shell's output, herdr's text and herdr's viewport. */
class PaneFindTest {

	@RegisterExtension
	static final SimServer SIM = new SimServer();

	private HerdrSession session;
	private String paneId;
	private String terminalId;

	@BeforeEach
	void aPaneWith300Lines() throws Exception {
		Files.writeString(SIM.home().resolve(".bash_profile"), "export PATH=\"" + SimServer.herdr().getParent() + ":$PATH\"\n");
		session = new HerdrSession(LocalExec.start(SIM.environment("/bin/bash")), SimServer.SESSION);
		JsonObject params = new JsonObject();
		params.addProperty("cwd", SIM.home().toString());
		params.addProperty("focus", false);
		String workspaceId = session.call("workspace.create", params).getAsJsonObject("workspace").get("workspace_id").getAsString();
		for (var element : session.call("session.snapshot", null).getAsJsonObject("snapshot").getAsJsonArray("panes")) {
			if (workspaceId.equals(element.getAsJsonObject().get("workspace_id").getAsString())) {
				paneId = element.getAsJsonObject().get("pane_id").getAsString();
				terminalId = element.getAsJsonObject().get("terminal_id").getAsString();
			}
		}
		print("seq 1 300 | sed 's/^/Line /'", "Line 300");
	}

	/** Types the command line into the pane's shell and waits until herdr's screen shows the last line it prints. */
	private void print(String commandLine, String lastLine) throws Exception {
		type(commandLine);
		awaitLine(lastLine::equals);
	}

	private void type(String commandLine) throws Exception {
		JsonObject input = new JsonObject();
		input.addProperty("pane_id", paneId);
		input.addProperty("text", commandLine);
		com.google.gson.JsonArray keys = new com.google.gson.JsonArray();
		keys.add("enter");
		input.add("keys", keys);
		session.call("pane.send_input", input);
	}

	private String recent() throws Exception {
		JsonObject params = new JsonObject();
		params.addProperty("pane_id", paneId);
		params.addProperty("source", "recent");
		params.addProperty("lines", 50);
		return session.call("pane.read", params).getAsJsonObject("read").get("text").getAsString();
	}

	private List<String> visible() throws Exception {
		return new PaneFind(session, paneId).visible().rows();
	}

	@Test
	void aMatchScrollsHerdrsViewportToShowItsLineInTheMiddle() throws Exception {
		PaneFind find = new PaneFind(session, paneId);
		PaneFind.Text text = find.read();
		scrollsToTheMiddle(find, text, "Line 150");

		find.scroll(0);
		assertTrue(visible().contains("Line 300"), "closing the bar returns herdr's viewport to the bottom");
	}

	@Test
	void caseMattersOnlyWhenAskedAndAnEmptyQueryMatchesNothing() throws Exception {
		PaneFind.Text text = new PaneFind(session, paneId).read();
		assertEquals(1, text.matches("line 299", false).size());
		assertEquals(0, text.matches("line 299", true).size());
		assertEquals(List.of(), text.matches("", false));
		assertEquals(List.of(), text.matches("no such words", false));
		assertEquals(2, text.matches("Line 30", true).size(), "Line 30 and Line 300");
	}

	@Test
	void aPaneOfMoreThan5000LinesIsReadCutToTheNewestAndItsOldestMatchScrollsThere() throws Exception {
		print("seq 1 6000 | sed 's/^/Row /'", "Row 6000");
		PaneFind find = new PaneFind(session, paneId);
		PaneFind.Text text = find.read();
		assertTrue(text.cut(), "herdr says the text is cut");
		assertEquals(PaneFind.LINES, text.lines().size());
		assertEquals(0, text.matches("Line 300", true).size(), "the first command's lines are past the 5000");
		// among the newest 5000 lines, near the oldest of them
		scrollsToTheMiddle(find, text, "Row 1500");
	}

	@Test
	void whereAnotherClientScrolledTheSharedViewportTheMatchIsPlacedWhereItShows() throws Exception {
		PaneFind find = new PaneFind(session, paneId);
		PaneFind.Text text = find.read();
		PaneFind.Match match = scrollsToTheMiddle(find, text, "Line 150");

		find.scroll(text.offsetOf(match, find.visible()) + 5); // as a herdr client beside this one would
		PaneFind.Visible now = find.visible();
		assertEquals(now.rows().indexOf("Line 150"), text.rowOf(match, now), "placed from where herdr's viewport stands: " + now);
		assertTrue(Math.abs(text.viewportRows() / 2 + 5 - text.rowOf(match, now)) <= 1, "five rows lower than the middle");

		find.scroll(0);
		assertEquals(-1, text.rowOf(match, find.visible()), "back at the bottom, Line 150 does not show");
	}

	@Test
	void linesPrintedSinceTheTextWasReadMoveTheMatchUp() throws Exception {
		Path fifo = SIM.home().resolve("more-lines");
		assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor(), "mkfifo");
		type("cat " + fifo);
		try (var writer = Files.newBufferedWriter(fifo)) { // opens once cat has opened it: the shell ran the command
			awaitLine(line -> line.endsWith("cat " + fifo));
			PaneFind find = new PaneFind(session, paneId);
			PaneFind.Text text = find.read();
			PaneFind.Match match = text.matches("Line 299", true).get(0);
			find.scroll(text.offsetOf(match, find.visible()));
			assertEquals(text.rowOf(match, find.visible()), find.visible().rows().indexOf("Line 299"), "placed before the new lines");

			writer.write("More 1\nMore 2\nMore 3\nMore 4\nMore 5\n");
			writer.flush();
			awaitLine("More 5"::equals);
			PaneFind.Visible now = find.visible();
			int row = now.rows().indexOf("Line 299");
			assertTrue(row >= 0, "Line 299 still shows: " + now);
			assertEquals(row, text.rowOf(match, now), "five lines went into herdr's history and moved it up: " + now);
		}
	}

	/**
	 * The Find bar shrinks the card as it opens, so herdr may take the smaller grid just after the
	 * text was read: the screen's top rows go into the history, and no line was printed. The match
	 * is placed in the middle of the new grid, and where it shows.
	 */
	@Test
	void aSmallerGridSinceTheTextWasReadMovesRowsIntoTheHistoryButNoLine() throws Exception {
		try (TerminalStream stream = TerminalStream.open(session, terminalId, 80, 29, TerminalStream.Mode.CONTROL, event -> {})) {
			awaitViewportRows(29);
			PaneFind find = new PaneFind(session, paneId);
			PaneFind.Text text = find.read();
			stream.send(TerminalInput.resize(80, 27, 0, 0));
			awaitViewportRows(27);
			PaneFind.Match match = text.matches("Line 150", true).get(0);
			find.scroll(text.offsetOf(match, find.visible()));
			PaneFind.Visible now = find.visible();
			int row = now.rows().indexOf("Line 150");
			assertTrue(Math.abs(row - 27 / 2) <= 1, "Line 150 in the middle of the 27 rows: " + now);
			assertEquals(row, text.rowOf(match, now), "and placed there: " + now);
		}
	}

	/** Waits until herdr's viewport of the pane has this many rows. */
	private void awaitViewportRows(int rows) throws Exception {
		long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
		while (new PaneFind(session, paneId).visible().viewportRows() != rows) {
			assertTrue(System.nanoTime() < deadline, "herdr's viewport has " + rows + " rows");
			TimeUnit.MILLISECONDS.sleep(50); // polling herdr's pane: it emits no event for a resize
		}
	}

	/** Waits until herdr's screen has a line that passes the test. */
	private void awaitLine(Predicate<String> line) throws Exception {
		long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
		while (!recent().lines().anyMatch(line)) {
			assertTrue(System.nanoTime() < deadline, "herdr's screen shows the line");
			TimeUnit.MILLISECONDS.sleep(50); // polling herdr's screen: the pane emits no event for it
		}
	}

	/** The line matches once, and its match scrolls herdr's viewport to show it in the middle. */
	private PaneFind.Match scrollsToTheMiddle(PaneFind find, PaneFind.Text text, String line) throws Exception {
		List<PaneFind.Match> matches = text.matches(line, true);
		assertEquals(1, matches.size(), line + " and no other: " + matches);
		find.scroll(text.offsetOf(matches.get(0), find.visible()));
		PaneFind.Visible shown = find.visible();
		int row = shown.rows().indexOf(line);
		assertTrue(Math.abs(row - text.viewportRows() / 2) <= 1, line + " in the middle of herdr's viewport: row " + row + " of " + shown);
		assertEquals(row, text.rowOf(matches.get(0), shown), "and placed there");
		return matches.get(0);
	}
}
