package ovvi.sim.server;

import java.io.IOException;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiConsumer;

/**
 * One headless herdr server: the JSON API socket and the client socket for terminal streams,
 * serving its current {@link ServerRun}. The sockets stay bound across a {@code sim.restart}:
 * a connection made during the restart waits for the new run instead of being refused.
 */
public final class HerdrServer implements AutoCloseable {

	private final ServerConfig config;
	private final AtomicBoolean stopping = new AtomicBoolean();
	private final CountDownLatch stopped = new CountDownLatch(1);
	/** Guards {@link #run}: a restart holds it, so connections accepted meanwhile wait for the new run. */
	private final Object lifecycle = new Object();
	private ServerRun run;
	private ServerSocketChannel api;
	private ServerSocketChannel client;

	public HerdrServer(ServerConfig config) {
		this.config = config;
	}

	/** Binds both sockets, restores session.json and starts serving. @throws SocketFiles.AlreadyRunning if one is live */
	public void start() throws IOException {
		api = SocketFiles.bind(config.paths().apiSocket());
		client = SocketFiles.bind(config.paths().clientSocket());
		synchronized (lifecycle) {
			run = new ServerRun(config, this);
			run.start();
		}
		acceptOn(api, "herdr-api-accept", ServerRun::serveApi);
		acceptOn(client, "herdr-client-accept", ServerRun::serveClient);
	}

	private void acceptOn(ServerSocketChannel socket, String name, BiConsumer<ServerRun, SocketChannel> serve) {
		Thread.ofPlatform().name(name).daemon(true).start(() -> {
			while (socket.isOpen()) {
				try {
					SocketChannel ch = socket.accept();
					Thread.ofVirtual().start(() -> serve.accept(current(), ch));
				} catch (IOException e) {
					if (!socket.isOpen()) {
						return;
					}
				}
			}
		});
	}

	private ServerRun current() {
		synchronized (lifecycle) {
			return run;
		}
	}

	/**
	 * sim.restart: ends the current run (every connection and stream ends, panes are hung up) and
	 * starts a new one from its session.json: ids come back, terminals are new, tokens are gone.
	 */
	void restart() {
		synchronized (lifecycle) {
			if (stopping.get()) {
				return;
			}
			run.stop();
			run = new ServerRun(config, this);
			try {
				run.start();
			} catch (IOException e) {
				System.err.println("herdr: restart could not restore session.json: " + e.getMessage());
			}
		}
	}

	/** The current run's event ring, for tests of herdr's emit order (no stream shows it). */
	EventHub hub() {
		return current().hub();
	}

	/** API connections being served (event streams included), for tests of dropped clients. */
	int openApiConnections() {
		return current().openApiConnections();
	}

	/** The current run's session, for tests that must change it between two looks of a waiting client. */
	Session session() {
		return current().session;
	}

	/** Agent waits that resolved their agent and now wait for it, for tests that act only then. */
	int pinnedAgentWaits() {
		return current().pinnedAgentWaits();
	}

	/** Blocks until the server stopped (server.stop or close). */
	public void awaitStop() throws InterruptedException {
		stopped.await();
	}

	public boolean awaitStop(long ms) throws InterruptedException {
		return stopped.await(ms, TimeUnit.MILLISECONDS);
	}

	/** Returns once the server stopped and its socket files are gone, also when another thread (server.stop) is stopping it. */
	@Override
	public void close() {
		if (!stopping.compareAndSet(false, true)) {
			try {
				stopped.await();
			} catch (InterruptedException interrupted) {
				Thread.currentThread().interrupt();
			}
			return;
		}
		synchronized (lifecycle) {
			if (run != null) {
				run.stop();
			}
		}
		closeSocket(api, config.paths().apiSocket());
		closeSocket(client, config.paths().clientSocket());
		stopped.countDown();
	}

	private static void closeSocket(ServerSocketChannel socket, Path file) {
		try {
			if (socket != null) {
				socket.close();
				Files.deleteIfExists(file);
			}
		} catch (IOException e) {
			// best effort: the process is going away
		}
	}
}
