package ovvi.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import com.google.gson.JsonObject;

import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.exec.LocalExec;
import ovvi.herdr.terminal.StreamEnd;
import ovvi.herdr.terminal.TerminalInput;
import ovvi.model.SessionControl;
import ovvi.testing.SimServer;

/** A card's terminal against the herdr simulator: real streams, a real shell in a real PTY. */
class PaneTerminalTest {

	@RegisterExtension
	static final SimServer SIM = new SimServer();

	private static final Duration PATIENCE = Duration.ofSeconds(20);

	private HerdrSession session;
	private ScheduledExecutorService timer;
	private String paneId;
	private String terminalId;

	/** What one card saw. */
	private static final class Card implements PaneTerminal.Listener {
		final BlockingQueue<TerminalStatus> statuses = new LinkedBlockingQueue<>();
		final BlockingQueue<Integer> scrolledBack = new LinkedBlockingQueue<>();
		/** One entry per full frame: herdr sends one on attach and after every resize. */
		final BlockingQueue<Boolean> fullFrames = new LinkedBlockingQueue<>();

		/** herdr's words on each input it did not take. */
		final BlockingQueue<String> ignored = new LinkedBlockingQueue<>();

		@Override
		public void inputIgnored(String reason) {
			ignored.add(reason);
		}

		/** Per frame, whether herdr drew it at the card's grid. */
		final BlockingQueue<Boolean> atGrid = new LinkedBlockingQueue<>();

		@Override
		public void frame(byte[] ansi, boolean full, boolean atCardsGrid) {
			if (full) {
				fullFrames.add(true);
			}
			atGrid.add(atCardsGrid);
		}

		/** Skips frames until one that is (or is not) at the card's grid. */
		void awaitFrame(boolean atCardsGrid) throws InterruptedException {
			for (Boolean next = atGrid.poll(PATIENCE.toSeconds(), TimeUnit.SECONDS); next == null
					|| next != atCardsGrid; next = atGrid.poll(PATIENCE.toSeconds(), TimeUnit.SECONDS)) {
				if (next == null) {
					throw new AssertionError("no frame " + (atCardsGrid ? "at" : "off") + " the card's grid within " + PATIENCE);
				}
			}
		}

		void awaitFullFrame() throws InterruptedException {
			if (fullFrames.poll(PATIENCE.toSeconds(), TimeUnit.SECONDS) == null) {
				throw new AssertionError("no full frame within " + PATIENCE);
			}
		}

		@Override
		public void status(TerminalStatus status) {
			statuses.add(status);
		}

		@Override
		public void scrolledBack(int lines) {
			scrolledBack.add(lines);
		}

		int nextScrolledBack() throws InterruptedException {
			Integer lines = scrolledBack.poll(PATIENCE.toSeconds(), TimeUnit.SECONDS);
			if (lines == null) {
				throw new AssertionError("the card heard nothing of herdr's viewport within " + PATIENCE);
			}
			return lines;
		}

		TerminalStatus next() throws InterruptedException {
			TerminalStatus status = statuses.poll(PATIENCE.toSeconds(), TimeUnit.SECONDS);
			if (status == null) {
				throw new AssertionError("the card's status did not change within " + PATIENCE);
			}
			return status;
		}

		/** Skips statuses until one in the given state, which it returns. */
		TerminalStatus await(TerminalStatus.State state) throws InterruptedException {
			for (TerminalStatus status = next();; status = next()) {
				if (status.state() == state) {
					return status;
				}
			}
		}
	}

	@BeforeEach
	void openAPane() throws Exception {
		Files.writeString(SIM.home().resolve(".bash_profile"),
				"export PATH=\"" + SimServer.herdr().getParent() + ":$PATH\"\n");
		session = new HerdrSession(LocalExec.start(SIM.environment("/bin/bash")), SimServer.SESSION);
		timer = Executors.newSingleThreadScheduledExecutor();
		JsonObject params = new JsonObject();
		params.addProperty("cwd", SIM.home().toString());
		params.addProperty("focus", false);
		JsonObject workspace = session.call("workspace.create", params);
		String workspaceId = workspace.getAsJsonObject("workspace").get("workspace_id").getAsString();
		JsonObject snapshot = session.call("session.snapshot", null).getAsJsonObject("snapshot");
		for (var element : snapshot.getAsJsonArray("panes")) {
			JsonObject pane = element.getAsJsonObject();
			if (workspaceId.equals(pane.get("workspace_id").getAsString())) {
				paneId = pane.get("pane_id").getAsString();
				terminalId = pane.get("terminal_id").getAsString();
			}
		}
	}

