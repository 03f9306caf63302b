package ovvi.sim.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ovvi.sim.vt.Screen;

/**
 * The foreground processes real agents show on Linux (seen with pi 0.73.1, codex 0.171.0 and
 * Claude Code 2.1.332 from npm) are labelled as herdr 0.8's detect/mod.rs labels them.
 */
class AgentDetectionTest {

	@Test
	void piNamesItselfByItsProcessTitle() {
		// pi sets process.title: its name is "pi" and its argv one padded "pi"
		assertEquals("pi", AgentDetection.label("pi", List.of("pi" + " ".repeat(40))));
	}

	@Test
	void codexRunsAsNodeWithItsLauncherScript() {
		assertEquals("codex", AgentDetection.label("node",
				List.of("node", "/t/node_modules/.bin/codex", "--no-daemon")));
	}

	@Test
	void claudeCodeIsANativeBinaryNamedClaudeExe() {
		assertEquals("claude", AgentDetection.label("claude.exe",
				List.of("/t/node_modules/@anthropic-ai/claude-code/bin/claude.exe")));
		assertEquals("claude", AgentDetection.label("claude", List.of("/t/node_modules/.bin/claude")));
	}

	@Test
	void aRuntimeIsNamedByItsScriptPastItsOptions() {
		assertEquals("codex", AgentDetection.label("node",
				List.of("node", "--no-warnings", "--require", "/t/hook.js", "/t/bin/codex.js")));
		assertEquals("pi", AgentDetection.label("node",
				List.of("node", "/t/node_modules/@earendil-works/pi-coding-agent/dist/cli.js")));
		assertEquals("pi", AgentDetection.label("bash", List.of("bash", "-l", "--", "pi")));
		assertNull(AgentDetection.label("node", List.of("node", "-e", "require('/t/bin/codex')")));
		assertNull(AgentDetection.label("node", List.of("node", "/t/server.js")));
	}

	@Test
	void aScriptIsNamedByWhatItsLinksResolveTo(@TempDir Path dir) throws Exception {
		Path real = Files.writeString(dir.resolve("claude"), "");
		Path link = Files.createSymbolicLink(dir.resolve("cc"), real);
		assertEquals("claude", AgentDetection.label("node", List.of("node", link.toString())));
	}

	@Test
	void pisSpinnerIsWorkingAndItsReplyIdle() {
		Screen screen = new Screen(60, 10, reply -> {});
		screen.feed("\u28fb Working...\r\n\r\n\u2500\u2500\u2500\r\n> \r\n");
		assertEquals("working", AgentDetection.state(screen.viewport()));
		screen.feed("\u001b[2J\u001b[Hthree lines\r\nof the reply\r\n\u2500\u2500\u2500\r\n> \r\n");
		assertEquals("idle", AgentDetection.state(screen.viewport()));
	}
}
