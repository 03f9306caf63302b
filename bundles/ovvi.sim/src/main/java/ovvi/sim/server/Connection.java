package ovvi.sim.server;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * One accepted socket with herdr's limits: the request line within 1 MiB and 5 s, every write
 * within 5 s (a client that stops reading is dropped, PROTOCOL.md §2.1, §7.3).
 */
final class Connection implements AutoCloseable {

	static final int MAX_LINE = 1 << 20;
	static final long TIMEOUT_MS = 5000;

	final SocketChannel channel;
	private final ScheduledExecutorService timer;
	private volatile boolean wrote;

	Connection(SocketChannel channel, ScheduledExecutorService timer) {
		this.channel = channel;
		this.timer = timer;
	}

	/** @return the deadline's cancel action; a stopping server has no timer left: the connection closes at once */
	Runnable closeAfterTimeout() {
		try {
			ScheduledFuture<?> f = timer.schedule(this::close, TIMEOUT_MS, TimeUnit.MILLISECONDS);
			return () -> f.cancel(false);
		} catch (RejectedExecutionException e) {
			close();
			return () -> {};
		}
	}

	/** @return the first line (without its newline, trimmed), or null to drop the connection */
	String readRequestLine() {
		Runnable cancelDeadline = closeAfterTimeout();
		try {
			ByteBuffer buf = ByteBuffer.allocate(8192);
			java.io.ByteArrayOutputStream line = new java.io.ByteArrayOutputStream();
			while (true) {
				buf.clear();
				int n = channel.read(buf);
				if (n < 0) {
					return null;
				}
				for (int i = 0; i < n; i++) {
					byte b = buf.get(i);
					if (b == '\n') {
						return decode(line.toByteArray());
					}
					line.write(b);
				}
				if (line.size() > MAX_LINE) {
					return null;
				}
			}
		} catch (IOException e) {
			return null;
		} finally {
			cancelDeadline.run();
		}
	}

	private static String decode(byte[] bytes) {
		try {
			String s = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
					.onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
			s = s.strip();
			return s.isEmpty() ? null : s;
		} catch (CharacterCodingException e) {
			return null;
		}
	}

	/** Writes the whole buffer or fails; a write stuck for 5 s closes the connection. */
	void write(byte[] bytes) throws IOException {
		wrote = true;
		Runnable cancelDeadline = closeAfterTimeout();
		try {
			ByteBuffer b = ByteBuffer.wrap(bytes);
			while (b.hasRemaining()) {
				channel.write(b);
			}
		} finally {
			cancelDeadline.run();
		}
	}

	/** Whether a reply or a stream line was (being) sent: a later error can no longer be answered. */
	boolean wroteAnything() {
		return wrote;
	}

	/**
	 * Whether the client closed its end while its request waits (herdr's should_stop_connection):
	 * a non-blocking look at the socket; bytes sent after the request line are ignored, as herdr ignores them.
	 */
	boolean closedByClient() throws IOException {
		ByteBuffer probe = ByteBuffer.allocate(256);
		channel.configureBlocking(false);
		try {
			int n;
			do {
				n = channel.read(probe.clear());
			} while (n > 0);
			return n < 0;
		} finally {
			channel.configureBlocking(true);
		}
	}

	void writeLine(String line) throws IOException {
		write((line + "\n").getBytes(StandardCharsets.UTF_8));
	}

	@Override
	public void close() {
		try {
			channel.close();
		} catch (IOException e) {
			// already gone
		}
	}
}