	@AfterEach
	void closeThePane() throws Exception {
		timer.shutdownNow();
		JsonObject params = new JsonObject();
		params.addProperty("pane_id", paneId);
		try {
			session.call("pane.close", params);
		} catch (Exception alreadyGone) {
			// a test closed it
		}
	}

	private String screen() throws Exception {
		JsonObject params = new JsonObject();
		params.addProperty("pane_id", paneId);
		params.addProperty("source", "recent");
		params.addProperty("lines", 200);
		return session.call("pane.read", params).getAsJsonObject("read").get("text").getAsString();
	}

	/** Waits until the pane's text has a line equal to {@code line}; the shell answers in its own time. */
	private void awaitLine(String line) throws Exception {
		awaitScreen(line::equals, "'" + line + "'");
	}

	private void awaitScreen(java.util.function.Predicate<String> line, String what) throws Exception {
		long deadline = System.nanoTime() + PATIENCE.toNanos();
		String text = screen();
		while (!text.lines().anyMatch(line)) {
			if (System.nanoTime() > deadline) {
				throw new AssertionError("no line " + what + " in the pane:\n" + text);
			}
			TimeUnit.MILLISECONDS.sleep(50); // polling herdr's screen: the pane emits no event for it
			text = screen();
		}
	}

	/** A seat of its own: the card acts as another device would, the only window of its app. */
	private static SessionControl.Seat device() {
		return new SessionControl().join();
	}

	private static TerminalKey text(String text) {
		return new TerminalKey.Text(text.getBytes(StandardCharsets.UTF_8));
	}

	@Test
	void typedTextReachesTheShellOnTheStream() throws Exception {
		Card card = new Card();
		try (PaneTerminal terminal = new PaneTerminal(session, paneId, terminalId, device(), card, timer)) {
			terminal.size(80, 24);
			assertEquals(TerminalStatus.LIVE, card.await(TerminalStatus.State.LIVE));
			String word = "ovvi-" + UUID.randomUUID().toString().substring(0, 8);
			terminal.type(text("echo " + word + "\r"));
			card.awaitFullFrame();
			awaitLine(word);
		}
	}

	@Test
	void keysTypedBeforeTheCardHasASizeArriveOnceItStreams() throws Exception {
		Card card = new Card();
		try (PaneTerminal terminal = new PaneTerminal(session, paneId, terminalId, device(), card, timer)) {
			terminal.type(text("echo typed-before"));
			terminal.type(text("-the-size\r"));
			terminal.size(80, 24);
			card.await(TerminalStatus.State.LIVE);
			awaitLine("typed-before-the-size");
			assertTrue(card.statuses.stream().noneMatch(s -> s.state() == TerminalStatus.State.FAILED), card.statuses.toString());
		}
	}

	@Test
	void specialKeysGoToHerdrInOrderWithTheText() throws Exception {
		Card card = new Card();
		try (PaneTerminal terminal = new PaneTerminal(session, paneId, terminalId, device(), card, timer)) {
			terminal.size(80, 24);
			card.await(TerminalStatus.State.LIVE);
			// ctrl+u (pane.send_keys) erases what was typed before it on the stream. Text and named
			// keys take two paths to the pane, which herdr does not order (the seed accepts this):
			// the test lets the shell echo the text before the key goes.
			terminal.type(text("echo discarded"));
			awaitScreen(line -> line.endsWith("echo discarded"), "ending in 'echo discarded'");
			terminal.type(new TerminalKey.Named("ctrl+u"));
			terminal.type(text("echo kept-after-ctrl-u\r"));
			awaitLine("kept-after-ctrl-u");
			assertTrue(screen().lines().noneMatch("discarded"::equals), screen());
		}
	}

