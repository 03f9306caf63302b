package ovvi.sim.cli;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import ovvi.sim.json.Json;

/** One request, one reply line, as herdr's CLI talks to its API socket. */
final class ApiClient {

	private ApiClient() {
	}

	/** @return the raw reply line; throws IOException when the connect fails */
	static String call(Path socket, String id, String method, JsonObject params) throws IOException {
		try (SocketChannel ch = SocketChannel.open(StandardProtocolFamily.UNIX)) {
			ch.connect(UnixDomainSocketAddress.of(socket));
			String line = Json.write(Json.obj("id", id, "method", method, "params", params)) + "\n";
			ch.write(ByteBuffer.wrap(line.getBytes(StandardCharsets.UTF_8)));
			BufferedReader in = new BufferedReader(new InputStreamReader(Channels.newInputStream(ch), StandardCharsets.UTF_8));
			String reply = in.readLine();
			return reply == null ? "" : reply;
		}
	}

	static JsonObject parse(String reply) {
		return JsonParser.parseString(reply).getAsJsonObject();
	}
}
