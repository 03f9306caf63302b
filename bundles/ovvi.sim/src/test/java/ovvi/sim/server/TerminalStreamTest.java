package ovvi.sim.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import ovvi.sim.CliProcess;
import ovvi.sim.SimFixture;

/** herdr terminal session control|observe through the CLI process (PROTOCOL.md §9). */
class TerminalStreamTest {

	private SimFixture fx;
	private String terminal;

	@BeforeEach
	void setUp() throws IOException {
		fx = new SimFixture();
		fx.start("term");
		terminal = fx.ok("workspace.create", "cwd", fx.home().toString()).getAsJsonObject("root_pane")
				.get("terminal_id").getAsString();
	}

	@AfterEach
	void tearDown() throws IOException {
		fx.close();
	}

	private CliProcess control(String target, String... extra) throws IOException {
		List<String> args = new java.util.ArrayList<>(List.of("--session", "term", "terminal", "session", "control",
				target, "--cols", "70", "--rows", "15"));
		args.addAll(List.of(extra));
		return new CliProcess(fx, args.toArray(new String[0]));
	}

	/** True colour, 256 colours, underline styles, inverse and a wide character, as herdr's renderer writes them. */
	@Test
	void aProgramsStylesReachTheClientInHerdrsForm() throws Exception {
		try (CliProcess cli = control(terminal)) {
			cli.next(10_000);
			cli.send("{\"type\":\"terminal.input\",\"text\":\"printf '\\\\033[38;2;1;2;3;48;2;4;5;6mT\\\\033[0;38;5;200mI"
					+ "\\\\033[4:3mU\\\\033[0;7mR\\\\033[0m\\\\344\\\\270\\\\255!\\\\n'\\r\"}");
			String frame = CliProcess.decode(cli.frameContaining("\u4e2d", 10_000));
			String esc = "\u001b";
			assertTrue(frame.contains(esc + "[0;38;2;1;2;3;48;2;4;5;6mT" + esc + "[0;38;5;200;49mI" + esc
					+ "[0;4:3;38;5;200;49mU" + esc + "[0;7;39;49mR" + esc + "[0;39;49m\u4e2d" + esc + "["), frame);
		}
	}

	/** A resize's cell size becomes the PTY's pixel size, which a program reads; 0 keeps the last. */
	@Test
	void aResizesCellSizeInPixelsReachesTheProgramAndZeroKeepsTheLast() throws Exception {
		try (CliProcess cli = control(terminal)) {
			cli.next(10_000);
			cli.send("{\"type\":\"terminal.resize\",\"cols\":70,\"rows\":15,\"cell_width_px\":8,\"cell_height_px\":17}");
			cli.send(windowSizeRequest("px-1"));
			cli.frameContaining("px-1:15:70:560:255", 10_000);
			cli.send("{\"type\":\"terminal.resize\",\"cols\":60,\"rows\":12,\"cell_width_px\":0}");
			cli.send(windowSizeRequest("px-2"));
			cli.frameContaining("px-2:12:60:480:204", 10_000);
		}
	}

	/** Input that has perl print the PTY's window size (TIOCGWINSZ): rows, columns, pixels wide and high. */
	private static String windowSizeRequest(String marker) {
		com.google.gson.JsonObject input = new com.google.gson.JsonObject();
		input.addProperty("type", "terminal.input");
		input.addProperty("text", "perl -e '$w = \"\\0\" x 8; ioctl(STDIN, 0x5413, $w) or die;"
				+ " printf \"%s:%d:%d:%d:%d\\n\", $ARGV[0], unpack(\"S4\", $w)' " + marker + "\r");
		return input.toString();
	}

	@Test
	void controlStreamsFramesAtTheClientSizeAndTakesInput() throws Exception {
		try (CliProcess cli = control(terminal)) {
			JsonObject first = cli.next(10_000);
			assertEquals(List.of("bytes", "encoding", "full", "height", "seq", "type", "width"), List.copyOf(first.keySet()),
					"herdr 0.9.2+ writes serde_json::json! lines: keys in alphabetical order");
			assertEquals("ansi", first.get("encoding").getAsString());
			assertEquals("terminal.frame", first.get("type").getAsString());
			assertEquals(1, first.get("seq").getAsInt());
			assertTrue(first.get("full").getAsBoolean());
			assertEquals(70, first.get("width").getAsInt());
			assertEquals(15, first.get("height").getAsInt());
			assertTrue(CliProcess.decode(first).startsWith("\u001b[?2026h"));
			assertEquals(15, fx.ok("pane.get", "pane_id", "w1:p1").getAsJsonObject("pane").getAsJsonObject("scroll")
					.get("viewport_rows").getAsInt(), "control sizes the PTY");
			cli.send("{\"type\":\"terminal.input\",\"text\":\"echo stream-$((6*7))\\r\"}");
			JsonObject update = cli.frameContaining("stream-42", 10_000);
			assertFalse(update.get("full").getAsBoolean());
			cli.send("{\"type\":\"terminal.resize\",\"cols\":70,\"rows\":15}");
			JsonObject resized;
			do {
				resized = cli.next(5000);
			} while (!resized.get("full").getAsBoolean());
			assertEquals(70, resized.get("width").getAsInt(), "a resize to the same size gets a full frame too");
			cli.send("not json");
			cli.closeStdin();
			JsonObject closed = cli.closed(5000);
			assertEquals(List.of("reason", "type"), List.copyOf(closed.keySet()));
			assertEquals("detached", closed.get("reason").getAsString());
			assertEquals(0, cli.exit(5000));
			assertTrue(cli.stderr().contains("herdr: terminal session control input ignored: "), cli.stderr());
		}
	}