	@Test
	void theGridGoesToHerdrOnceTheSizeHasSettled() throws Exception {
		Card card = new Card();
		try (PaneTerminal terminal = new PaneTerminal(session, paneId, terminalId, device(), card, timer)) {
			terminal.size(80, 24);
			card.await(TerminalStatus.State.LIVE);
			card.awaitFullFrame();
			terminal.size(90, 25);
			terminal.size(100, 30);
			terminal.size(101, 33);
			// herdr answers a resize with a full frame
			card.awaitFullFrame();
			terminal.type(text("stty size\r"));
			awaitLine("33 101");
			assertTrue(card.fullFrames.isEmpty(), "the three sizes made one resize");
		}
	}

	@Test
	void aFrameSaysWhetherHerdrDrewItAtTheCardsGrid() throws Exception {
		Card card = new Card();
		try (PaneTerminal terminal = new PaneTerminal(session, paneId, terminalId, device(), card, timer)) {
			terminal.size(80, 24);
			card.await(TerminalStatus.State.LIVE);
			card.awaitFrame(true);
			// the new grid's resize waits on the card's timer behind this until the test lets it go
			CountDownLatch resizeHeld = new CountDownLatch(1);
			timer.execute(() -> {
				try {
					resizeHeld.await();
				} catch (InterruptedException interrupted) {
					Thread.currentThread().interrupt();
				}
			});
			terminal.size(100, 30);
			card.atGrid.clear();
			JsonObject params = new JsonObject();
			params.addProperty("pane_id", paneId);
			params.addProperty("text", "echo drawn-at-the-old-grid\r");
			session.call("pane.send_text", params);
			card.awaitFrame(false);
			resizeHeld.countDown();
			card.awaitFrame(true);
		}
	}

	@Test
	void aPasteHerdrsWriteQueueRefusesIsToldInHerdrsWordsAndTheStreamGoesOn() throws Exception {
		Card card = new Card();
		try (PaneTerminal terminal = new PaneTerminal(session, paneId, terminalId, device(), card, timer)) {
			terminal.size(80, 24);
			card.await(TerminalStatus.State.LIVE);
			card.awaitFullFrame();
			// a busy TUI: raw mode, nothing read, so a paste piles up in herdr's write queue
			terminal.type(text("stty raw -echo; sleep 60\r"));
			JsonObject params = new JsonObject();
			params.addProperty("pane_id", paneId);
			long deadline = System.nanoTime() + PATIENCE.toNanos();
			while (!session.call("pane.process_info", params).toString().contains("\"sleep\"")) {
				assertTrue(System.nanoTime() < deadline, "sleep holds the pane within " + PATIENCE);
				TimeUnit.MILLISECONDS.sleep(50); // polling herdr's process info: no event tells of it
			}
			// pastes until herdr says no, whatever its limit (at most 64, 57 MB)
			String paste = TerminalClipboard.bracketed("x".repeat(900_000));
			String refusal = null;
			for (int i = 0; i < 64 && refusal == null; i++) {
				terminal.type(new TerminalKey.Line(TerminalInput.text(paste)));
				refusal = card.ignored.poll(250, TimeUnit.MILLISECONDS);
			}
			if (refusal == null) {
				refusal = card.ignored.poll(PATIENCE.toSeconds(), TimeUnit.SECONDS);
			}
			assertEquals("terminal attach paste failed: PTY write queue is full", refusal);
			terminal.size(90, 25);
			card.awaitFullFrame();
			assertTrue(card.statuses.stream().noneMatch(status -> status.state() != TerminalStatus.State.LIVE),
					"the stream went on: " + card.statuses);
		}
	}

