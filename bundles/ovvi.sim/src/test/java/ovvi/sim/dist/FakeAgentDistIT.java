package ovvi.sim.dist;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonObject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import ovvi.sim.SimFixture;

/**
 * The built distribution (target/herdr), run after it is laid out: the fake agent as tests in
 * other bundles link it, reporting its session through the bin/herdr launcher beside it.
 */
class FakeAgentDistIT {

	private static final Path DIST = Path.of("target/herdr").toAbsolutePath();

	private SimFixture fx;

	@BeforeEach
	void setUp() throws IOException {
		fx = SimFixture.forTheDistribution();
	}

	@AfterEach
	void tearDown() throws IOException {
		fx.close();
	}

	@Test
	void theDistributedFakeAgentReportsItsSessionThroughTheLauncher() throws IOException {
		Path claude = Files.createSymbolicLink(Files.createDirectories(fx.root.resolve("bin")).resolve("claude"),
				DIST.resolve("bin/fake-agent"));
		fx.ok("pane.send_input", "pane_id", "w1:p1", "text", claude.toString(), "keys", List.of("enter"));
		fx.awaitScreen("w1:p1", "claude ready");
		fx.ok("pane.send_input", "pane_id", "w1:p1", "text", "/session 5b1f-dist", "keys", List.of("enter"));
		SimFixture.await("the session reported through target/herdr/bin/herdr", 30_000, () -> {
			try {
				return fx.ok("pane.get", "pane_id", "w1:p1").getAsJsonObject("pane").has("agent_session");
			} catch (IOException e) {
				return false;
			}
		});
		JsonObject session = fx.ok("pane.get", "pane_id", "w1:p1").getAsJsonObject("pane").getAsJsonObject("agent_session");
		assertEquals("herdr:claude", session.get("source").getAsString());
		assertEquals("claude", session.get("agent").getAsString());
		assertEquals("id", session.get("kind").getAsString());
		assertEquals("5b1f-dist", session.get("value").getAsString());
	}
}
