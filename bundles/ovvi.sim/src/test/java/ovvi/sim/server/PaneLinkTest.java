package ovvi.sim.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import ovvi.sim.SimFixture;

/** pane.link.resolve and pane.link.activate against a shell that prints an OSC 8 link. */
class PaneLinkTest {

	private SimFixture fx;

	@BeforeEach
	void setUp() throws IOException {
		fx = new SimFixture();
		fx.start("links");
		fx.ok("workspace.create", "cwd", fx.home().toString());
	}

	@AfterEach
	void tearDown() throws IOException {
		fx.close();
	}

	/** Prints "the report" linked to the address; the echoed command never shows those words together. */
	private int printLink(String address) throws IOException {
		fx.ok("pane.send_text", "pane_id", "w1:p1", "text",
				"printf '\\033]8;;%s\\033\\\\%s\\033]8;;\\033\\\\\\n' '" + address + "' 'the rep''ort'\n");
		fx.awaitScreen("w1:p1", "\nthe report");
		List<String> rows = Arrays.asList(fx.ok("pane.read", "pane_id", "w1:p1", "source", "visible")
				.getAsJsonObject("read").get("text").getAsString().split("\n"));
		return rows.indexOf("the report");
	}

	private JsonObject error(String method, Object... params) throws IOException {
		return fx.call(method, params).getAsJsonObject("error");
	}

	@Test
	void resolveAnswersTheLinksRegionAndActivateItsAddress() throws IOException {
		int row = printLink("http://127.0.0.1:9/osc8");
		JsonObject resolved = fx.ok("pane.link.resolve", "pane_id", "w1:p1", "viewport_row", row, "col", 5);
		assertEquals("pane_link_resolved", resolved.get("type").getAsString());
		assertEquals("[{\"row\":" + row + ",\"start_col\":0,\"end_col\":9}]", resolved.get("regions").toString());
		JsonObject activated = fx.ok("pane.link.activate", "pane_id", "w1:p1", "viewport_row", row, "col", 0,
				"offset_from_bottom", 0, "content_revision", 0);
		assertEquals("http://127.0.0.1:9/osc8", activated.get("url").getAsString());
		assertFalse(activated.get("handled").getAsBoolean());
	}

	@Test
	void aCellWithoutALinkHasNoRegionsAndNoAddress() throws IOException {
		int row = printLink("http://127.0.0.1:9/osc8");
		assertEquals("[]", fx.ok("pane.link.resolve", "pane_id", "w1:p1", "viewport_row", row, "col", 12)
				.get("regions").toString());
		assertTrue(fx.ok("pane.link.activate", "pane_id", "w1:p1", "viewport_row", row + 3, "col", 0)
				.get("url").isJsonNull());
	}

	@Test
	void errorsAreHerdrs() throws IOException {
		assertEquals("pane_not_found", error("pane.link.resolve", "pane_id", "w9:p9", "viewport_row", 0, "col", 0)
				.get("code").getAsString());
		JsonObject missing = error("pane.link.resolve", "pane_id", "w1:p1", "col", 0);
		assertEquals("invalid_request", missing.get("code").getAsString());
		assertEquals("invalid request: missing field `viewport_row`", missing.get("message").getAsString());
		assertEquals("invalid request: invalid value: integer `70000`, expected u16",
				error("pane.link.resolve", "pane_id", "w1:p1", "viewport_row", 0, "col", 70000).get("message")
						.getAsString());
		JsonObject scrolled = error("pane.link.resolve", "pane_id", "w1:p1", "viewport_row", 0, "col", 0,
				"offset_from_bottom", 4);
		assertEquals("stale_content", scrolled.get("code").getAsString());
		assertEquals("pane viewport changed before link resolution", scrolled.get("message").getAsString());
		assertEquals("pane content changed before link activation", error("pane.link.activate", "pane_id", "w1:p1",
				"viewport_row", 0, "col", 0, "content_revision", 7).get("message").getAsString());
	}

	@Test
	void aPaneOffTheActiveTabIsAStaleTarget() throws IOException {
		fx.ok("tab.create", "workspace_id", "w1", "focus", true);
		JsonObject e = error("pane.link.resolve", "pane_id", "w1:p1", "viewport_row", 0, "col", 0);
		assertEquals("stale_target", e.get("code").getAsString());
		assertEquals("pane is no longer visible", e.get("message").getAsString());
	}

	@Test
	void aHerdrWithoutTheMethodAnswersAsOldHerdrDoes() throws IOException {
		JsonObject reply;
		try (SimFixture old = new SimFixture()) {
			old.start("old", Faults.parse("refuse:pane.link.resolve"));
			old.ok("workspace.create", "cwd", old.home().toString());
			reply = old.call("pane.link.resolve", "pane_id", "w1:p1", "viewport_row", 0, "col", 0);
		}
		assertEquals("", reply.get("id").getAsString());
		assertEquals("invalid_request", reply.getAsJsonObject("error").get("code").getAsString());
		assertTrue(reply.getAsJsonObject("error").get("message").getAsString()
				.startsWith("invalid request: unknown variant `pane.link.resolve`, expected one of `ping`"));
	}
}
