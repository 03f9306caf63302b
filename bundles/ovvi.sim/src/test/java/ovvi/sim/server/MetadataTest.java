package ovvi.sim.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.google.gson.JsonObject;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import ovvi.sim.EventReader;
import ovvi.sim.SimFixture;
import ovvi.sim.json.Json;

/** Metadata tokens (PROTOCOL.md §6). */
class MetadataTest {

	private SimFixture fx;

	@BeforeEach
	void setUp() throws IOException {
		fx = new SimFixture();
		fx.start("meta");
		fx.ok("workspace.create", "cwd", fx.home().toString());
	}

	@AfterEach
	void tearDown() throws IOException {
		fx.close();
	}

	private String code(JsonObject reply) {
		return reply.getAsJsonObject("error").get("code").getAsString();
	}

	@Test
	void tokensPatchByNameAndShowOnThePane() throws IOException {
		Map<String, Object> tokens = new HashMap<>();
		tokens.put("ovvi-shown", "  1\u0007 ");
		tokens.put("remote", null);
		fx.ok("pane.report_metadata", "pane_id", "w1:p1", "source", "ovvi", "tokens", tokens);
		JsonObject pane = fx.ok("pane.get", "pane_id", "w1:p1").getAsJsonObject("pane");
		assertEquals(Json.obj("ovvi-shown", "1"), pane.getAsJsonObject("tokens"));
		assertEquals(1, pane.get("revision").getAsInt());
		fx.ok("pane.report_metadata", "pane_id", "w1:p1", "source", "other", "tokens", Map.of("x", "y".repeat(100)));
		JsonObject both = fx.ok("pane.get", "pane_id", "w1:p1").getAsJsonObject("pane").getAsJsonObject("tokens");
		assertEquals(80, both.get("x").getAsString().length());
		assertEquals("1", both.get("ovvi-shown").getAsString());
	}

	@Test
	void namesSourcesTtlsAndLimitsAreChecked() throws IOException {
		assertEquals("invalid_metadata_token", code(fx.call("pane.report_metadata", "pane_id", "w1:p1", "source", "s",
				"tokens", Map.of("a.b", "1"))));
		assertEquals("invalid_metadata_source", code(fx.call("pane.report_metadata", "pane_id", "w1:p1", "source", "a b",
				"tokens", Map.of("a", "1"))));
		assertEquals("invalid_metadata_ttl", code(fx.call("pane.report_metadata", "pane_id", "w1:p1", "source", "s",
				"tokens", Map.of("a", "1"), "ttl_ms", 0)));
		assertEquals("invalid_metadata_request", code(fx.call("pane.report_metadata", "pane_id", "w1:p1", "source", "s")));
		assertEquals("invalid_metadata_token", code(fx.call("workspace.report_metadata", "workspace_id", "w1",
				"source", "s", "tokens", Map.of())));
		Map<String, String> seventeen = new HashMap<>();
		for (int i = 0; i < 17; i++) {
			seventeen.put("t" + i, "v");
		}
		assertEquals("invalid_metadata_token", code(fx.call("pane.report_metadata", "pane_id", "w1:p1", "source", "s",
				"tokens", seventeen)));
		for (int batch = 0; batch < 2; batch++) {
			Map<String, String> sixteen = new HashMap<>();
			for (int i = 0; i < 16; i++) {
				sixteen.put("b" + batch + "_" + i, "v");
			}
			fx.ok("pane.report_metadata", "pane_id", "w1:p1", "source", "s", "tokens", sixteen);
		}
		assertEquals("metadata_token_limit", code(fx.call("pane.report_metadata", "pane_id", "w1:p1", "source", "s",
				"tokens", Map.of("one_more", "v"))));
	}

