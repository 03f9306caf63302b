package ovvi.sim.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import ovvi.sim.SimFixture;
import ovvi.sim.json.Json;

/** Framing and decoding as herdr's socket does it (PROTOCOL.md §2). */
class RequestHandlingTest {

	private SimFixture fx;

	@BeforeEach
	void setUp() throws IOException {
		fx = new SimFixture();
		fx.start("req");
	}

	@AfterEach
	void tearDown() throws IOException {
		fx.close();
	}

	private static JsonObject parse(String line) {
		return JsonParser.parseString(line).getAsJsonObject();
	}

	private static void assertInvalid(String reply, String id, String messageStart) {
		JsonObject o = parse(reply);
		assertEquals(id, o.get("id").getAsString(), reply);
		assertEquals("invalid_request", o.getAsJsonObject("error").get("code").getAsString());
		String message = o.getAsJsonObject("error").get("message").getAsString();
		assertTrue(message.startsWith(messageStart), message);
		assertEquals(2, o.getAsJsonObject("error").size());
	}

	@Test
	void pingReportsVersionProtocolAndCapabilities() throws IOException {
		JsonObject pong = fx.ok("ping");
		assertEquals("pong", pong.get("type").getAsString());
		assertEquals("0.9.3", pong.get("version").getAsString());
		assertEquals(22, pong.get("protocol").getAsInt());
		assertEquals(Json.obj("live_handoff", true, "detached_server_daemon", false, "endpoint_protocol_generation", 1,
				"surface_interest", true, "health_check", true), pong.getAsJsonObject("capabilities"),
				"herdr 0.9.x's five; a headless herdr server can hand off live; no daemon of its own");
	}

	@Test
	void malformedRequestsGetInvalidRequestWithTheirStringIdElseAnEmptyOne() throws IOException {
		assertInvalid(fx.raw("{not json"), "", "invalid request: ");
		assertInvalid(fx.raw("{\"id\":\"a\",\"method\":\"ping\",\"params\":{}"), "", "invalid request: ");
		assertInvalid(fx.raw("[\"a\"]"), "", "invalid request: invalid type: sequence");
		assertInvalid(fx.raw("{\"id\":1,\"method\":\"ping\",\"params\":{}}"), "",
				"invalid request: invalid type: integer `1`, expected a string");
		assertInvalid(fx.raw("{\"id\":\"a\",\"id\":\"b\",\"method\":\"pane.bogus\",\"params\":{}}"), "",
				"invalid request: unknown variant `pane.bogus`");
		assertInvalid(fx.raw("{\"id\":\"a\",\"method\":\"ping\"}"), "a", "invalid request: missing field `params`");
		assertInvalid(fx.raw("{\"id\":\"a\",\"method\":\"ping\",\"params\":null}"), "a", "invalid request: invalid type: null");
		assertInvalid(fx.raw("{\"method\":\"pane.bogus\",\"params\":{},\"id\":\"a\"}"), "a",
				"invalid request: unknown variant `pane.bogus`, expected one of `ping`");
		assertInvalid(fx.raw("{\"id\":\"a\",\"method\":\"pane.get\",\"params\":{}}"), "a",
				"invalid request: missing field `pane_id`");
		assertInvalid(fx.raw("{\"id\":\"a\",\"method\":\"pane.get\",\"params\":{\"pane_id\":5}}"), "a",
				"invalid request: invalid type: integer `5`, expected a string");
	}

	@Test
	void unknownIdsGetNotFoundErrorsWithTheRequestId() throws IOException {
		JsonObject reply = fx.call("pane.get", "pane_id", "w1:p9");
		assertEquals("t1", reply.get("id").getAsString());
		assertEquals("pane_not_found", reply.getAsJsonObject("error").get("code").getAsString());
		assertEquals("pane w1:p9 not found", reply.getAsJsonObject("error").get("message").getAsString());
		assertEquals("workspace_not_found",
				fx.call("workspace.get", "workspace_id", "w7").getAsJsonObject("error").get("code").getAsString());
		assertEquals("tab_not_found", fx.call("tab.get", "tab_id", "w1:t3").getAsJsonObject("error").get("code").getAsString());
	}

	@Test
	void unknownParamsAreIgnoredAndTheReplyEndsTheConnection() throws IOException {
		try (SocketChannel ch = fx.connect()) {
			ch.write(ByteBuffer.wrap("{\"id\":\"x\",\"method\":\"ping\",\"params\":{\"extra\":1},\"more\":2}\n{\"id\":\"y\"}\n".getBytes()));
			String all = new String(java.nio.channels.Channels.newInputStream(ch).readAllBytes());
			assertEquals(1, all.split("\n").length);
			assertEquals("x", parse(all.strip()).get("id").getAsString());
		}
	}

