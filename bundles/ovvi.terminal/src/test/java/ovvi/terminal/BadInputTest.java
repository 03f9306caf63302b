package ovvi.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import ovvi.herdr.terminal.TerminalInput;
import ovvi.model.SessionControl;
import ovvi.testing.SimServer;

/**
 * Programs that misbehave, in a real shell of the herdr simulator, through a card's stream,
 * filter and TM Terminal's own model: nothing the program wrote or the user typed is lost, the
 * card shows what herdr shows, and nothing hangs.
 */
class BadInputTest {

	@RegisterExtension
	static final SimServer SIM = new SimServer();

	private static final int COLS = 80;
	private static final int ROWS = 24;

	private SimPane pane;
	private ScheduledExecutorService timer;
	private GridCard card;
	private PaneTerminal terminal;

	@BeforeEach
	void openACard() throws Exception {
		pane = SimPane.open(SIM);
		timer = Executors.newSingleThreadScheduledExecutor();
		card = new GridCard(COLS, ROWS);
		terminal = new PaneTerminal(pane.session, pane.paneId, pane.terminalId, new SessionControl().join(), card, timer);
		terminal.size(COLS, ROWS);
		card.awaitLive();
	}

	@AfterEach
	void closeIt() throws Exception {
		terminal.close();
		timer.shutdownNow();
		pane.close();
	}

	private static TerminalKey text(String text) {
		return new TerminalKey.Text(text.getBytes(StandardCharsets.UTF_8));
	}

	private void run(String command) {
		terminal.type(text(command + "\r"));
	}

	/** The invariant, once frames settle: the card's rows are herdr's visible screen; the first difference is named. */
	private void awaitCardShowsWhatHerdrShows(String what) throws InterruptedException {
		card.await(() -> card.rows().equals(pane.visible()), () -> what + ": " + difference(card.rows(), pane.visible()));
	}

	private static String difference(List<String> card, List<String> herdr) {
		for (int row = 0; row < Math.max(card.size(), herdr.size()); row++) {
			String mine = row < card.size() ? card.get(row) : "";
			String theirs = row < herdr.size() ? herdr.get(row) : "";
			if (!mine.equals(theirs)) {
				int column = 0;
				while (column < Math.min(mine.length(), theirs.length()) && mine.charAt(column) == theirs.charAt(column)) {
					column++;
				}
				return "row " + row + " differs from column " + column + ": card '" + mine + "', herdr '" + theirs + "'";
			}
		}
		return "no difference";
	}

	@Test
	void invalidUtf8ShowsAsHerdrShowsItAndTheRestOfTheLineStays() throws Exception {
		run("clear; printf 'bad:\\377\\376:\\303(:\\355\\240\\200:\\360\\237:end\\n'");
		card.await(() -> pane.hasLine(line -> line.startsWith("bad:") && line.endsWith(":end")), () -> "herdr shows the line: "
				+ pane.recent());
		awaitCardShowsWhatHerdrShows("invalid UTF-8");
		String line = card.rows().stream().filter(row -> row.startsWith("bad:")).findFirst().orElseThrow();
		assertTrue(line.startsWith("bad:\uFFFD") && line.contains("\uFFFD(:"), "replacement characters stand for bad bytes: " + line);
	}

	@Test
	void aOneMegabyteLineWithoutANewlineShowsWholeAndTheShellAnswersAfterIt() throws Exception {
		int bytes = 1 << 20;
		run("clear; head -c " + bytes + " /dev/zero | tr '\\0' x; echo; echo after-the-long-line");
		card.await(() -> card.rows().contains("after-the-long-line"), () -> "the shell went on after the line: " + card.rows());
		awaitCardShowsWhatHerdrShows("a 1 MB line");
		List<String> rows = card.rows();
		int after = rows.indexOf("after-the-long-line");
		assertEquals("x".repeat(bytes % COLS), rows.get(after - 1), "the line's last row, to its last byte");
		assertEquals("x".repeat(COLS), rows.get(after - 2), "full rows before it");
		run("echo still-typing");
		card.await(() -> card.rows().contains("still-typing"), () -> "typing still reaches the shell: " + card.rows());
	}