	@Test
	void scrollMovesTheSharedViewportOfAPlainShell() throws Exception {
		try (CliProcess cli = control(terminal);
				ovvi.sim.EventReader events = new ovvi.sim.EventReader(fx, "s",
						ovvi.sim.json.Json.obj("type", "pane.scroll_changed", "pane_id", "w1:p1"))) {
			events.next(2000);
			cli.next(10_000);
			cli.send("{\"type\":\"terminal.input\",\"text\":\"seq 1 100\\r\"}");
			cli.frameContaining("100", 10_000);
			SimFixture.await("output in history", 10_000, () -> {
				try {
					return fx.ok("pane.get", "pane_id", "w1:p1").getAsJsonObject("pane").getAsJsonObject("scroll")
							.get("max_offset_from_bottom").getAsInt() > 50;
				} catch (IOException e) {
					return false;
				}
			});
			cli.send("{\"type\":\"terminal.scroll\",\"direction\":\"up\",\"lines\":5}");
			int offset;
			do { // history growing while the output settles also changes the scroll metrics
				offset = events.nextEvent("pane.scroll_changed", 5000).getAsJsonObject("data").getAsJsonObject("scroll")
						.get("offset_from_bottom").getAsInt();
			} while (offset == 0);
			assertEquals(5, offset);
			cli.send("{\"type\":\"terminal.input\",\"text\":\"\"}");
			SimFixture.await("input resets the viewport", 5000, () -> {
				try {
					return fx.ok("pane.get", "pane_id", "w1:p1").getAsJsonObject("pane").getAsJsonObject("scroll")
							.get("offset_from_bottom").getAsInt() == 0;
				} catch (IOException e) {
					return false;
				}
			});
		}
	}

	@Test
	void oneControllerPerTerminalWithTakeover() throws Exception {
		try (CliProcess first = control("w1:p1")) {
			first.next(10_000);
			try (CliProcess refused = control(terminal)) {
				assertEquals("terminal attach failed: terminal " + terminal
						+ " already has an attached client; retry with --takeover", refused.closed(10_000).get("reason").getAsString());
				assertEquals(0, refused.exit(5000));
			}
			try (CliProcess taker = control(terminal, "--takeover")) {
				taker.next(10_000);
				assertEquals("terminal attach taken over", first.closed(5000).get("reason").getAsString());
				try (CliProcess observer = new CliProcess(fx, "--session", "term", "terminal", "session", "observe",
						terminal, "--cols", "20", "--rows", "5")) {
					JsonObject frame = observer.next(10_000);
					assertEquals(20, frame.get("width").getAsInt());
					fx.ok("pane.close", "pane_id", "w1:p1");
					assertEquals("terminal attach ended: terminal " + terminal + " not found",
							observer.closed(5000).get("reason").getAsString());
					assertEquals("terminal attach ended: terminal " + terminal + " not found",
							taker.closed(5000).get("reason").getAsString());
				}
			}
		}
	}

	@Test
	void anExitedPaneClosesItsStreams() throws Exception {
		try (CliProcess cli = control(terminal)) {
			cli.next(10_000);
			cli.send("{\"type\":\"terminal.input\",\"text\":\"exit\\r\"}");
			assertEquals("terminal " + terminal + " exited", cli.closed(10_000).get("reason").getAsString());
			assertEquals(0, cli.exit(5000));
		}
	}

