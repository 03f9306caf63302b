package ovvi.herdr.terminal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.exec.LocalExec;
import ovvi.herdr.testing.Fifos;
import ovvi.testing.TempHome;

/**
 * A terminal stream's run and its ends, against a herdr stand-in that behaves as §9 says and
 * writes herdr 0.9.2+'s lines ({@code src/client/terminal_sessions.rs}, serde_json::json!: keys in
 * alphabetical order, with {@code encoding}), and lines no herdr writes, which end the stream with
 * a reason (the card opens it again) instead of leaving it waiting: the stand-in sleeps after them.
 */
class TerminalStreamTest {

	/** argv: --session S terminal session control|observe ID --cols C --rows R [--takeover] */
	private static final String FAKE_HERDR = """
			#!/bin/sh
			mode=$5; id=$6
			frame093='{"bytes":"aGk=","encoding":"ansi","full":true,"height":24,"seq":1,"type":"terminal.frame","width":80}'
			case "$id" in
			  missing) echo '{"type":"terminal.closed","reason":"terminal session control failed: terminal target missing not found"}'; exit 0;;
			  broken) echo "herdr: failed to connect to server: Connection refused" >&2; exit 1;;
			  v093) echo "$frame093"; echo '{"reason":"detached","type":"terminal.closed"}'; exit 0;;
			  unknown) echo '{"type":"terminal.graphics","placement":1}'; echo "$frame093"; exec sleep 60;;
			  truncated) echo "$frame093"; echo '{"bytes":"aGk=","encoding":"an'; exec sleep 60;;
			  notobject) echo '["terminal.frame"]'; exec sleep 60;;
			  badbase64) echo '{"bytes":"@@not base64@@","encoding":"ansi","full":false,"height":24,"seq":2,"type":"terminal.frame","width":80}'; exec sleep 60;;
			  huge) head -c 10000000 /dev/zero | tr '\\0' x; echo; exec sleep 60;;
			esac
			printf '{"type":"terminal.frame","seq":1,"encoding":"ansi","width":%s,"height":%s,"full":true,"bytes":"aGk="}\\n' "$8" "${10}"
			if [ "$mode" = observe ] || [ "$id" = hung ]; then
			  if [ -p "$HOME/herdr.pid" ]; then echo $$ > "$HOME/herdr.pid"; fi
			  exec sleep 60
			fi
			while IFS= read -r line; do
			  printf '{"type":"terminal.frame","seq":2,"width":1,"height":1,"full":false,"bytes":"%s"}\\n' "$(printf %s "$line" | base64 -w0)"
			done
			echo '{"type":"terminal.closed","reason":"detached"}'
			""";

	@TempDir
	Path home;
	private HerdrSession session;
	private final BlockingQueue<TerminalEvent> events = new LinkedBlockingQueue<>();

	@BeforeEach
	void fakeHerdr() throws Exception {
		TempHome.writeScript(home.resolve(".local/bin/herdr"), FAKE_HERDR);
		session = new HerdrSession(LocalExec.start(TempHome.environment(home, "/bin/sh")), "work");
	}

	private TerminalEvent next() throws InterruptedException {
		TerminalEvent event = events.poll(10, TimeUnit.SECONDS);
		if (event == null) {
			throw new AssertionError("no terminal event within 10 s");
		}
		return event;
	}

	@Test
	void controlStreamsFramesTakesInputAndDetachesOnClose() throws Exception {
		TerminalStream stream = TerminalStream.open(session, "term_1", 100, 30, TerminalStream.Mode.CONTROL, events::add);
		var first = assertInstanceOf(TerminalEvent.Frame.class, next());
		assertEquals(100, first.width());
		assertEquals(30, first.height());
		assertArrayEquals("hi".getBytes(StandardCharsets.US_ASCII), first.ansi());
		stream.send(TerminalInput.text("ls\r"));
		var echoed = assertInstanceOf(TerminalEvent.Frame.class, next());
		assertEquals("{\"type\":\"terminal.input\",\"text\":\"ls\\r\"}", new String(echoed.ansi(), StandardCharsets.UTF_8));
		stream.close();
		assertEquals(new TerminalEvent.Closed(StreamEnd.DETACHED, "detached"), next());
	}

	@Test
	void aMissingTerminalIsGone() throws Exception {
		TerminalStream.open(session, "missing", 80, 24, TerminalStream.Mode.CONTROL, events::add);
		assertEquals(StreamEnd.GONE, assertInstanceOf(TerminalEvent.Closed.class, next()).end());
	}

	@Test
	void aFailedConnectShowsHerdrsReason() throws Exception {
		TerminalStream.open(session, "broken", 80, 24, TerminalStream.Mode.CONTROL, events::add);
		var closed = assertInstanceOf(TerminalEvent.Closed.class, next());
		assertEquals(StreamEnd.FAILED, closed.end());
		assertEquals("herdr: failed to connect to server: Connection refused", closed.reason());
	}

