package ovvi.herdr.terminal;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

import ovvi.herdr.api.HerdrException;
import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.api.HerdrUnreachable;
import ovvi.herdr.api.Json;
import ovvi.herdr.exec.ExecException;
import ovvi.herdr.exec.Run;
import ovvi.herdr.exec.RunKind;
import ovvi.herdr.exec.VirtualThreads;

/**
 * One terminal's stream: a {@code herdr terminal session control|observe} run, its stdout decoded
 * into frames and one end. herdr ties each client connection to one terminal, so each streaming
 * terminal has its own run. Streams are opened by terminal id, so they survive the pane moving.
 */
public final class TerminalStream implements AutoCloseable {

	public enum Mode {
		/** Control without taking over: refused while another device holds the pane. */
		CONTROL,
		/** Control, taking the pane from whoever holds it. */
		TAKEOVER,
		/** Watch only: never resizes the PTY, reads no input. */
		OBSERVE
	}

	private final Run run;
	private final Mode mode;
	/** How herdr begins the stderr line of a control line it did not apply (src/server/headless.rs). */
	static final String INPUT_IGNORED = "herdr: terminal session control input ignored: ";

	private final Consumer<TerminalEvent> events;
	private final AtomicBoolean endedHere = new AtomicBoolean();

	private TerminalStream(Run run, Mode mode, Consumer<TerminalEvent> events) {
		this.run = run;
		this.mode = mode;
		this.events = events;
	}

	/**
	 * Starts the stream; frames and the end go to {@code events} on the stream's virtual thread.
	 */
	public static TerminalStream open(HerdrSession session, String terminalId, int cols, int rows, Mode mode,
			Consumer<TerminalEvent> events) throws HerdrException, InterruptedException {
		List<String> args = new ArrayList<>(List.of("terminal", "session", mode == Mode.OBSERVE ? "observe" : "control",
				terminalId, "--cols", Integer.toString(cols), "--rows", Integer.toString(rows)));
		if (mode == Mode.TAKEOVER) {
			args.add("--takeover");
		}
		// observe ignores a closed stdin, so it runs in the follower wrapper; control ends with its stdin.
		RunKind kind = mode == Mode.OBSERVE ? RunKind.OBSERVE_STREAM : RunKind.CONTROL_STREAM;
		Run run;
		try {
			run = session.exec().run(kind, session.argv(args.toArray(String[]::new)));
		} catch (ExecException e) {
			throw new HerdrUnreachable(HerdrUnreachable.Why.MACHINE, e.getMessage(), e);
		}
		TerminalStream stream = new TerminalStream(run, mode, events);
		run.onStderrLine(stream::stderrLine);
		VirtualThreads.EXECUTOR.execute(stream::read);
		return stream;
	}

	public Mode mode() {
		return mode;
	}

	/** Sends input, a resize or a scroll. Only a control stream reads them. */
	public void send(TerminalInput input) throws IOException {
		if (mode == Mode.OBSERVE) {
			throw new IllegalStateException("an observe stream takes no input; take control first");
		}
		run.writeLine(input.line());
	}

	/** This device stops showing the card: stdin closes, herdr frees the pane at once. */
	@Override
	public void close() {
		endedHere.set(true);
		run.end();
	}

	/** The stream dropped or hung: ends the run at once (an observe run only loses its stdin). */
	public void drop() {
		endedHere.set(true);
		run.abort();
	}

	/** herdr's note on input it did not take; its other stderr lines are kept for the end's reason. */
	private void stderrLine(String line) {
		if (line.startsWith(INPUT_IGNORED)) {
			events.accept(new TerminalEvent.InputIgnored(line.substring(INPUT_IGNORED.length())));
		}
	}

	private void read() {
		TerminalEvent.Closed closed = null;
		try {
			for (String line = run.readLine(); line != null; line = run.readLine()) {
				TerminalEvent event;
				try {
					event = decode(line);
				} catch (UnreadableLine e) {
					// a frame lost would leave the card wrong until the next full one: end, and the card opens again
					closed = new TerminalEvent.Closed(StreamEnd.FAILED, e.getMessage());
					run.abort();
					break;
				}
				if (event instanceof TerminalEvent.Closed end) {
					closed = end;
				} else if (event != null) {
					events.accept(event);
				}
			}
		} catch (IOException e) {
			// The run's stdout broke: what it exits with tells the rest.
		}
		events.accept(closed != null ? closed : endWithoutReason());
	}

	/** A stdout line that is no record herdr writes: cut, garbled, or a frame whose bytes are no base64. */
	static final class UnreadableLine extends Exception {
		UnreadableLine(String what, String line) {
			super("herdr's terminal stream sent " + what + " (" + line.length() + " characters: "
					+ line.substring(0, Math.min(line.length(), 80)) + ")", null, false, false);
		}
	}

	private TerminalEvent.Closed endWithoutReason() {
		int status;
		try {
			status = run.exit().get();
		} catch (Exception e) {
			status = -1;
		}
		if (endedHere.get()) {
			return new TerminalEvent.Closed(StreamEnd.DETACHED, "closed by Ovvi");
		}
		String stderr = String.join("\n", run.stderrTail()).strip();
		if (status == 0) {
			return new TerminalEvent.Closed(StreamEnd.FAILED, "herdr's terminal stream ended without a reason (connection lost)");
		}
		return new TerminalEvent.Closed(StreamEnd.FAILED, stderr.isEmpty() ? "herdr's terminal stream failed (exit " + status + ")" : stderr);
	}

	/**
	 * One stdout line: a frame, the close, or null for a record of another type (newer herdr may
	 * add some). Keys may come in any order (0.9.2+ writes them alphabetically) and
	 * {@code encoding} may be there or not.
	 *
	 * @throws UnreadableLine for a line that is no JSON object or a frame whose bytes do not decode
	 */
	static TerminalEvent decode(String line) throws UnreadableLine {
		JsonObject record;
		try {
			JsonElement parsed = JsonParser.parseString(line);
			if (!parsed.isJsonObject()) {
				throw new UnreadableLine("a line that is no JSON object", line);
			}
			record = parsed.getAsJsonObject();
		} catch (JsonParseException e) {
			throw new UnreadableLine("a line that is no JSON", line);
		}
		String type = Json.string(record, "type");
		if ("terminal.frame".equals(type)) {
			String bytes = Json.string(record, "bytes");
			byte[] ansi;
			try {
				ansi = bytes == null ? new byte[0] : Base64.getDecoder().decode(bytes);
			} catch (IllegalArgumentException e) {
				throw new UnreadableLine("a frame whose bytes are no base64", line);
			}
			return new TerminalEvent.Frame(number(record, "seq"), (int) number(record, "width"), (int) number(record, "height"),
					Json.bool(record, "full"), ansi);
		}
		if ("terminal.closed".equals(type)) {
			String reason = Json.string(record, "reason");
			return new TerminalEvent.Closed(StreamEnd.of(reason), reason == null ? "" : reason);
		}
		return null;
	}

	private static long number(JsonObject record, String key) {
		JsonElement value = record.get(key);
		return value != null && value.isJsonPrimitive() && value.getAsJsonPrimitive().isNumber() ? value.getAsLong() : 0;
	}
}
