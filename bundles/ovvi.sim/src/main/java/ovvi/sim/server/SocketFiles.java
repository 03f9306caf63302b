package ovvi.sim.server;

import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

/** Binding herdr's sockets: folders 0700, socket files 0600, stale files replaced. */
public final class SocketFiles {

	private SocketFiles() {
	}

	/** Thrown when a live server already owns the socket. */
	public static final class AlreadyRunning extends IOException {
		public AlreadyRunning(Path socket) {
			super(socket.toString());
		}
	}

	public static void ensurePrivateDir(Path dir) throws IOException {
		if (!Files.isDirectory(dir)) {
			Path parent = dir.getParent();
			if (parent != null) {
				ensurePrivateDir(parent);
			}
			Files.createDirectories(dir, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
		}
	}

	public static boolean isLive(Path socket) {
		if (!Files.exists(socket)) {
			return false;
		}
		try (SocketChannel ch = SocketChannel.open(StandardProtocolFamily.UNIX)) {
			ch.connect(UnixDomainSocketAddress.of(socket));
			return true;
		} catch (IOException e) {
			return false;
		}
	}

	static ServerSocketChannel bind(Path socket) throws IOException {
		ensurePrivateDir(socket.getParent());
		if (isLive(socket)) {
			throw new AlreadyRunning(socket);
		}
		Files.deleteIfExists(socket);
		ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
		server.bind(UnixDomainSocketAddress.of(socket), 512);
		Files.setPosixFilePermissions(socket, PosixFilePermissions.fromString("rw-------"));
		return server;
	}
}