	@Test
	void aSecondCardWatchesUntilItsUserTypesThenTheFirstWatches() throws Exception {
		Card first = new Card();
		Card second = new Card();
		try (PaneTerminal a = new PaneTerminal(session, paneId, terminalId, device(), first, timer);
				PaneTerminal b = new PaneTerminal(session, paneId, terminalId, device(), second, timer)) {
			a.size(80, 24);
			first.await(TerminalStatus.State.LIVE);
			b.size(70, 20);
			assertEquals(TerminalStatus.IN_USE_ELSEWHERE, second.await(TerminalStatus.State.WATCHING));

			b.type(text("echo typed-in-the-second-card\r"));
			second.await(TerminalStatus.State.LIVE);
			assertEquals(TerminalStatus.IN_USE_ELSEWHERE, first.await(TerminalStatus.State.WATCHING));
			awaitLine("typed-in-the-second-card");
			assertTrue(first.statuses.stream().noneMatch(s -> s.state() == TerminalStatus.State.LIVE),
					"the first card never takes control back by itself");
		}
	}

	@Test
	void twoWindowsOfOneAppShareTheSessionsControlWithoutInUseElsewhere() throws Exception {
		SessionControl control = new SessionControl();
		SessionControl.Seat firstWindow = control.join();
		SessionControl.Seat secondWindow = control.join();
		Card first = new Card();
		Card second = new Card();
		try (PaneTerminal a = new PaneTerminal(session, paneId, terminalId, firstWindow, first, timer);
				PaneTerminal b = new PaneTerminal(session, paneId, terminalId, secondWindow, second, timer)) {
			a.size(80, 24);
			first.await(TerminalStatus.State.LIVE);
			b.size(70, 20);
			assertEquals(TerminalStatus.IN_ANOTHER_WINDOW, second.next(), "the second window watches from the start");

			b.type(text("echo typed-in-the-second-window\r"));
			second.await(TerminalStatus.State.LIVE);
			assertTrue(secondWindow.controls());
			assertEquals(TerminalStatus.IN_ANOTHER_WINDOW, first.await(TerminalStatus.State.OTHER_WINDOW));
			awaitLine("typed-in-the-second-window");

			a.takeBack();
			first.await(TerminalStatus.State.LIVE);
			assertEquals(TerminalStatus.IN_ANOTHER_WINDOW, second.await(TerminalStatus.State.OTHER_WINDOW));
			assertTrue(first.statuses.stream().noneMatch(s -> s.state() == TerminalStatus.State.WATCHING)
					&& second.statuses.stream().noneMatch(s -> s.state() == TerminalStatus.State.WATCHING),
					"no card of either window says In use elsewhere");
		}
	}

	@Test
	void whenTheControllingWindowLetsTheSessionGoTheOtherTakesItAtItsOwnSize() throws Exception {
		SessionControl control = new SessionControl();
		SessionControl.Seat firstWindow = control.join();
		SessionControl.Seat secondWindow = control.join();
		Card first = new Card();
		Card second = new Card();
		try (PaneTerminal b = new PaneTerminal(session, paneId, terminalId, secondWindow, second, timer)) {
			try (PaneTerminal a = new PaneTerminal(session, paneId, terminalId, firstWindow, first, timer)) {
				a.size(80, 24);
				first.await(TerminalStatus.State.LIVE);
				b.size(70, 20);
				second.await(TerminalStatus.State.OTHER_WINDOW);
				firstWindow.leave();
			}
			second.await(TerminalStatus.State.LIVE);
			b.type(text("stty size\r"));
			awaitLine("20 70");
		}
	}

	@Test
	void theWheelScrollsHerdrsViewportAndTypingReturnsIt() throws Exception {
		Card card = new Card();
		try (PaneTerminal terminal = new PaneTerminal(session, paneId, terminalId, device(), card, timer)) {
			terminal.size(80, 24);
			card.await(TerminalStatus.State.LIVE);
			terminal.type(text("seq 1 200\r"));
			awaitLine("200");
			terminal.scroll(TerminalInput.scroll(TerminalInput.Direction.UP, 30, TerminalInput.ScrollSource.WHEEL, 3, 4, 0));
			int scrolled = card.nextScrolledBack();
			while (scrolled != 30) { // frames sent before herdr took the scroll are read first
				assertEquals(0, scrolled, "herdr's viewport before and after the scroll");
				scrolled = card.nextScrolledBack();
			}
			JsonObject params = new JsonObject();
			params.addProperty("pane_id", paneId);
			params.addProperty("source", "visible");
			String visible = session.call("pane.read", params).getAsJsonObject("read").get("text").getAsString();
			assertTrue(visible.lines().noneMatch("200"::equals), "the viewport shows older output:\n" + visible);
			terminal.type(text("x"));
			assertEquals(0, card.scrolledBack.stream().reduce((x, y) -> y).orElse(-1), "input returns herdr's viewport to the bottom");
		}
	}