	@Test
	void unknownTargetsAndMissingServers() throws Exception {
		try (CliProcess cli = new CliProcess(fx, "--session", "term", "terminal", "session", "observe", "w9:p9")) {
			assertEquals("terminal session observe failed: terminal target w9:p9 not found",
					cli.closed(10_000).get("reason").getAsString());
			assertEquals(0, cli.exit(5000));
		}
		try (CliProcess cli = new CliProcess(fx, "--session", "nobody", "terminal", "session", "control", "w1:p1")) {
			assertEquals(1, cli.exit(10_000));
			assertTrue(cli.stderr().startsWith("herdr: failed to connect to server: No such file or directory (os error 2)\n"
					+ "Is herdr server running? Start it with `herdr server`.\nSocket path: "), cli.stderr());
		}
		try (CliProcess cli = new CliProcess(fx, "--session", "term", "terminal", "session", "control", "w1:p1", "--cols", "0")) {
			assertEquals(1, cli.exit(10_000));
			assertEquals("Error: --cols must be greater than 0\n", cli.stderr());
		}
		try (CliProcess cli = new CliProcess(fx, "--session", "term", "terminal", "session", "observe", "w1:p1", "--takeover")) {
			assertEquals(2, cli.exit(10_000));
			assertTrue(cli.stderr().startsWith("unknown option: --takeover\nusage: herdr terminal session "), cli.stderr());
		}
	}

	@Test
	void mouseReachesAProgramThatAskedForItAndReleaseDetaches() throws Exception {
		try (CliProcess cli = control(terminal)) {
			cli.next(10_000);
			cli.send("{\"type\":\"terminal.input\",\"text\":\"printf '\\\\033[?1000h\\\\033[?1006h'; echo mouse-$((1+1)); cat -v\\r\"}");
			fx.awaitScreen("w1:p1", "mouse-2");
			cli.send("{\"type\":\"terminal.mouse\",\"action\":\"down\",\"button\":\"left\",\"column\":4,\"row\":2}");
			fx.awaitScreen("w1:p1", "^[[<0;5;3M"); // the tty echoes the SGR report cat is about to read
			cli.send("{\"type\":\"terminal.release\"}");
			assertEquals("detached", cli.closed(5000).get("reason").getAsString(), "released with stdin still open");
			assertEquals(0, cli.exit(5000));
		}
	}

	@Test
	void mouseAndScrollTakeExactlyHerdr092sShapes() throws Exception {
		try (CliProcess cli = control(terminal)) {
			cli.next(10_000);
			cli.send("{\"type\":\"terminal.input\",\"text\":\"printf '\\\\033[?1000h\\\\033[?1006h'; echo mouse-$((1+1)); cat -v\\r\"}");
			fx.awaitScreen("w1:p1", "mouse-2");
			List<String> refused = List.of(
					"{\"type\":\"terminal.mouse\",\"kind\":\"press\",\"button\":\"left\",\"column\":1,\"row\":1}",
					"{\"type\":\"terminal.mouse\",\"action\":\"press\",\"column\":1,\"row\":1}",
					"{\"type\":\"terminal.mouse\",\"action\":\"down\",\"row\":1}",
					"{\"type\":\"terminal.mouse\",\"action\":\"down\",\"column\":70000,\"row\":1}",
					"{\"type\":\"terminal.mouse\",\"action\":\"down\",\"column\":1,\"row\":1,\"modifiers\":300}",
					"{\"type\":\"terminal.mouse\",\"action\":\"down\",\"button\":\"none\",\"column\":1,\"row\":1}",
					"{\"type\":\"terminal.scroll\",\"direction\":\"up\",\"lines\":0}",
					"{\"type\":\"terminal.scroll\",\"direction\":\"up\",\"lines\":70000}",
					"{\"type\":\"terminal.scroll\",\"direction\":\"left\",\"lines\":1}");
			for (String line : refused) {
				cli.send(line);
			}
			// drags are not reported in mode 1000; the button defaults to left; ctrl+shift adds 16 and 4
			cli.send("{\"type\":\"terminal.mouse\",\"action\":\"drag\",\"column\":2,\"row\":2}");
			cli.send("{\"type\":\"terminal.mouse\",\"action\":\"down\",\"column\":2,\"row\":3,\"modifiers\":3}");
			cli.send("{\"type\":\"terminal.mouse\",\"action\":\"up\",\"button\":\"right\",\"column\":2,\"row\":3}");
			cli.send("{\"type\":\"terminal.scroll\",\"direction\":\"down\",\"lines\":3,\"column\":6,\"row\":7,\"modifiers\":4}");
			fx.awaitScreen("w1:p1", "^[[<20;3;4M^[[<2;3;4m^[[<73;7;8M");
			assertFalse(fx.screen("w1:p1").contains("^[[<0;2;2"), "no refused line reached the program");
			cli.closeStdin();
			assertEquals(0, cli.exit(10_000));
			String ignored = "herdr: terminal session control input ignored: ";
			for (String note : List.of("invalid json command: missing field `action`",
					"invalid json command: unknown variant `press`, expected one of `down`, `up`, `drag`, `move`",
					"invalid json command: missing field `column`",
					"invalid json command: invalid value: integer `70000`, expected u16",
					"invalid json command: invalid value: integer `300`, expected u8",
					"invalid json command: unknown variant `none`, expected one of `left`, `right`, `middle`",
					"terminal.scroll lines must be greater than 0",
					"invalid json command: unknown variant `left`, expected `up` or `down`")) {
				assertTrue(cli.stderr().contains(ignored + note), note + " in " + cli.stderr());
			}
		}
	}

