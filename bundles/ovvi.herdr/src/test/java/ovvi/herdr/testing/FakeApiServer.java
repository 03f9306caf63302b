package ovvi.herdr.testing;

import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;

/**
 * A unix socket that answers each request line through a handler, for failure cases the simulator
 * does not produce: silence, non-JSON, an early close. A handler returning null never answers.
 */
public final class FakeApiServer implements AutoCloseable {

	private final ServerSocketChannel server;
	private final Path path;
	private final List<String> requests = new CopyOnWriteArrayList<>();
	private final List<SocketChannel> open = new CopyOnWriteArrayList<>();
	private final BlockingQueue<String> closedUnanswered = new LinkedBlockingQueue<>();
	private final UnaryOperator<String> handler;

	public FakeApiServer(Path path, UnaryOperator<String> handler) throws IOException {
		this.path = path;
		this.handler = handler;
		server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
		server.bind(UnixDomainSocketAddress.of(path));
		Thread.ofVirtual().start(this::acceptLoop);
	}

	public List<String> requests() {
		return requests;
	}

	/**
	 * Waits up to 10 s for a client to close a connection this server left unanswered, and
	 * returns that connection's request.
	 */
	public String awaitClientCloseOfUnanswered() throws InterruptedException {
		String request = closedUnanswered.poll(10, TimeUnit.SECONDS);
		if (request == null) {
			throw new AssertionError("no client closed an unanswered connection within 10 s");
		}
		return request;
	}

	private void acceptLoop() {
		try {
			while (true) {
				SocketChannel client = server.accept();
				open.add(client);
				Thread.ofVirtual().start(() -> serve(client));
			}
		} catch (IOException e) {
			// closed by close()
		}
	}

	private void serve(SocketChannel client) {
		try {
			StringBuilder line = new StringBuilder();
			ByteBuffer one = ByteBuffer.allocate(1);
			while (client.read(one) > 0) {
				byte b = one.get(0);
				one.clear();
				if (b == '\n') {
					break;
				}
				line.append((char) b);
			}
			String request = new String(line.toString().getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.UTF_8);
			requests.add(request);
			String reply = handler.apply(request);
			if (reply == null) {
				awaitEndOfStream(client, one);
				closedUnanswered.add(request);
				return;
			}
			client.write(ByteBuffer.wrap((reply + "\n").getBytes(StandardCharsets.UTF_8)));
			client.close();
		} catch (IOException e) {
			// the client went away
		}
	}

	/** Returns once the client has closed its end; anything more it sends is ignored, as herdr does. */
	private static void awaitEndOfStream(SocketChannel client, ByteBuffer buffer) throws IOException {
		while (client.read(buffer.clear()) >= 0) {
			// herdr ignores what comes after the request line
		}
	}

	@Override
	public void close() throws IOException {
		server.close();
		for (SocketChannel client : open) {
			client.close();
		}
		Files.deleteIfExists(path);
	}
}
