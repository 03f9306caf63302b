package ovvi.herdr.exec;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One connection to a session's API socket, local or forwarded over SSH. It is closed exactly
 * once, whoever closes it first: its end, its reader stopping, or a timeout.
 */
public final class ApiConnection implements AutoCloseable {

	/** herdr reads at most 1 MiB per request line; replies are a snapshot at most, some hundred KB. */
	private static final int MAX_LINE = 64 * 1024 * 1024;

	private final InputStream in;
	private final OutputStream out;
	private final AutoCloseable closer;
	private final AtomicBoolean closed = new AtomicBoolean();

	public ApiConnection(InputStream in, OutputStream out, AutoCloseable closer) {
		this.in = new BufferedInputStream(in, 64 * 1024);
		this.out = out;
		this.closer = closer;
	}

	public void writeLine(String line) throws IOException {
		out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
		out.flush();
	}

	/** The next line without its newline, or null at the end of the stream. */
	public String readLine() throws IOException {
		ByteArrayOutputStream line = new ByteArrayOutputStream(256);
		for (int b = in.read(); b >= 0; b = in.read()) {
			if (b == '\n') {
				return line.toString(StandardCharsets.UTF_8);
			}
			if (line.size() == MAX_LINE) {
				throw new IOException("herdr sent a line longer than " + MAX_LINE + " bytes");
			}
			line.write(b);
		}
		return line.size() == 0 ? null : line.toString(StandardCharsets.UTF_8);
	}

	@Override
	public void close() {
		if (closed.compareAndSet(false, true)) {
			try {
				closer.close();
			} catch (Exception e) {
				// Closing a connection the other side already dropped cannot fail in a way that matters.
			}
		}
	}
}