	@Test
	void keysTypedWhileAProgramPours100000LinesArriveWholeAndInOrder() throws Exception {
		run("clear; seq 1 100000");
		card.await(() -> card.rows().stream().anyMatch(row -> row.matches("[0-9]+")), () -> "seq is writing: " + card.rows());
		String typed = "echo typed-0123456789abcdefghijklmnopqrstuvwxyz";
		for (char key : typed.toCharArray()) {
			terminal.type(text(String.valueOf(key)));
		}
		terminal.type(text("\r"));
		// the terminal echoed the line while seq wrote; the shell runs it after its next prompt
		card.await(() -> card.rows().stream().anyMatch(row -> row.endsWith(" typed-0123456789abcdefghijklmnopqrstuvwxyz")
				&& !row.contains("echo")), () -> "the shell ran the typed line once seq ended: " + card.rows());
		assertTrue(pane.hasLine("100000"::equals), "seq wrote its last line");
		awaitCardShowsWhatHerdrShows("after 100 000 lines");
	}

	/**
	 * A program turns on mouse reports, the alternate screen, application cursor keys, bracketed
	 * paste and a hidden blinking bar, and exits leaving them on: herdr encodes the next program's
	 * input for them. Once herdr's terminal is reset (RIS, as {@code reset} sends), the program
	 * after it reads plain keys, no clicks and unbracketed pastes, and the card shows a plain screen
	 * and a shown block cursor. Each reader takes an exact count of bytes: it ends by itself when
	 * all arrived, and a byte too many or too few shows in what it read.
	 */
	@Test
	void modesAProgramLeftOnLastUntilHerdrResetsThenTheNextProgramSeesASaneTerminal() throws Exception {
		// each line typed arrives while the program before it runs: the terminal echoes it then, and
		// what the next command prints follows the shell's prompt
		run("sh -c \"printf '\\033[?1000h\\033[?1006h\\033[?1049h\\033[?1h\\033[?2004h\\033[?25l\\033[5 q'\"");
		// ESC O A, a bracketed "p" and one SGR press: 3 + 13 + 9 bytes
		run("stty -icanon -echo; echo left-on:$((6*7)); dd bs=1 count=25 status=none | cat -v; echo; echo left-on-read:$((6*7))");
		card.await(() -> pane.hasLine(line -> line.endsWith("left-on:42")), () -> "the reader runs: " + pane.recent());
		card.await(() -> card.cursor().shape() == CursorLook.Shape.BAR && card.cursor().blinking() && !card.cursor().visible(),
				() -> "the card follows the hidden blinking bar: " + card.cursor());
		terminal.type(new TerminalKey.Named("up"));
		card.await(() -> pane.hasLine(line -> line.startsWith("^[OA")), () -> "up in application cursor mode: " + pane.recent());
		terminal.type(new TerminalKey.Line(TerminalInput.text(TerminalClipboard.bracketed("p"))));
		terminal.point(TerminalInput.mouse(TerminalInput.MouseButton.LEFT, TerminalInput.MouseAction.DOWN, 2, 3, 0));
		card.await(() -> pane.hasLine(line -> line.endsWith("left-on-read:42")), () -> "the reader read its 25 bytes: " + pane.recent());
		assertTrue(pane.hasLine("^[OA^[[200~p^[[201~^[[<0;3;4M"::equals), pane.recent().toString());

		// ESC [ A, no click, a plain "p" and "!": 3 + 0 + 1 + 1 bytes
		run("stty sane; printf '\\033c'; stty -icanon -echo; echo after-reset:$((6*7)); dd bs=1 count=5 status=none | cat -v; echo; echo after-reset-read:$((6*7))");
		card.await(() -> pane.hasLine(line -> line.endsWith("after-reset:42")), () -> "the next reader runs: " + pane.recent());
		terminal.type(new TerminalKey.Named("up"));
		card.await(() -> pane.hasLine(line -> line.startsWith("^[[A")), () -> "up in normal cursor mode: " + pane.recent());
		terminal.point(TerminalInput.mouse(TerminalInput.MouseButton.LEFT, TerminalInput.MouseAction.DOWN, 2, 3, 0));
		terminal.type(new TerminalKey.Line(TerminalInput.text(TerminalClipboard.bracketed("p"))));
		terminal.type(text("!"));
		card.await(() -> pane.hasLine(line -> line.endsWith("after-reset-read:42")), () -> "the next reader read its 5 bytes: " + pane.recent());
		assertTrue(pane.hasLine("^[[Ap!"::equals), "no click, no brackets: " + pane.recent());
		awaitCardShowsWhatHerdrShows("after the reset");
		card.await(() -> card.cursor().equals(CursorLook.DEFAULT.at(card.cursor().row(), card.cursor().column())),
				() -> "xterm's blinking block, shown: " + card.cursor());
	}
}