	@Test
	void aClickTakesControlAndAPasteArrivesWholeInOrderWithTheKeys() throws Exception {
		Card first = new Card();
		Card second = new Card();
		try (PaneTerminal a = new PaneTerminal(session, paneId, terminalId, device(), first, timer);
				PaneTerminal b = new PaneTerminal(session, paneId, terminalId, device(), second, timer)) {
			a.size(80, 24);
			first.await(TerminalStatus.State.LIVE);
			b.size(80, 24);
			second.await(TerminalStatus.State.WATCHING);
			b.scroll(TerminalInput.scroll(TerminalInput.Direction.UP, 3, TerminalInput.ScrollSource.WHEEL, 0, 0, 0));
			b.type(new TerminalKey.Line(TerminalInput.mouse(TerminalInput.MouseButton.LEFT, TerminalInput.MouseAction.DOWN, 1, 1, 0)));
			b.type(text("echo one-"));
			b.type(new TerminalKey.Line(TerminalInput.text(TerminalClipboard.bracketed("two-\u001b[201~three"))));
			b.type(text("-four\r"));
			second.await(TerminalStatus.State.LIVE);
			first.await(TerminalStatus.State.WATCHING);
			awaitLine("one-two-three-four");
			assertTrue(second.scrolledBack.isEmpty(), "a watching card does not scroll");
		}
	}

	@Test
	void aClosedPaneLeavesTheCardGone() throws Exception {
		Card card = new Card();
		try (PaneTerminal terminal = new PaneTerminal(session, paneId, terminalId, device(), card, timer)) {
			terminal.size(80, 24);
			card.await(TerminalStatus.State.LIVE);
			JsonObject params = new JsonObject();
			params.addProperty("pane_id", paneId);
			session.call("pane.close", params);
			TerminalStatus gone = card.await(TerminalStatus.State.GONE);
			assertTrue(gone.message().contains("not found") || gone.message().contains("exited"), gone.message());
		}
	}

	@Test
	void aStreamThatFailsWhileThePageIsNotLiveWaitsThenOpensAtOnceWhenItIs() throws Exception {
		Card card = new Card();
		try (PaneTerminal terminal = new PaneTerminal(session, paneId, terminalId, device(), card, timer)) {
			terminal.size(80, 24);
			card.await(TerminalStatus.State.LIVE);
			terminal.pageLive(false);
			killStream();
			card.await(TerminalStatus.State.FAILED);
			// a window for a reopen that must not come: longer than a live page's 5 s between tries
			Duration window = StreamEnd.FAILED.reopenAfter().plusSeconds(1);
			TerminalStatus meanwhile = card.statuses.poll(window.toMillis(), TimeUnit.MILLISECONDS);
			assertNull(meanwhile, "while the page is not live the stream waits");

			terminal.pageLive(true);
			card.await(TerminalStatus.State.LIVE);
		}
	}

	/** Ends the card's control stream from outside, as a dropped connection does: its process is killed by pid. */
	private void killStream() throws Exception {
		List<ProcessHandle> streams = ProcessHandle.current().descendants()
				.filter(process -> process.info().arguments().map(List::of)
						.map(args -> args.contains(terminalId) && args.contains("control")).orElse(false))
				.toList();
		assertFalse(streams.isEmpty(), "the stream runs as a process of its own");
		for (ProcessHandle stream : streams) {
			stream.destroyForcibly();
			stream.onExit().get(PATIENCE.toSeconds(), TimeUnit.SECONDS);
		}
	}
}
