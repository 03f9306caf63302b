package ovvi.model.bench;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import com.google.gson.JsonObject;

/** One request straight to herdr's socket on its own machine, as a local program (an agent's hook) sends it. */
final class HerdrSocket {

	private HerdrSocket() {
	}

	/** One request line, one reply line: herdr's socket protocol. */
	static String call(Path socket, String method, JsonObject params) throws IOException {
		JsonObject request = new JsonObject();
		request.addProperty("id", "soak");
		request.addProperty("method", method);
		request.add("params", params);
		try (SocketChannel channel = SocketChannel.open(StandardProtocolFamily.UNIX)) {
			channel.connect(UnixDomainSocketAddress.of(socket));
			channel.write(ByteBuffer.wrap((request + "\n").getBytes(StandardCharsets.UTF_8)));
			ByteArrayOutputStream reply = new ByteArrayOutputStream();
			ByteBuffer buffer = ByteBuffer.allocate(64 * 1024);
			while (channel.read(buffer.clear()) > 0) {
				reply.write(buffer.array(), 0, buffer.position());
			}
			return reply.toString(StandardCharsets.UTF_8);
		}
	}
}
