package ovvi.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import ovvi.herdr.exec.LocalExec;
import ovvi.model.AgentCommands.Agent;
import ovvi.testing.TempHome;

/** Start Agent Here's agents, looked up on a real login shell's PATH. */
class AgentCommandsTest {

	@TempDir
	Path home;

	private static List<String> names(List<Agent> agents) {
		return agents.stream().map(Agent::name).toList();
	}

	private void install(String command) throws Exception {
		TempHome.writeScript(home.resolve("agents").resolve(command), "#!/bin/sh\nexit 0\n");
	}

	@Test
	void theAgentsOnTheLoginShellsPathAreFoundAndOneInstalledLaterShowsNextTime() throws Exception {
		// only the login shell's config puts the agents' folder on PATH, and it talks first
		Files.writeString(home.resolve(".bash_profile"), "echo welcome /home\nexport PATH=\"$HOME/agents:$PATH\"\n");
		install("pi");
		install("codex");
		install("not-an-agent");
		AgentCommands agents = AgentCommands.of(LocalExec.start(TempHome.environment(home, "/bin/bash")));
		assertNull(agents.found(), "nothing is known before the first look-up");

		assertEquals(List.of("Codex", "pi"), names(agents.lookUp().get(30, TimeUnit.SECONDS)), "in the menu's order");
		assertEquals(List.of("Codex", "pi"), names(agents.found()));

		install("claude");
		assertEquals(List.of("Claude Code", "Codex", "pi"), names(agents.lookUp().get(30, TimeUnit.SECONDS)));
	}

	@Test
	void fishAsTheLoginShellGivesItsPathToo() throws Exception {
		Path fish = Path.of("/usr/bin/fish");
		assertTrue(Files.isExecutable(fish), "fish is one of the tests' packages (.ci/packages)");
		Files.createDirectories(home.resolve(".config/fish"));
		Files.writeString(home.resolve(".config/fish/config.fish"), "set -gx PATH $HOME/agents $PATH\n");
		install("gemini");
		AgentCommands agents = AgentCommands.of(LocalExec.start(TempHome.environment(home, fish.toString())));
		assertEquals(List.of("Gemini CLI"), names(agents.lookUp().get(30, TimeUnit.SECONDS)));
	}

	@Test
	void aMachineWithoutAgentsHasNone() throws Exception {
		AgentCommands agents = AgentCommands.of(LocalExec.start(TempHome.environment(home, "/bin/bash")));
		assertEquals(List.of(), agents.lookUp().get(30, TimeUnit.SECONDS));
	}
}