	@Test
	void workspaceTokensEmitOnEveryWriteAndOnExpiry() throws Exception {
		try (EventReader events = new EventReader(fx, "s", "workspace.metadata_updated")) {
			events.next(2000);
			fx.ok("workspace.report_metadata", "workspace_id", "w1", "source", "ovvi", "tokens", Map.of("ovvi-open", "1"),
					"ttl_ms", 300);
			JsonObject set = events.nextEvent("workspace_metadata_updated", 3000);
			assertEquals("1", set.getAsJsonObject("data").getAsJsonObject("workspace").getAsJsonObject("tokens")
					.get("ovvi-open").getAsString());
			JsonObject expired = events.nextEvent("workspace_metadata_updated", 3000);
			assertFalse(expired.getAsJsonObject("data").getAsJsonObject("workspace").has("tokens"));
			fx.ok("workspace.report_metadata", "workspace_id", "w1", "source", "ovvi", "tokens", Map.of("k", "v"));
			events.nextEvent("workspace_metadata_updated", 3000);
			fx.ok("workspace.report_metadata", "workspace_id", "w1", "source", "ovvi", "tokens", Map.of("k", "v"));
			JsonObject unchanged = events.nextEvent("workspace_metadata_updated", 3000);
			assertEquals("v", unchanged.getAsJsonObject("data").getAsJsonObject("workspace").getAsJsonObject("tokens")
					.get("k").getAsString(), "a write that changes nothing emits as well (the seed)");
		}
	}

	@Test
	void paneTokensEmitTheWholePaneWhenAReportChangesSomethingAndAgainOnExpiry() throws Exception {
		try (EventReader events = new EventReader(fx, "s", "pane.updated")) {
			events.next(2000);
			fx.ok("pane.report_metadata", "pane_id", "w1:p1", "source", "ovvi", "tokens", Map.of("k", "v"));
			assertEquals(1, events.nextEvent("pane_updated", 3000).getAsJsonObject("data").getAsJsonObject("pane")
					.get("revision").getAsInt());
			fx.ok("pane.report_metadata", "pane_id", "w1:p1", "source", "ovvi", "tokens", Map.of("k", "v"));
			fx.ok("pane.report_metadata", "pane_id", "w1:p1", "source", "ovvi", "tokens", Map.of("shown", "1"),
					"ttl_ms", 300);
			JsonObject set = events.nextEvent("pane_updated", 3000).getAsJsonObject("data").getAsJsonObject("pane");
			assertEquals("1", set.getAsJsonObject("tokens").get("shown").getAsString(),
					"the identical write before it emitted nothing (herdr's source)");
			assertEquals(2, set.get("revision").getAsInt());
			fx.ok("pane.report_metadata", "pane_id", "w1:p1", "source", "ovvi", "tokens", Map.of("shown", "1"),
					"ttl_ms", 300);
			JsonObject renewed = events.nextEvent("pane_updated", 3000).getAsJsonObject("data").getAsJsonObject("pane");
			assertEquals(3, renewed.get("revision").getAsInt(), "a report with a ttl counts as a change");
			JsonObject expired = events.nextEvent("pane_updated", 3000).getAsJsonObject("data").getAsJsonObject("pane");
			assertFalse(expired.getAsJsonObject("tokens").has("shown"), "expiry sends the pane again");
			assertEquals("v", expired.getAsJsonObject("tokens").get("k").getAsString(), "tokens without a ttl stay");
			assertEquals(4, expired.get("revision").getAsInt());
		}
	}

	@Test
	void aDecodeErrorAnswersWithTheRequestsIdAndChecksComeInHerdrsOrder() throws IOException {
		JsonObject noTokens = fx.call("workspace.report_metadata", "workspace_id", "w1", "source", "s");
		assertEquals("t1", noTokens.get("id").getAsString());
		assertEquals("invalid request: missing field `tokens`", noTokens.getAsJsonObject("error").get("message").getAsString());
		assertEquals("invalid_request", code(fx.call("pane.report_metadata", "pane_id", "w9:p9", "source", "s",
				"tokens", Map.of("a", 1))), "a mistyped value fails decoding before the pane is looked up");
		JsonObject empty = fx.call("pane.report_metadata", "pane_id", "w1:p1", "source", "s", "tokens", Map.of());
		assertEquals("invalid_metadata_request", code(empty));
		assertEquals("missing metadata field to set or clear", empty.getAsJsonObject("error").get("message").getAsString());
		assertEquals("invalid_agent", code(fx.call("pane.report_metadata", "pane_id", "w1:p1", "source", "s",
				"agent", " ", "title", "T")));
		assertEquals("invalid_metadata_source", code(fx.call("pane.report_metadata", "pane_id", "w1:p1", "source", "s",
				"applies_to_source", "no spaces", "title", "T")));
	}

