package ovvi.herdr.exec;

import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;

/** herdr's own socket on this computer, through the JDK's unix-domain sockets: no process per request. */
public final class LocalSockets implements SocketOpener {

	@Override
	public ApiConnection open(String socketPath) throws IOException {
		SocketChannel channel = SocketChannel.open(StandardProtocolFamily.UNIX);
		try {
			channel.connect(UnixDomainSocketAddress.of(socketPath));
		} catch (IOException e) {
			channel.close();
			throw e;
		}
		return new ApiConnection(Channels.newInputStream(channel), Channels.newOutputStream(channel), channel);
	}

	@Override
	public long generation() {
		return 0;
	}
}