	@Test
	void anObserveStreamIgnoringItsStdinEndsThroughTheWrapper() throws Exception {
		TerminalStream stream = TerminalStream.open(session, "term_2", 80, 24, TerminalStream.Mode.OBSERVE, events::add);
		assertInstanceOf(TerminalEvent.Frame.class, next());
		assertThrows(IllegalStateException.class, () -> stream.send(TerminalInput.text("x")));
		stream.close();
		assertEquals(StreamEnd.DETACHED, assertInstanceOf(TerminalEvent.Closed.class, next()).end());
	}

	@Test
	void aHungControlStreamIsKilledAboutASecondAfterItsClose() throws Exception {
		TerminalStream stream = TerminalStream.open(session, "hung", 80, 24, TerminalStream.Mode.TAKEOVER, events::add);
		assertInstanceOf(TerminalEvent.Frame.class, next());
		long closedAt = System.nanoTime();
		stream.close();
		assertEquals(StreamEnd.DETACHED, assertInstanceOf(TerminalEvent.Closed.class, next()).end());
		long took = System.nanoTime() - closedAt;
		assertTrue(took >= TimeUnit.MILLISECONDS.toNanos(900) && took < TimeUnit.SECONDS.toNanos(8),
				"killed about a second after its close, not " + took / 1_000_000 + " ms");
	}

	@Test
	void aDroppedControlStreamIsKilledAtOnce() throws Exception {
		Path pid = Fifos.make(home.resolve("herdr.pid"));
		TerminalStream stream = TerminalStream.open(session, "hung", 80, 24, TerminalStream.Mode.CONTROL, events::add);
		ProcessHandle herdr = ProcessHandle.of(Long.parseLong(Files.readString(pid).strip())).orElseThrow();
		assertInstanceOf(TerminalEvent.Frame.class, next());
		long droppedAt = System.nanoTime();
		stream.drop();
		assertEquals(StreamEnd.DETACHED, assertInstanceOf(TerminalEvent.Closed.class, next()).end());
		herdr.onExit().get(10, TimeUnit.SECONDS);
		long took = System.nanoTime() - droppedAt;
		assertTrue(took < TimeUnit.MILLISECONDS.toNanos(900), "no wait for the 1 s fallback: " + took / 1_000_000 + " ms");
	}

	@Test
	void aDroppedObserveStreamOnlyLosesItsStdinAndItsWrapperEndsHerdr() throws Exception {
		Path pid = Fifos.make(home.resolve("herdr.pid"));
		TerminalStream stream = TerminalStream.open(session, "term_3", 80, 24, TerminalStream.Mode.OBSERVE, events::add);
		ProcessHandle herdr = ProcessHandle.of(Long.parseLong(Files.readString(pid).strip())).orElseThrow();
		assertInstanceOf(TerminalEvent.Frame.class, next());
		stream.drop();
		assertEquals(StreamEnd.DETACHED, assertInstanceOf(TerminalEvent.Closed.class, next()).end());
		herdr.onExit().get(10, TimeUnit.SECONDS);
	}

	private TerminalEvent.Closed failedWith(String id, String why) throws Exception {
		TerminalStream.open(session, id, 80, 24, TerminalStream.Mode.CONTROL, events::add);
		TerminalEvent event;
		do {
			event = next();
		} while (event instanceof TerminalEvent.Frame);
		var closed = assertInstanceOf(TerminalEvent.Closed.class, event);
		assertEquals(StreamEnd.FAILED, closed.end());
		assertTrue(closed.reason().contains(why), closed.reason());
		return closed;
	}

	@Test
	void herdr093LinesDecodeWithTheirKeysInAnyOrder() throws Exception {
		TerminalStream.open(session, "v093", 80, 24, TerminalStream.Mode.CONTROL, events::add);
		var frame = assertInstanceOf(TerminalEvent.Frame.class, next());
		assertEquals(1, frame.seq());
		assertEquals(80, frame.width());
		assertEquals(24, frame.height());
		assertTrue(frame.full());
		assertArrayEquals("hi".getBytes(StandardCharsets.US_ASCII), frame.ansi());
		assertEquals(new TerminalEvent.Closed(StreamEnd.DETACHED, "detached"), next());
	}

	@Test
	void aRecordOfAnUnknownTypeIsPassedOver() throws Exception {
		TerminalStream.open(session, "unknown", 80, 24, TerminalStream.Mode.CONTROL, events::add);
		assertArrayEquals("hi".getBytes(StandardCharsets.US_ASCII), assertInstanceOf(TerminalEvent.Frame.class, next()).ansi());
	}

	@Test
	void aCutLineEndsTheStreamWithAReason() throws Exception {
		failedWith("truncated", "herdr's terminal stream sent a line that is no JSON (30 characters: {\"bytes\":\"aGk=\",\"encoding\":\"an)");
	}

	@Test
	void aLineThatIsNoObjectEndsTheStreamWithAReason() throws Exception {
		failedWith("notobject", "a line that is no JSON object");
	}

	@Test
	void aFrameWithBadBase64EndsTheStreamWithAReason() throws Exception {
		failedWith("badbase64", "a frame whose bytes are no base64");
	}

	@Test
	void aTenMegabyteLineEndsTheStreamWithAReason() throws Exception {
		failedWith("huge", "10000000 characters: xxxx");
	}
}