	@Test
	void theAgentGuardHoldsBackPresentationButNotTokens() throws IOException {
		fx.ok("pane.report_metadata", "pane_id", "w1:p1", "source", "hook", "agent", "claude", "title", "T",
				"tokens", Map.of("k", "v"));
		JsonObject pane = fx.ok("pane.get", "pane_id", "w1:p1").getAsJsonObject("pane");
		assertFalse(pane.has("title"), "the pane runs no claude: the title is held back");
		assertEquals("v", pane.getAsJsonObject("tokens").get("k").getAsString(), "tokens are not guarded");
		fx.ok("pane.report_agent", "pane_id", "w1:p1", "source", "herdr:claude", "agent", "claude", "state", "idle");
		fx.ok("pane.report_metadata", "pane_id", "w1:p1", "source", "hook", "agent", "claude",
				"applies_to_source", "herdr:claude", "title", "T");
		assertEquals("T", fx.ok("pane.get", "pane_id", "w1:p1").getAsJsonObject("pane").get("title").getAsString());
		fx.ok("pane.report_metadata", "pane_id", "w1:p1", "source", "hook", "applies_to_source", "herdr:pi",
				"title", "other");
		assertEquals("T", fx.ok("pane.get", "pane_id", "w1:p1").getAsJsonObject("pane").get("title").getAsString(),
				"another authority source holds the title back");
	}

	@Test
	void staleSeqIsAcknowledgedButIgnored() throws IOException {
		fx.ok("pane.report_metadata", "pane_id", "w1:p1", "source", "s", "tokens", Map.of("a", "2"), "seq", 2);
		fx.ok("pane.report_metadata", "pane_id", "w1:p1", "source", "s", "tokens", Map.of("a", "1"), "seq", 1);
		assertEquals("2", fx.ok("pane.get", "pane_id", "w1:p1").getAsJsonObject("pane").getAsJsonObject("tokens")
				.get("a").getAsString());
	}

	@Test
	void tokensTravelWithAMovedPaneButAClearToItsOldIdDoesNotReachIt() throws IOException {
		fx.ok("pane.split", "target_pane_id", "w1:p1", "direction", "right");
		fx.ok("pane.report_metadata", "pane_id", "w1:p2", "source", "ovvi", "tokens", Map.of("ovvi-shown", "1"));
		fx.ok("pane.move", "pane_id", "w1:p2", "destination", Json.obj("type", "new_workspace"));
		assertEquals("1", fx.ok("pane.get", "pane_id", "w2:p1").getAsJsonObject("pane").getAsJsonObject("tokens")
				.get("ovvi-shown").getAsString());
		JsonObject clear = new JsonObject();
		clear.add("ovvi-shown", com.google.gson.JsonNull.INSTANCE);
		assertEquals("ok", fx.ok("pane.report_metadata", "pane_id", "w1:p2", "source", "ovvi", "tokens", clear)
				.get("type").getAsString());
		assertEquals("1", fx.ok("pane.get", "pane_id", "w2:p1").getAsJsonObject("pane").getAsJsonObject("tokens")
				.get("ovvi-shown").getAsString(), "herdr 0.9.5: a moved pane keeps its mark; the clear went to its old id");
		fx.ok("pane.report_metadata", "pane_id", "w2:p1", "source", "ovvi", "tokens", clear);
		assertFalse(fx.ok("pane.get", "pane_id", "w2:p1").getAsJsonObject("pane").has("tokens"));
	}
}
