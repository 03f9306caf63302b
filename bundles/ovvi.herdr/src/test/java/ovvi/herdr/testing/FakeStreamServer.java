package ovvi.herdr.testing;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** A unix socket whose connections the test drives by hand: read the request, push lines, close. */
public final class FakeStreamServer implements AutoCloseable {

	private final ServerSocketChannel server;
	private final Path path;
	private final BlockingQueue<Connection> accepted = new LinkedBlockingQueue<>();

	public FakeStreamServer(Path path) throws IOException {
		this.path = path;
		server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
		server.bind(UnixDomainSocketAddress.of(path));
		Thread.ofVirtual().start(() -> {
			try {
				while (true) {
					accepted.add(new Connection(server.accept()));
				}
			} catch (IOException e) {
				// closed
			}
		});
	}

	/** The next connection a client opened, waiting up to 10 s for it. */
	public Connection next() throws InterruptedException {
		Connection connection = accepted.poll(10, TimeUnit.SECONDS);
		if (connection == null) {
			throw new AssertionError("no client connected within 10 s");
		}
		return connection;
	}

	public static final class Connection {
		private final SocketChannel channel;
		private final BufferedReader in;
		private final OutputStream out;

		Connection(SocketChannel channel) {
			this.channel = channel;
			this.in = new BufferedReader(new InputStreamReader(Channels.newInputStream(channel), StandardCharsets.UTF_8));
			this.out = Channels.newOutputStream(channel);
		}

		public String readLine() throws IOException {
			return in.readLine();
		}

		public void send(String line) throws IOException {
			out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
			out.flush();
		}

		/** Blocks until the client closes its side; true if it sent nothing more before that. */
		public boolean awaitClientClose() throws IOException {
			return in.read() < 0;
		}

		public void close() throws IOException {
			channel.close();
		}
	}

	@Override
	public void close() throws IOException {
		server.close();
		Files.deleteIfExists(path);
	}
}
