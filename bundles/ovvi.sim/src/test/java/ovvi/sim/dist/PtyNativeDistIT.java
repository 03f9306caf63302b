package ovvi.sim.dist;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ovvi.sim.SimFixture;

/**
 * The laid-out server loads pty4j's native library from the distribution. Left to itself, pty4j
 * extracts the library into a new folder of the JVM's temporary directory for every server and
 * never removes it: every demo session and every test run left one more in /tmp.
 */
class PtyNativeDistIT {

	@TempDir
	Path temporary;

	private SimFixture fx;
	private Process server;

	@AfterEach
	void stop() throws Exception {
		fx.stopLaidOutServer("native", server);
		fx.close();
	}

	@Test
	void aServerRunsAPaneAndLeavesNothingInTheTemporaryDirectory() throws IOException {
		fx = new SimFixture(Map.of("OVVI_JAVA", Path.of(System.getProperty("java.home"), "bin", "java").toString(),
				"JAVA_TOOL_OPTIONS", "-Djava.io.tmpdir=" + temporary));
		server = fx.startLaidOutServer("native");

		fx.ok("workspace.create", "cwd", fx.home().toString());
		fx.ok("pane.send_input", "pane_id", "w1:p1", "text", "echo pty-\"works\"", "keys", List.of("enter"));
		fx.awaitScreen("w1:p1", "pty-works");

		try (Stream<Path> left = Files.list(temporary)) {
			assertEquals(List.of(), left.map(path -> path.getFileName().toString()).toList(),
					"the server's temporary directory after its pane ran");
		}
	}
}
