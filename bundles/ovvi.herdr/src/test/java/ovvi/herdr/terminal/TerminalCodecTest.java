package ovvi.herdr.terminal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Base64;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonParser;

/** Frames, closes and inputs as herdr 0.8.2 writes and reads them (PROTOCOL.md §9). */
class TerminalCodecTest {

	@Test
	void decodesFramesOfBothVersions() throws Exception {
		String ansi = "\u001b[?2026h\u001b[2Jhello\u001b[?2026l";
		String b64 = Base64.getEncoder().encodeToString(ansi.getBytes(StandardCharsets.UTF_8));
		var frame = assertInstanceOf(TerminalEvent.Frame.class, TerminalStream.decode(
				"{\"type\":\"terminal.frame\",\"seq\":1,\"encoding\":\"ansi\",\"width\":120,\"height\":40,\"full\":true,\"bytes\":\"" + b64 + "\"}"));
		assertEquals(1, frame.seq());
		assertEquals(120, frame.width());
		assertEquals(40, frame.height());
		assertTrue(frame.full());
		assertArrayEquals(ansi.getBytes(StandardCharsets.UTF_8), frame.ansi());
		var noEncoding = assertInstanceOf(TerminalEvent.Frame.class, TerminalStream.decode(
				"{\"type\":\"terminal.frame\",\"seq\":2,\"width\":80,\"height\":24,\"full\":false,\"bytes\":\"\"}"));
		assertEquals(false, noEncoding.full());
		assertNull(TerminalStream.decode("{\"type\":\"terminal.something_new\"}"));
		assertThrows(TerminalStream.UnreadableLine.class, () -> TerminalStream.decode("not json"));
	}

	@Test
	void classifiesEveryReasonHerdrSends() throws Exception {
		assertEquals(StreamEnd.ALREADY_ATTACHED,
				closeOf("terminal attach failed: terminal term_1 already has an attached client; retry with --takeover"));
		assertEquals(StreamEnd.TAKEN_OVER, closeOf("terminal attach taken over"));
		assertEquals(StreamEnd.GONE, closeOf("terminal session control failed: terminal target w9:p9 not found"));
		assertEquals(StreamEnd.GONE, closeOf("terminal attach ended: terminal term_1 not found"));
		assertEquals(StreamEnd.GONE, closeOf("terminal term_1 exited"));
		assertEquals(StreamEnd.DETACHED, closeOf("detached"));
		assertEquals(StreamEnd.LIVE_UPDATE, closeOf("live update in progress; reconnect after handoff completes"));
		assertEquals(StreamEnd.FAILED, closeOf("server is shutting down"));
		assertEquals(StreamEnd.FAILED, closeOf("terminal attach failed: terminal term_1 has a read in progress; retry"));
		assertEquals(java.time.Duration.ofSeconds(1), StreamEnd.LIVE_UPDATE.reopenAfter());
		assertEquals(java.time.Duration.ofSeconds(5), StreamEnd.FAILED.reopenAfter());
		assertNull(StreamEnd.TAKEN_OVER.reopenAfter());
	}

	private static StreamEnd closeOf(String reason) throws TerminalStream.UnreadableLine {
		var closed = assertInstanceOf(TerminalEvent.Closed.class,
				TerminalStream.decode("{\"type\":\"terminal.closed\",\"reason\":" + new com.google.gson.JsonPrimitive(reason) + "}"));
		assertEquals(reason, closed.reason());
		return closed.end();
	}

	@Test
	void encodesInputsInHerdrsShapes() {
		assertEquals(JsonParser.parseString("{\"type\":\"terminal.input\",\"text\":\"ls\\r\"}"), TerminalInput.text("ls\r").json());
		assertEquals(JsonParser.parseString("{\"type\":\"terminal.input\",\"bytes\":\"G1tB\"}"),
				TerminalInput.bytes(new byte[] { 0x1b, '[', 'A' }).json());
		assertEquals(JsonParser.parseString("{\"type\":\"terminal.resize\",\"cols\":120,\"rows\":40,\"cell_width_px\":8,\"cell_height_px\":17}"),
				TerminalInput.resize(120, 40, 8, 17).json());
		assertEquals(
				JsonParser.parseString(
						"{\"type\":\"terminal.scroll\",\"direction\":\"up\",\"lines\":3,\"source\":\"wheel\",\"column\":10,\"row\":5,\"modifiers\":0}"),
				TerminalInput.scroll(TerminalInput.Direction.UP, 3, TerminalInput.ScrollSource.WHEEL, 10, 5, 0).json());
		assertEquals(JsonParser.parseString("{\"type\":\"terminal.release\"}"), TerminalInput.release().json());
		assertThrows(IllegalArgumentException.class, () -> TerminalInput.resize(0, 40, 0, 0));
		assertTrue(TerminalInput.text("a\nb").line().indexOf('\n') < 0, "one command, one line");
	}

	@Test
	void sendsMouseAsTerminalMouseForHerdrToEncode() {
		assertEquals(JsonParser.parseString("{\"type\":\"terminal.mouse\",\"action\":\"down\",\"button\":\"left\",\"column\":9,\"row\":4,\"modifiers\":0}"),
				TerminalInput.mouse(TerminalInput.MouseButton.LEFT, TerminalInput.MouseAction.DOWN, 9, 4, 0).json());
		assertEquals(JsonParser.parseString("{\"type\":\"terminal.mouse\",\"action\":\"up\",\"button\":\"right\",\"column\":0,\"row\":0,\"modifiers\":2}"),
				TerminalInput.mouse(TerminalInput.MouseButton.RIGHT, TerminalInput.MouseAction.UP, 0, 0, TerminalInput.CTRL).json());
		assertEquals(
				JsonParser.parseString("{\"type\":\"terminal.mouse\",\"action\":\"drag\",\"button\":\"middle\",\"column\":65535,\"row\":0,\"modifiers\":5}"),
				TerminalInput.mouse(TerminalInput.MouseButton.MIDDLE, TerminalInput.MouseAction.DRAG, 70_000, -3,
						TerminalInput.SHIFT | TerminalInput.ALT).json(),
				"cells beyond herdr's u16 are clamped, not refused");
		assertEquals(JsonParser.parseString("{\"type\":\"terminal.mouse\",\"action\":\"move\",\"column\":3,\"row\":1,\"modifiers\":0}"),
				TerminalInput.mouse(TerminalInput.MouseButton.LEFT, TerminalInput.MouseAction.MOVE, 3, 1, 0).json());
	}
}
