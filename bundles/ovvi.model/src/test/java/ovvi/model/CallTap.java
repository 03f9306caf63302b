package ovvi.model;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import ovvi.herdr.exec.ApiConnection;
import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ForwardingExec;
import ovvi.herdr.exec.SocketOpener;

/**
 * The machine as the model reaches it, with a tap on its API sockets: it counts the requests the
 * model sends, and can run another client's doing just before herdr receives a given request.
 * So a test puts a change exactly between two steps of a write, with no timing: the write's
 * thread waits while the other client acts. Everything goes on to the real herdr unchanged.
 */
public final class CallTap extends ForwardingExec {

	/** Another client's doing, run on the writer's thread before its request goes on. */
	@FunctionalInterface
	public interface Action {
		void run() throws Exception;
	}

	private record Hook(String method, int nth, Action action, AtomicInteger seen) {
	}

	private final List<Hook> hooks = new CopyOnWriteArrayList<>();
	private final Map<String, AtomicInteger> sent = new ConcurrentHashMap<>();
	private final List<Read> reads = new CopyOnWriteArrayList<>();
	private final List<Long> eventLines = new CopyOnWriteArrayList<>();
	private final List<JsonObject> sentParams = new CopyOnWriteArrayList<>();

	/** One session.snapshot the model sent: when it went out and when herdr's answer came (0 before), by System.nanoTime. */
	public static final class Read {
		public final long sent;
		public volatile long answered;

		Read(long sent) {
			this.sent = sent;
		}
	}

	public CallTap(Exec machine) {
		super(machine);
	}

	/** Runs {@code action} once, just before herdr receives the {@code nth} request of {@code method} from now on. */
	public void before(String method, int nth, Action action) {
		hooks.add(new Hook(method, nth, action, new AtomicInteger()));
	}

	/** The model's snapshot reads so far, in the order it sent them. */
	public List<Read> reads() {
		return List.copyOf(reads);
	}

	/** When each line of the model's event streams came in, by System.nanoTime. */
	public List<Long> eventLines() {
		return List.copyOf(eventLines);
	}

	/** The params of every request of that method the model sent so far, in order. */
	public List<JsonObject> params(String method) {
		return sentParams.stream().filter(sent -> sent.get("method").getAsString().equals(method))
				.map(sent -> sent.getAsJsonObject("params")).toList();
	}

	/** How many requests of that method the model sent so far. */
	public int sent(String method) {
		AtomicInteger count = sent.get(method);
		return count == null ? 0 : count.get();
	}

	private String sending(String line) throws IOException {
		JsonObject request = JsonParser.parseString(line).getAsJsonObject();
		sentParams.add(request);
		String method = request.get("method").getAsString();
		sent.computeIfAbsent(method, m -> new AtomicInteger()).incrementAndGet();
		for (Hook hook : hooks) {
			if (hook.method().equals(method) && hook.seen().incrementAndGet() == hook.nth()) {
				hooks.remove(hook);
				try {
					hook.action().run();
				} catch (Exception e) {
					throw new IOException("the test's other client failed before " + method + ": " + e, e);
				}
			}
		}
		return method;
	}

	@Override
	public SocketOpener sockets() {
		SocketOpener real = machine().sockets();
		return new SocketOpener() {
			@Override
			public ApiConnection open(String socketPath) throws IOException {
				return tapped(real.open(socketPath));
			}

			@Override
			public long generation() {
				return real.generation();
			}
		};
	}

	private ApiConnection tapped(ApiConnection connection) {
		// one request per connection, but for the event stream's subscriptions
		var asked = new Object() {
			volatile String method;
			volatile Read read;
		};
		OutputStream requests = new OutputStream() {
			private final ByteArrayOutputStream line = new ByteArrayOutputStream();

			@Override
			public void write(int b) throws IOException {
				if (b != '\n') {
					line.write(b);
					return;
				}
				String request = line.toString(StandardCharsets.UTF_8);
				line.reset();
				asked.method = sending(request);
				if (asked.method.equals("session.snapshot")) {
					asked.read = new Read(System.nanoTime());
					reads.add(asked.read);
				}
				connection.writeLine(request);
			}
		};
		InputStream replies = new InputStream() {
			private byte[] buffered = new byte[0];
			private int at;

			private boolean fill() throws IOException {
				if (at < buffered.length) {
					return true;
				}
				String line = connection.readLine();
				if (line == null) {
					return false;
				}
				if (asked.read != null) {
					asked.read.answered = System.nanoTime();
				} else if ("events.subscribe".equals(asked.method)) {
					eventLines.add(System.nanoTime());
				}
				buffered = (line + "\n").getBytes(StandardCharsets.UTF_8);
				at = 0;
				return true;
			}

			@Override
			public int read() throws IOException {
				return fill() ? buffered[at++] & 0xff : -1;
			}

			/** Only what the current line still has: reading on would wait for a line herdr never sends. */
			@Override
			public int read(byte[] into, int offset, int length) throws IOException {
				if (length == 0) {
					return 0;
				}
				if (!fill()) {
					return -1;
				}
				int count = Math.min(length, buffered.length - at);
				System.arraycopy(buffered, at, into, offset, count);
				at += count;
				return count;
			}
		};
		return new ApiConnection(replies, requests, connection);
	}
}
