package ovvi.herdr.terminal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.exec.LocalExec;
import ovvi.testing.TempHome;

/**
 * herdr's own terminal-session lines replayed through the transport: 0.9.2+'s
 * ({@code src/client/terminal_sessions.rs}, serde_json::json!: keys in alphabetical order, with
 * {@code encoding}), and lines no herdr writes, which end the stream with a reason (the card opens
 * it again) instead of leaving it waiting: the stand-in sleeps after them.
 */
class HerdrTerminalLinesTest {

    /** argv: --session S terminal session control ID --cols C --rows R */
    private static final String FAKE_HERDR = """
            #!/bin/sh
            frame='{"bytes":"aGk=","encoding":"ansi","full":true,"height":24,"seq":1,"type":"terminal.frame","width":80}'
            case "$6" in
              v093) echo "$frame"; echo '{"reason":"detached","type":"terminal.closed"}'; exit 0;;
              unknown) echo '{"type":"terminal.graphics","placement":1}'; echo "$frame"; exec sleep 60;;
              truncated) echo "$frame"; echo '{"bytes":"aGk=","encoding":"an'; exec sleep 60;;
              notobject) echo '["terminal.frame"]'; exec sleep 60;;
              badbase64) echo '{"bytes":"@@not base64@@","encoding":"ansi","full":false,"height":24,"seq":2,"type":"terminal.frame","width":80}'; exec sleep 60;;
              huge) head -c 10000000 /dev/zero | tr '\\0' x; echo; exec sleep 60;;
            esac
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
        // well under the stand-in's 60 s sleep: only the transport ending the stream gets here in time
        TerminalEvent event = events.poll(30, TimeUnit.SECONDS);
        if (event == null) {
            throw new AssertionError("no terminal event within 30 s");
        }
        return event;
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
