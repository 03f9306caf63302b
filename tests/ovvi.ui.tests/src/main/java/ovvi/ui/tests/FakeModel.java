package ovvi.ui.tests;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

/**
 * An OpenAI-compatible chat model on 127.0.0.1 for real agents (pi's "openai-completions"
 * provider): {@code GET /v1/models} lists {@link #ID}, {@code POST /v1/chat/completions} streams
 * one fixed reply as server-sent events. The reply waits until {@link #answer()}, so the test
 * sees the agent at work for as long as it needs, then comes a few characters at a time.
 */
final class FakeModel implements AutoCloseable {

	static final String ID = "fake-1";
	/** Between two chunks of the reply, so the agent renders a stream rather than one block. */
	private static final long CHUNK_PAUSE_MS = 30;

	private final HttpServer server;
	private final ExecutorService requests = Executors.newVirtualThreadPerTaskExecutor();
	private final String reply;
	private final CountDownLatch answering = new CountDownLatch(1);
	private final List<String> asked = new CopyOnWriteArrayList<>();

	FakeModel(String reply) throws IOException {
		this.reply = reply;
		server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
		server.setExecutor(requests);
		server.createContext("/v1/models", this::models);
		server.createContext("/v1/chat/completions", this::completion);
		server.start();
	}

	/** pi's {@code ~/.pi/agent/models.json} naming this model as provider "fake". */
	String piModels() {
		JsonObject compat = new JsonObject();
		compat.addProperty("supportsDeveloperRole", false);
		compat.addProperty("supportsReasoningEffort", false);
		JsonObject model = new JsonObject();
		model.addProperty("id", ID);
		JsonArray models = new JsonArray();
		models.add(model);
		JsonObject fake = new JsonObject();
		fake.addProperty("baseUrl", "http://127.0.0.1:" + server.getAddress().getPort() + "/v1");
		fake.addProperty("api", "openai-completions");
		fake.addProperty("apiKey", "x");
		fake.add("compat", compat);
		fake.add("models", models);
		JsonObject providers = new JsonObject();
		providers.add("fake", fake);
		JsonObject root = new JsonObject();
		root.add("providers", providers);
		return root.toString();
	}

	/** The bodies of the chat requests so far. */
	List<String> asked() {
		return asked;
	}

	/** Lets every chat request, waiting or to come, stream the reply. */
	void answer() {
		answering.countDown();
	}

	private void models(HttpExchange exchange) throws IOException {
		JsonObject model = new JsonObject();
		model.addProperty("id", ID);
		model.addProperty("object", "model");
		JsonArray data = new JsonArray();
		data.add(model);
		JsonObject list = new JsonObject();
		list.addProperty("object", "list");
		list.add("data", data);
		byte[] body = list.toString().getBytes(StandardCharsets.UTF_8);
		exchange.getResponseHeaders().set("Content-Type", "application/json");
		exchange.sendResponseHeaders(200, body.length);
		try (OutputStream out = exchange.getResponseBody()) {
			out.write(body);
		}
	}

	private void completion(HttpExchange exchange) throws IOException {
		try (InputStream in = exchange.getRequestBody()) {
			asked.add(new String(in.readAllBytes(), StandardCharsets.UTF_8));
		}
		exchange.getResponseHeaders().set("Content-Type", "text/event-stream");
		exchange.getResponseHeaders().set("Cache-Control", "no-cache");
		exchange.sendResponseHeaders(200, 0);
		try (OutputStream out = exchange.getResponseBody()) {
			JsonObject role = new JsonObject();
			role.addProperty("role", "assistant");
			event(out, chunk(role, null));
			answering.await();
			for (int at = 0; at < reply.length(); at += 8) {
				JsonObject content = new JsonObject();
				content.addProperty("content", reply.substring(at, Math.min(reply.length(), at + 8)));
				event(out, chunk(content, null));
				TimeUnit.MILLISECONDS.sleep(CHUNK_PAUSE_MS);
			}
			JsonObject last = chunk(new JsonObject(), "stop");
			JsonObject usage = new JsonObject();
			usage.addProperty("prompt_tokens", 42);
			usage.addProperty("completion_tokens", 17);
			usage.addProperty("total_tokens", 59);
			last.add("usage", usage);
			event(out, last);
			out.write("data: [DONE]\n\n".getBytes(StandardCharsets.UTF_8));
		} catch (InterruptedException closing) {
			Thread.currentThread().interrupt();
		}
	}

	private static JsonObject chunk(JsonObject delta, String finishReason) {
		JsonObject choice = new JsonObject();
		choice.addProperty("index", 0);
		choice.add("delta", delta);
		if (finishReason != null) {
			choice.addProperty("finish_reason", finishReason);
		}
		JsonArray choices = new JsonArray();
		choices.add(choice);
		JsonObject chunk = new JsonObject();
		chunk.addProperty("id", "chatcmpl-fake");
		chunk.addProperty("object", "chat.completion.chunk");
		chunk.addProperty("created", 0);
		chunk.addProperty("model", ID);
		chunk.add("choices", choices);
		return chunk;
	}

	private static void event(OutputStream out, JsonObject data) throws IOException {
		out.write(("data: " + data + "\n\n").getBytes(StandardCharsets.UTF_8));
		out.flush();
	}

	@Override
	public void close() {
		answering.countDown();
		server.stop(0);
		requests.shutdownNow();
	}
}
