package ovvi.model.requests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;

import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import com.google.gson.JsonObject;

import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.ssh.HostKeyTrust;
import ovvi.herdr.ssh.RemoteExec;
import ovvi.herdr.ssh.SshConnection;
import ovvi.herdr.testing.SshdSettings;
import ovvi.model.HostConnection;
import ovvi.model.ModelSettings;
import ovvi.model.pacing.SystemScheduler;
import ovvi.testing.SimServer;
import ovvi.testing.Sshd;

/**
 * Agents ask Ovvi from a machine reached over SSH (a real sshd on 127.0.0.1, the simulator as that
 * machine's herdr): the command is installed over the connection, typed into a real shell of a
 * remote pane, and its request taken and answered with one run each over that connection.
 */
class AgentRequestsOverSshTest {

	@RegisterExtension
	@Order(1)
	static final Sshd SSHD = new Sshd(true);
	@RegisterExtension
	@Order(2)
	static final SimServer SIM = new SimServer(SSHD::remoteHome);

	@Test
	void theCommandIsInstalledAndEachVerbAnsweredOverSsh() throws Exception {
		Path home = SSHD.remoteHome().toRealPath();
		CommandInPanes.herdrInLocalBin(home);
		RemoteExec machine = new RemoteExec(new SshConnection(Sshd.ALIAS, SshdSettings.of(SSHD), HostKeyTrust.REFUSE));
		assertEquals(CommandInstall.Result.INSTALLED, CommandInstall.onto(machine, Instant.now()));
		assertEquals(CommandInstall.Result.CURRENT, CommandInstall.onto(machine, Instant.now()));
		Path command = home.resolve(OvviCommand.HOME_PATH);
		assertEquals(OvviCommand.carried().text(), Files.readString(command));
		assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(command)));

		HerdrSession herdr = new HerdrSession(machine, SimServer.SESSION);
		HostConnection connection = new HostConnection("devbox", herdr, new ModelSettings(), SystemScheduler.INSTANCE);
		RecordingDesktop desktop = new RecordingDesktop();
		StringBuffer log = new StringBuffer();
		connection.connect();
		try (RequestDesk desk = RequestDesk.open(connection, desktop, (where, reason) -> log.append(where).append(": ").append(reason).append('\n'))) {
			JsonObject create = new JsonObject();
			create.addProperty("cwd", home.toString());
			create.addProperty("focus", false);
			String pane = herdr.call("workspace.create", create).getAsJsonObject("root_pane").get("pane_id").getAsString();
			CommandInPanes panes = new CommandInPanes(herdr, home);

			assertEquals(new CommandInPanes.Ran(0, "opened https://example.org/\n"), panes.run(pane, "open https://example.org/ --side"));
			assertEquals("open https://example.org/ SIDE " + pane, desktop.next());
			assertEquals(0, panes.runLine(pane, "printf 'from the server' | \"$HOME/.cache/ovvi/bin/ovvi\" copy").status());
			assertEquals("copy from the server", desktop.next());
			assertEquals(0, panes.run(pane, "notify 'Tests passed' 'on devbox'").status());
			assertEquals("notify Tests passed | on devbox " + pane, desktop.next());

			Files.writeString(home.resolve("report.txt"), "a file of the remote machine");
			assertEquals(0, panes.run(pane, "open \"$HOME/report.txt\"").status());
			assertEquals("open " + home.resolve("report.txt") + " SIDE " + pane, desktop.next());
			Files.createDirectories(home.resolve("results"));
			assertEquals(0, panes.run(pane, "open results --tab").status());
			assertEquals("open " + home.resolve("results") + " (folder) TAB " + pane, desktop.next());

			assertEquals(new CommandInPanes.Ran(1, "ovvi: " + home.resolve("gone.txt") + " does not exist on " + Sshd.ALIAS + "\n"),
					panes.run(pane, "open \"$HOME/gone.txt\""));
			Path script = home.resolve("deploy.sh");
			Files.writeString(script, "#!/bin/sh\n");
			Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwx------"));
			assertEquals(new CommandInPanes.Ran(1, "ovvi: " + script + " is a program on " + Sshd.ALIAS + ": Ovvi opens files, it does not run them\n"),
					panes.run(pane, "open \"$HOME/deploy.sh\""));
			assertTrue(log.toString().contains("is a program on " + Sshd.ALIAS), log.toString());

			assertEquals(new CommandInPanes.Ran(1, "not shown in any Ovvi window\n"), panes.run(pane, "status"));
			connection.presence().inView(java.util.Set.of(pane));
			assertEquals(new CommandInPanes.Ran(0, "shown in an Ovvi window on another computer\n"), awaitStatus(panes, pane, 0));
			connection.presence().inView(java.util.Set.of());
			assertEquals(new CommandInPanes.Ran(1, "not shown in any Ovvi window\n"), awaitStatus(panes, pane, 1));
			assertEquals(new CommandInPanes.Ran(0, "ovvi command " + OvviCommand.carried().version() + "\n"), panes.run(pane, "version"));
			assertEquals(new CommandInPanes.Ran(0, command + "\n"), panes.run(pane, "--where"));
			assertTrue(desktop.nothingMore());
		} finally {
			connection.close();
		}
	}

	/** ovvi status, run again until it exits with this status: the token's write has no event this side. */
	private static CommandInPanes.Ran awaitStatus(CommandInPanes panes, String pane, int status) throws Exception {
		long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(60);
		CommandInPanes.Ran ran = panes.run(pane, "status");
		while (ran.status() != status && System.nanoTime() < deadline) {
			ran = panes.run(pane, "status");
		}
		return ran;
	}
}