	@Test
	void aPastePastTheWriteQueuesLimitIsIgnoredWithHerdrsNoteAndTheStreamGoesOn() throws Exception {
		try (CliProcess cli = control(terminal)) {
			cli.next(10_000);
			// a busy TUI: raw mode, nothing read, so what is sent piles up in herdr's write queue
			cli.send("{\"type\":\"terminal.input\",\"text\":\"stty raw -echo; sleep 60\\r\"}");
			SimFixture.await("sleep in the pane's foreground", 10_000, () -> {
				try {
					return fx.ok("pane.process_info", "pane_id", "w1:p1").toString().contains("\"sleep\"");
				} catch (IOException e) {
					throw new java.io.UncheckedIOException(e);
				}
			});
			String paste = "{\"type\":\"terminal.input\",\"text\":\"\\u001b[200~" + "x".repeat(900_000) + "\\u001b[201~\"}";
			for (long i = 0; i <= PaneProcess.MAX_PENDING_BYTES / 900_000 + 1; i++) {
				cli.send(paste);
			}
			String note = "herdr: terminal session control input ignored: terminal attach paste failed: PTY write queue is full";
			SimFixture.await("herdr's note on the refused paste", 10_000, () -> cli.stderr().contains(note));
			cli.send("{\"type\":\"terminal.resize\",\"cols\":70,\"rows\":15}");
			JsonObject frame;
			do {
				frame = cli.next(10_000);
			} while (!frame.has("full") || !frame.get("full").getAsBoolean());
			assertEquals("terminal.frame", frame.get("type").getAsString(), "the stream goes on after the refusal");
		}
	}

	@Test
	void aPasteKeepsItsBracketsOnlyForAProgramThatTurnedBracketedPasteOn() throws Exception {
		try (CliProcess cli = control(terminal)) {
			cli.next(10_000);
			cli.send("{\"type\":\"terminal.input\",\"text\":\"printf '\\\\033[?2004l'; echo plain-$((1+1)); cat -v\\r\"}");
			fx.awaitScreen("w1:p1", "plain-2");
			cli.send("{\"type\":\"terminal.input\",\"text\":\"\\u001b[200~pasted-one\\u001b[201~\"}");
			cli.send("{\"type\":\"terminal.input\",\"text\":\"|\\u001b[200~a\\u001b[201~\"}");
			fx.awaitScreen("w1:p1", "pasted-one|^[[200~a^[[201~");
			cli.send("{\"type\":\"terminal.input\",\"text\":\"\\r\\u0004printf '\\\\033[?2004h'; echo bracketed-$((1+1)); cat -v\\r\"}");
			fx.awaitScreen("w1:p1", "bracketed-2");
			cli.send("{\"type\":\"terminal.input\",\"text\":\"\\u001b[200~pasted-two\\u001b[201~\"}");
			fx.awaitScreen("w1:p1", "^[[200~pasted-two^[[201~");
		}
	}

	@Test
	void aControllerKilledMidStreamFreesItsTerminal() throws Exception {
		fx.ok("pane.split", "target_pane_id", "w1:p1", "direction", "right");
		CliProcess killed = control(terminal);
		killed.next(10_000);
		assertEquals(15, viewportRows());
		killed.kill();
		SimFixture.await("the PTY following its layout again, as it does once no controller holds it", 10_000, () -> {
			try {
				fx.ok("layout.set_split_ratio", "tab_id", "w1:t1", "path", List.of(), "ratio", 0.5);
				return viewportRows() == 36;
			} catch (IOException e) {
				return false;
			}
		});
		try (CliProcess next = control(terminal)) {
			assertEquals("terminal.frame", next.next(10_000).get("type").getAsString(), "no takeover needed");
		}
	}

	private int viewportRows() throws IOException {
		return fx.ok("pane.get", "pane_id", "w1:p1").getAsJsonObject("pane").getAsJsonObject("scroll")
				.get("viewport_rows").getAsInt();
	}

	@Test
	void aStoppingServerClosesStreamsWithItsReason() throws Exception {
		try (CliProcess cli = control(terminal);
				CliProcess observer = new CliProcess(fx, "--session", "term", "terminal", "session", "observe", terminal)) {
			cli.next(10_000);
			observer.next(10_000);
			fx.ok("server.stop");
			assertEquals("server is shutting down", cli.closed(10_000).get("reason").getAsString());
			assertEquals("server is shutting down", observer.closed(10_000).get("reason").getAsString());
			assertEquals(0, cli.exit(5000));
			assertEquals(0, observer.exit(5000));
		}
	}
}
