package ovvi.sim.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import ovvi.sim.EventReader;
import ovvi.sim.SchemaCheck;
import ovvi.sim.SimFixture;
import ovvi.sim.json.Json;

/** Every reply and event line the simulator sends fits herdr's published schema. */
class SchemaConformanceTest {

	private SimFixture fx;
	private final List<String> problems = new ArrayList<>();

	@BeforeEach
	void setUp() throws IOException {
		fx = new SimFixture();
		fx.start("schema");
	}

	@AfterEach
	void tearDown() throws IOException {
		fx.close();
	}

	private JsonObject call(String method, Object... params) throws IOException {
		JsonObject reply = fx.call(method, params);
		String schema = reply.has("result") ? "success_response" : "error_response";
		SchemaCheck.check(schema, reply).forEach(p -> problems.add(method + " " + p));
		return reply;
	}

	@Test
	void repliesAndEventsFitTheSchema() throws Exception {
		try (EventReader events = new EventReader(fx, "s", "workspace.created", "tab.created", "pane.created",
				"pane.updated", "layout.updated", "pane.moved", "workspace.metadata_updated", "tab.renamed",
				"workspace.renamed", "pane.closed", "workspace.closed", "tab.moved", "workspace.reordered")) {
			events.next(2000);
			fx.ok("ping"); // its five 0.9.x capabilities are newer than this 0.8.2 schema; RequestHandlingTest checks them
			call("workspace.create", "cwd", fx.home().toString(), "label", "a");
			call("workspace.create", "cwd", fx.home().toString());
			call("tab.create", "workspace_id", "w1", "label", "t");
			call("pane.split", "target_pane_id", "w1:p1", "direction", "right");
			call("pane.report_metadata", "pane_id", "w1:p1", "source", "ovvi", "tokens", Map.of("k", "v"), "ttl_ms", 60000,
					"title", "T", "state_labels", Map.of("idle", "ready"));
			call("workspace.report_metadata", "workspace_id", "w1", "source", "ovvi", "tokens", Map.of("k", "v"));
			call("pane.report_agent_session", "pane_id", "w1:p1", "source", "herdr:pi", "agent", "pi", "agent_session_path", "/x");
			call("session.snapshot");
			call("workspace.get", "workspace_id", "w1");
			call("workspace.list");
			call("workspace.rename", "workspace_id", "w1", "label", "b");
			call("workspace.move_block", "workspace_ids", List.of("w2"), "before_workspace_id", "w1");
			call("tab.get", "tab_id", "w1:t1");
			call("tab.rename", "tab_id", "w1:t1", "label", "x");
			call("tab.move", "tab_id", "w1:t2", "insert_index", 0);
			call("pane.get", "pane_id", "w1:p1");
			call("pane.list");
			call("pane.read", "pane_id", "w1:p1", "source", "recent", "format", "ansi");
			call("pane.read", "pane_id", "w1:p1", "source", "visible", "lines", 3);
			call("pane.process_info", "pane_id", "w1:p1");
			call("pane.swap", "source_pane_id", "w1:p1", "target_pane_id", "w1:p3");
			call("pane.swap", "pane_id", "w1:p3", "direction", "up");
			call("pane.resize", "pane_id", "w1:p1", "direction", "left");
			call("pane.zoom", "pane_id", "w1:p1", "mode", "on");
			call("pane.zoom", "pane_id", "w1:p1", "mode", "off");
			call("pane.report_agent", "pane_id", "w1:p1", "source", "herdr:pi", "agent", "pi", "state", "working");
			call("layout.set_split_ratio", "tab_id", "w1:t1", "path", List.of(), "ratio", 0.4);
			call("layout.export", "tab_id", "w1:t1");
			call("layout.apply", "workspace_id", "w1", "root", Json.obj("type", "split", "direction", "down", "ratio", 0.5,
					"first", Json.obj("type", "pane", "label", "l"), "second", Json.obj("type", "pane", "command", List.of("sleep", "9"))));
			call("pane.move", "pane_id", "w1:p3", "destination", Json.obj("type", "new_tab", "workspace_id", "w2", "label", "m"));
			call("pane.move", "pane_id", "w2:p2", "destination", Json.obj("type", "new_workspace"));
			call("pane.move", "pane_id", "w3:p1", "destination", Json.obj("type", "tab", "tab_id", "w3:t1", "split", "right"));
			call("pane.send_input", "pane_id", "w1:p1", "text", "echo", "keys", List.of("enter"));
			call("pane.close", "pane_id", "w1:p1");
			call("tab.close", "tab_id", "w1:t2");
			call("workspace.close", "workspace_id", "w2");
			call("pane.get", "pane_id", "nope");
			call("agent.prompt", "target", "w3:p1", "text", "x");
			for (int i = 0; i < 25; i++) {
				JsonObject line = events.next(5000);
				SchemaCheck.check("event", line).forEach(p -> problems.add(line.get("event") + " " + p));
			}
		}
		assertEquals(List.of(), problems);
	}

	@Test
	void theCheckCatchesMissingAndUnknownFields() {
		JsonObject bad = JsonParser.parseString("{\"id\":\"1\",\"result\":{\"type\":\"pane_info\",\"pane\":"
				+ "{\"pane_id\":\"w1:p1\",\"workspace_id\":\"w1\",\"tab_id\":\"w1:t1\",\"focused\":true,"
				+ "\"agent_status\":\"idle\",\"revision\":0,\"colour\":1}}}").getAsJsonObject();
		String problems = SchemaCheck.check("success_response", bad).toString();
		org.junit.jupiter.api.Assertions.assertTrue(problems.contains("terminal_id"), problems);
		org.junit.jupiter.api.Assertions.assertTrue(problems.contains("colour"), problems);
	}

	@Test
	void errorLinesFitTheErrorSchema() throws IOException {
		JsonObject reply = JsonParser.parseString(fx.raw("{oops")).getAsJsonObject();
		assertEquals(List.of(), SchemaCheck.check("error_response", reply));
	}
}
