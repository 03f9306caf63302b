package ovvi.sim;

import static org.junit.jupiter.api.Assertions.fail;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import ovvi.sim.json.Json;

/** An events.subscribe connection whose lines a test takes with deadlines. */
public final class EventReader implements AutoCloseable {

	private static final JsonObject EOF = new JsonObject();

	/**
	 * The least a wait for a line lasts. A test's own timeout says when the line is due on an idle
	 * machine; on a loaded one (2 cores, a parallel build) the server's thread may not run for
	 * seconds, and a line that comes late still shows the behaviour.
	 */
	private static final long MIN_PATIENCE_MS = 30_000;

	private final SocketChannel ch;
	private final BlockingQueue<JsonObject> lines = new LinkedBlockingQueue<>();

	public EventReader(SimFixture fx, String id, Object... subscriptionTypesOrObjects) throws IOException {
		this(fx, id, subscriptionTypesOrObjects, true);
	}

	/** @param read false to leave the stream unread until {@link #startReading} (a client that never reads) */
	public EventReader(SimFixture fx, String id, Object[] subscriptionTypesOrObjects, boolean read) throws IOException {
		ch = fx.connect();
		var subs = new com.google.gson.JsonArray();
		for (Object o : subscriptionTypesOrObjects) {
			subs.add(o instanceof String s ? Json.obj("type", s) : (JsonObject) o);
		}
		String req = Json.write(Json.obj("id", id, "method", "events.subscribe", "params", Json.obj("subscriptions", subs)));
		ch.write(ByteBuffer.wrap((req + "\n").getBytes(StandardCharsets.UTF_8)));
		if (read) {
			startReading();
		}
	}

	public void startReading() {
		Thread.ofVirtual().start(() -> {
			try (BufferedReader in = new BufferedReader(new InputStreamReader(Channels.newInputStream(ch), StandardCharsets.UTF_8))) {
				String line;
				while ((line = in.readLine()) != null) {
					lines.add(JsonParser.parseString(line).getAsJsonObject());
				}
			} catch (IOException e) {
				// closed by the test, or reset by the server
			}
			lines.add(EOF);
		});
	}

	/** The next line; fails after the timeout (at least {@link #MIN_PATIENCE_MS}) or at the end of the stream. */
	public JsonObject next(long timeoutMs) throws InterruptedException {
		return take(Math.max(timeoutMs, MIN_PATIENCE_MS));
	}

	private JsonObject take(long patienceMs) throws InterruptedException {
		JsonObject o = lines.poll(patienceMs, TimeUnit.MILLISECONDS);
		if (o == null) {
			fail("no event line within " + patienceMs + " ms");
		}
		if (o == EOF) {
			fail("the stream ended");
		}
		return o;
	}

	/** Skips lines until an event of that name arrives. */
	public JsonObject nextEvent(String name, long timeoutMs) throws InterruptedException {
		long deadline = System.currentTimeMillis() + Math.max(timeoutMs, MIN_PATIENCE_MS);
		while (true) {
			JsonObject o = take(Math.max(1, deadline - System.currentTimeMillis()));
			if (o.has("event") && o.get("event").getAsString().equals(name)) {
				return o;
			}
		}
	}

	/** True when the server ended the stream within the timeout (at least {@link #MIN_PATIENCE_MS}). */
	public boolean endsWithin(long timeoutMs) throws InterruptedException {
		long deadline = System.currentTimeMillis() + Math.max(timeoutMs, MIN_PATIENCE_MS);
		while (System.currentTimeMillis() < deadline) {
			JsonObject o = lines.poll(deadline - System.currentTimeMillis(), TimeUnit.MILLISECONDS);
			if (o == EOF) {
				return true;
			}
		}
		return false;
	}

	/** Writes one byte, which ends a herdr event stream. */
	public void poke() throws IOException {
		ch.write(ByteBuffer.wrap(new byte[] { 'x' }));
	}

	@Override
	public void close() throws IOException {
		ch.close();
	}
}
