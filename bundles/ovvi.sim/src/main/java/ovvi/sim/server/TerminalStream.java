package ovvi.sim.server;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import ovvi.sim.json.Json;
import ovvi.sim.vt.FrameRenderer;
import ovvi.sim.vt.Screen;

/** One control or observe stream of one terminal (PROTOCOL.md §9). */
final class TerminalStream {

	/** The CLI's first line: its protocol number (the handshake) and what it opens. */
	record Open(int protocol, String mode, String target, int cols, int rows, boolean takeover) {
		static Open parse(String line) {
			Params p = new Params(JsonParser.parseString(line).getAsJsonObject());
			Long protocol = p.optUnsigned("protocol");
			if (protocol == null) {
				throw new RequestError("missing field `protocol`");
			}
			String mode = p.enumValue("mode", "control", "observe");
			String target = p.str("target");
			Long cols = p.optUnsigned("cols");
			Long rows = p.optUnsigned("rows");
			if (cols == null || rows == null || cols < 1 || rows < 1 || cols > 65535 || rows > 65535) {
				throw new RequestError("cols and rows must be between 1 and 65535");
			}
			return new Open(protocol.intValue(), mode, target, cols.intValue(), rows.intValue(),
					p.optBool("takeover", false));
		}
	}

	private final TerminalStreams streams;
	private final Connection conn;
	private final Open open;
	private final FrameRenderer renderer = new FrameRenderer();
	private final FrameCadence cadence = new FrameCadence();
	private final CountDownLatch ended = new CountDownLatch(1);
	private volatile String terminalId;
	private volatile int cols;
	private volatile int rows;
	private volatile boolean forceFull = true;
	private volatile Screen screen;
	private long seq;
	private boolean closed;

	TerminalStream(TerminalStreams streams, Connection conn, Open open) {
		this.streams = streams;
		this.conn = conn;
		this.open = open;
		this.cols = open.cols();
		this.rows = open.rows();
	}

	String terminalId() {
		return terminalId;
	}

	private boolean control() {
		return open.mode().equals("control");
	}

	void run(BufferedReader in) {
		Terminal t = streams.resolve(open.target());
		if (t == null) {
			end("terminal session " + open.mode() + " failed: terminal target " + open.target() + " not found");
			return;
		}
		terminalId = t.id;
		if (control()) {
			String refusal = streams.claim(this, t, open.takeover());
			if (refusal != null) {
				end(refusal);
				return;
			}
			t.process.resize(cols, rows);
		}
		screen = t.process.screen;
		Thread.ofVirtual().start(this::renderLoop);
		try {
			String line;
			while ((line = in.readLine()) != null) {
				if (control() && !line.isBlank()) {
					handle(t, line);
				}
			}
		} catch (IOException e) {
			// the CLI went away: same as a release
		}
		end("detached");
	}

	private void renderLoop() {
		long seen = -1;
		try {
			while (ended.getCount() > 0) {
				screen.awaitChange(seen, () -> forceFull || ended.getCount() == 0);
				long early = cadence.nanosUntilDue(System.nanoTime());
				if (early > 0 && ended.await(early, TimeUnit.NANOSECONDS)) {
					return;
				}
				synchronized (this) {
					long change = screen.changeCount();
					boolean full = forceFull;
					if (full || change != seen) {
						seen = change;
						forceFull = false;
						cadence.framed(System.nanoTime());
						FrameRenderer.Encoded frame = renderer.render(screen, cols, rows, full);
						if (frame != null) {
							sendFrame(frame.ansi(), frame.full());
						}
					}
				}
			}
		} catch (InterruptedException | IOException e) {
			end("detached");
		}
	}

	private synchronized void sendFrame(String ansi, boolean full) throws IOException {
		if (closed) {
			return;
		}
		String bytes = Base64.getEncoder().encodeToString(ansi.getBytes(StandardCharsets.UTF_8));
		// herdr 0.9.2+ builds these lines with serde_json::json!: keys in alphabetical order
		conn.writeLine(Json.write(Json.obj("bytes", bytes, "encoding", "ansi", "full", full, "height", rows,
				"seq", ++seq, "type", "terminal.frame", "width", cols)));
	}

	/** Sends terminal.closed once and closes the connection. */
	synchronized void end(String reason) {
		if (closed) {
			return;
		}
		closed = true;
		streams.release(this);
		try {
			conn.writeLine(Json.write(Json.obj("reason", reason, "type", "terminal.closed")));
		} catch (IOException e) {
			// the CLI is gone already
		}
		conn.close();
		ended.countDown();
		wakeRenderLoop();
	}

	private void wakeRenderLoop() {
		Screen s = screen;
		if (s != null) {
			s.wakeWaiters();
		}
	}

	private synchronized void stderr(String text) throws IOException {
		if (!closed) {
			conn.writeLine("E " + text);
		}
	}

	private void handle(Terminal t, String line) throws IOException {
		Params p;
		String type;
		try {
			p = new Params(JsonParser.parseString(line).getAsJsonObject());
			type = p.str("type");
		} catch (RuntimeException e) {
			stderr("herdr: terminal session control input ignored: " + e.getMessage());
			return;
		}
		try {
			switch (type) {
			case "terminal.input" -> input(t, p);
			case "terminal.resize" -> resize(t, p);
			case "terminal.scroll" -> TerminalScroll.apply(t, p);
			case "terminal.mouse" -> TerminalScroll.mouse(t, p);
			case "terminal.release" -> end("detached");
			default -> stderr("herdr: terminal session control input ignored: unknown variant `" + type + "`");
			}
		} catch (ApiError e) {
			stderr("herdr: terminal session control input ignored: " + e.getMessage());
		}
	}

	private void input(Terminal t, Params p) throws IOException {
		String text = p.optStr("text");
		String b64 = p.optStr("bytes");
		if (text != null && b64 != null) {
			throw new RequestError("terminal.input takes text or bytes, not both");
		}
		byte[] bytes;
		try {
			bytes = text != null ? text.getBytes(StandardCharsets.UTF_8)
					: b64 != null ? Base64.getDecoder().decode(b64) : new byte[0];
		} catch (IllegalArgumentException e) {
			throw new RequestError("invalid base64: " + e.getMessage());
		}
		t.process.screen.setViewOffset(0);
		boolean paste = Paste.isOnePaste(bytes);
		bytes = Paste.delivered(bytes, t.process.screen.bracketedPaste());
		if (bytes.length > 0) {
			try {
				t.process.write(bytes);
			} catch (IOException refused) {
				// herdr (src/server/pane_input.rs) reports the refusal as ignored input; the stream goes on
				throw new ApiError("pane_send_failed",
						(paste ? "terminal attach paste failed: " : "terminal attach input failed: ") + refused.getMessage());
			}
		}
	}

	/** A cell size as herdr takes it (u32, absent is 0), capped where a PTY's window size ends. */
	private static int pixels(Long cellPx) {
		return cellPx == null ? 0 : (int) Math.min(cellPx, 65535);
	}

	private synchronized void resize(Terminal t, Params p) {
		Long c = p.optUnsigned("cols");
		Long r = p.optUnsigned("rows");
		if (c == null || r == null || c < 1 || r < 1 || c > 65535 || r > 65535) {
			throw new RequestError("terminal.resize needs cols and rows between 1 and 65535");
		}
		Long cellWidth = p.optUnsigned("cell_width_px");
		Long cellHeight = p.optUnsigned("cell_height_px");
		cols = c.intValue();
		rows = r.intValue();
		t.process.resize(cols, rows, pixels(cellWidth), pixels(cellHeight));
		forceFull = true;
		wakeRenderLoop();
	}
}
