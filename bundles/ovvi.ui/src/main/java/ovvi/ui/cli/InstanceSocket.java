package ovvi.ui.cli;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.ConnectException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;

/**
 * The running Ovvi's door for a later {@code ovvi} command, so that one Ovvi runs per user: a unix
 * socket, 0600 in a folder of its own that is 0700 (the launcher names it, in
 * {@code $XDG_RUNTIME_DIR}). A request is one target, as {@link OpenTarget#fields}; the answer is
 * empty when Ovvi took it, else why not.
 */
public final class InstanceSocket implements AutoCloseable {

	/** The system property in which the launcher names the socket's path. */
	public static final String PROPERTY = "ovvi.instance.socket";
	/** More fields than any target has: a longer request is not one. */
	private static final int MAX_FIELDS = 8;
	/** stat(2)'s file type bits, and a socket's. */
	private static final int S_IFMT = 0170000;
	private static final int S_IFSOCK = 0140000;

	private final Path path;
	private final ServerSocketChannel server;

	private InstanceSocket(Path path, ServerSocketChannel server) {
		this.path = path;
		this.server = server;
	}

	/**
	 * Listens at {@code path} and gives each target handed over to {@code requests}, on a thread of
	 * its own; empty when another Ovvi listens there already. A socket left by an Ovvi that ended
	 * is replaced.
	 *
	 * @throws IOException the folder cannot be made private, or something other than a socket is
	 *                     in the way
	 */
	public static Optional<InstanceSocket> listen(Path path, Consumer<OpenTarget> requests) throws IOException {
		privateFolder(path.getParent());
		if (Files.exists(path, LinkOption.NOFOLLOW_LINKS)) {
			if (!isSocket(path)) {
				throw new IOException(path + " is in the way of Ovvi's socket: it is not a socket");
			}
			if (answers(path)) {
				return Optional.empty();
			}
			Files.delete(path);
		}
		ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
		try {
			server.bind(UnixDomainSocketAddress.of(path));
			Files.setPosixFilePermissions(path, PosixFilePermissions.fromString("rw-------"));
		} catch (IOException failed) {
			server.close();
			throw failed;
		}
		InstanceSocket socket = new InstanceSocket(path, server);
		Thread.ofPlatform().daemon().name("ovvi-instance-socket").start(() -> socket.accept(requests));
		return Optional.of(socket);
	}

	/**
	 * Hands a target to the Ovvi that listens at {@code path}.
	 *
	 * @return false when no Ovvi listens there (no socket, or one left by an Ovvi that ended)
	 * @throws IOException Ovvi refused it (the message says why) or did not answer in time
	 */
	public static boolean handOver(Path path, OpenTarget target, Duration patience) throws IOException, InterruptedException {
		if (!Files.exists(path, LinkOption.NOFOLLOW_LINKS)) {
			return false;
		}
		SocketChannel channel;
		try {
			channel = SocketChannel.open(UnixDomainSocketAddress.of(path));
		} catch (ConnectException nobody) {
			return false;
		}
		CompletableFuture<String> answer = CompletableFuture.supplyAsync(() -> {
			try (channel) {
				DataOutputStream out = new DataOutputStream(Channels.newOutputStream(channel));
				List<String> fields = target.fields();
				out.writeInt(fields.size());
				for (String field : fields) {
					out.writeUTF(field);
				}
				out.flush();
				return new DataInputStream(Channels.newInputStream(channel)).readUTF();
			} catch (IOException failed) {
				throw new java.io.UncheckedIOException(failed);
			}
		}, command -> Thread.ofVirtual().start(command));
		String refusal;
		try {
			refusal = answer.get(patience.toMillis(), TimeUnit.MILLISECONDS);
		} catch (TimeoutException late) {
			channel.close();
			throw new IOException("the running Ovvi did not answer within " + patience.toSeconds() + " s");
		} catch (ExecutionException failed) {
			throw new IOException("the running Ovvi did not answer: " + failed.getCause().getMessage(), failed.getCause());
		}
		if (!refusal.isEmpty()) {
			throw new IOException(refusal);
		}
		return true;
	}

	private void accept(Consumer<OpenTarget> requests) {
		while (server.isOpen()) {
			try {
				SocketChannel client = server.accept();
				// a command that connects and says nothing holds only its own thread
				Thread.ofVirtual().name("ovvi-instance-request").start(() -> serve(client, requests));
			} catch (IOException closed) {
				return;
			}
		}
	}

	private static void serve(SocketChannel client, Consumer<OpenTarget> requests) {
		try (client) {
			DataInputStream in = new DataInputStream(Channels.newInputStream(client));
			DataOutputStream out = new DataOutputStream(Channels.newOutputStream(client));
			OpenTarget target;
			try {
				target = OpenTarget.of(read(in));
			} catch (OpenTarget.Invalid invalid) {
				out.writeUTF(invalid.getMessage());
				return;
			}
			out.writeUTF("");
			out.flush();
			requests.accept(target);
		} catch (IOException gone) {
			// the command went away before its answer: it says so itself
		}
	}

	private static List<String> read(DataInputStream in) throws IOException, OpenTarget.Invalid {
		int count = in.readInt();
		if (count < 0 || count > MAX_FIELDS) {
			throw new OpenTarget.Invalid("a request of " + count + " fields is not one of Ovvi's");
		}
		List<String> fields = new ArrayList<>(count);
		for (int i = 0; i < count; i++) {
			fields.add(in.readUTF());
		}
		return fields;
	}

	private static boolean answers(Path path) throws IOException {
		try (SocketChannel probe = SocketChannel.open(UnixDomainSocketAddress.of(path))) {
			return true;
		} catch (ConnectException ended) {
			return false;
		}
	}

	private static boolean isSocket(Path path) throws IOException {
		int mode = (Integer) Files.getAttribute(path, "unix:mode", LinkOption.NOFOLLOW_LINKS);
		return (mode & S_IFMT) == S_IFSOCK;
	}

	/**
	 * Makes the folder, or narrows it to 0700, so no other user reaches the socket; the change of
	 * mode fails on a folder another user owns.
	 */
	private static void privateFolder(Path folder) throws IOException {
		Files.createDirectories(folder);
		Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwx------"));
	}

	@Override
	public void close() throws IOException {
		server.close();
		Files.deleteIfExists(path);
	}
}