	@Test
	void emptyLineAndOversizedLineCloseWithoutReply() throws IOException {
		assertEquals("", fx.raw("   "));
		try (SocketChannel ch = fx.connect()) {
			byte[] chunk = new byte[1 << 20];
			java.util.Arrays.fill(chunk, (byte) 'a');
			int written = 0;
			try {
				for (int i = 0; i < 10; i++) {
					ByteBuffer b = ByteBuffer.wrap(chunk);
					while (b.hasRemaining()) {
						written += ch.write(b);
					}
				}
			} catch (IOException e) {
				// the server closed the connection once the line passed 1 MiB
			}
			assertTrue(written > Connection.MAX_LINE);
			assertEquals(-1, readOrEof(ch));
		}
		assertEquals("pong", fx.ok("ping").get("type").getAsString(), "the server keeps serving");
	}

	private static int readOrEof(SocketChannel ch) throws IOException {
		try {
			return ch.read(ByteBuffer.allocate(16));
		} catch (IOException e) {
			return -1;
		}
	}

	@Test
	void twoHundredConcurrentConnectionsAreAllAnswered() throws Exception {
		for (int i = 1; i <= 5; i++) { // real panes: every snapshot reads their processes
			fx.ok("workspace.create", "cwd", fx.home().toString());
			fx.ok("pane.split", "target_pane_id", "w" + i + ":p1", "direction", "right");
		}
		List<Callable<String>> calls = new ArrayList<>();
		for (int i = 0; i < 200; i++) {
			calls.add(() -> fx.raw("{\"id\":\"c\",\"method\":\"session.snapshot\",\"params\":{}}"));
		}
		try (ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor()) {
			for (Future<String> f : pool.invokeAll(calls)) {
				JsonObject snapshot = parse(f.get()).getAsJsonObject("result").getAsJsonObject("snapshot");
				assertEquals(10, snapshot.getAsJsonArray("panes").size());
			}
		}
	}

	@Test
	void aSilentClientIsDroppedAndOthersAreServed() throws IOException {
		try (SocketChannel silent = fx.connect()) {
			assertEquals("pong", fx.ok("ping").get("type").getAsString());
			long start = System.nanoTime();
			assertEquals(-1, readOrEof(silent), "dropped after herdr's 5 s read deadline");
			assertTrue(System.nanoTime() - start > 4_000_000_000L);
		}
	}

	@Test
	void aClientThatDisconnectsBeforeTheReplyDoesNotHurt() throws IOException {
		try (SocketChannel ch = fx.connect()) {
			ch.write(ByteBuffer.wrap("{\"id\":\"x\",\"method\":\"session.snapshot\",\"params\":{}}\n".getBytes()));
		}
		assertEquals("pong", fx.ok("ping").get("type").getAsString());
	}

	@Test
	void unimplementedKnownMethodsSayNotImplemented() throws IOException {
		JsonObject reply = fx.call("agent.explain");
		assertEquals("not_implemented", reply.getAsJsonObject("error").get("code").getAsString());
	}

	@Test
	void swapWithoutAnyWorkspaceIsAnsweredAndTheServerGoesOn() throws IOException {
		JsonObject reply = fx.call("pane.swap", "source_pane_id", "w1:p1", "target_pane_id", "w1:p2");
		assertEquals("t1", reply.get("id").getAsString(), reply.toString());
		assertEquals("pane_layout_unavailable", reply.getAsJsonObject("error").get("code").getAsString());
		assertEquals("pane_not_found", fx.call("pane.swap", "direction", "left").getAsJsonObject("error")
				.get("code").getAsString());
		assertEquals("pong", fx.ok("ping").get("type").getAsString());
	}

	@Test
	void paramsDecodeBeforeAnyLookupAsSerdeDoes() throws IOException {
		for (JsonObject reply : List.of(fx.call("tab.rename", "tab_id", "w9:t9", "label", 5),
				fx.call("workspace.move", "workspace_id", "w9", "insert_index", "first"),
				fx.call("pane.send_text", "pane_id", "w9:p9", "text", false),
				fx.call("pane.resize", "pane_id", "w9:p9", "direction", "sideways"),
				fx.call("tab.create", "workspace_id", "w9", "focus", "yes"),
				fx.call("worktree.open", "cwd", "/nowhere", "branch", 1))) {
			assertEquals("t1", reply.get("id").getAsString(), reply.toString());
			assertEquals("invalid_request", reply.getAsJsonObject("error").get("code").getAsString());
		}
	}

	@Test
	void agentListListsTheAgentPanesAsTheSnapshotDoes() throws IOException {
		fx.ok("workspace.create", "cwd", fx.home().toString());
		fx.ok("pane.split", "target_pane_id", "w1:p1", "direction", "right");
		assertEquals(0, fx.ok("agent.list").getAsJsonArray("agents").size());
		fx.ok("pane.report_agent", "pane_id", "w1:p2", "source", "herdr:pi", "agent", "pi", "state", "working");
		JsonObject list = fx.ok("agent.list");
		assertEquals("agent_list", list.get("type").getAsString());
		assertEquals(fx.ok("session.snapshot").getAsJsonObject("snapshot").getAsJsonArray("agents"),
				list.getAsJsonArray("agents"));
		assertEquals("w1:p2", list.getAsJsonArray("agents").get(0).getAsJsonObject().get("pane_id").getAsString());
	}
}
