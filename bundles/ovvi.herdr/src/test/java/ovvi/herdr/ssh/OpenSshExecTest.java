package ovvi.herdr.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.api.HerdrUnreachable;
import ovvi.herdr.testing.FakeApiServer;
import ovvi.herdr.testing.SshdSettings;
import ovvi.testing.Sshd;

/** What only the system-OpenSSH transport does: how it is chosen, its master, its files and its failures. */
class OpenSshExecTest {

	@RegisterExtension
	static final Sshd SSHD = new Sshd(true);
	@RegisterExtension
	static final Sshd REFUSING = new Sshd(false);

	private static OpenSshExec connect(Sshd sshd, String target) throws Exception {
		return new OpenSshExec(SshTarget.parse(target), SshdSettings.of(sshd), HostKeyTrust.REFUSE);
	}

	@Test
	void isChosenForAHostByTheSettingAndOtherwiseJschCarriesIt() throws Exception {
		try (SshHosts hosts = new SshHosts(SshdSettings.of(SSHD).withOpenSsh(Sshd.ALIAS), HostKeyTrust.REFUSE)) {
			SshMachine machine = hosts.machine(Sshd.ALIAS);
			assertEquals("chosen", machine.run(List.of("echo", "chosen")).readLine());
			assertEquals(SshMachine.Transport.OPENSSH, machine.transport());
		}
		try (SshHosts hosts = new SshHosts(SshdSettings.of(SSHD), HostKeyTrust.REFUSE)) {
			SshMachine machine = hosts.machine(Sshd.ALIAS);
			assertEquals("default", machine.run(List.of("echo", "default")).readLine());
			assertEquals(SshMachine.Transport.JSCH, machine.transport());
		}
		assertEquals(java.util.Set.of("devbox", "build"),
				SshSettings.of(SSHD.localHome(), java.util.Map.of(SshSettings.OPENSSH_HOSTS, " devbox, build ")).openSshHosts());
	}

	@Test
	void isChosenWhenTheEffectiveConfigChangesTheLoginInAWayJschCannotFollow() throws Exception {
		try (var config = SSHD.config().appending("Host *\n  SecurityKeyProvider /usr/lib/ovvi-no-such-provider.so\n");
				SshHosts hosts = new SshHosts(SshdSettings.of(SSHD), HostKeyTrust.REFUSE)) {
			SshMachine machine = hosts.machine(Sshd.ALIAS);
			assertEquals("token", machine.run(List.of("echo", "token")).readLine());
			assertEquals(SshMachine.Transport.OPENSSH, machine.transport());
		}
	}

	@Test
	void takesOverWhenJschsLoginFailsOnASettingItCannotHonour() throws Exception {
		try (var config = SSHD.config().replacing("  IdentityFile " + SSHD.userKey(), "  IdentityFile none\n  GSSAPIAuthentication yes");
				SshHosts hosts = new SshHosts(SshdSettings.of(SSHD), HostKeyTrust.REFUSE)) {
			SshMachine machine = hosts.machine(Sshd.ALIAS);
			SshException refused = assertThrows(SshException.class, () -> machine.run(List.of("true")));
			assertEquals(SshMachine.Transport.OPENSSH, machine.transport());
			assertEquals(SshException.Reason.AUTHENTICATION, refused.reason());
			assertTrue(refused.getMessage().startsWith(Sshd.ALIAS + " refused the SSH login through OpenSSH (")
					&& refused.getMessage().contains("Permission denied") && refused.getMessage().contains("ssh-agent"), refused.getMessage());
		}
	}

	@Test
	void withoutAnSshClientTheChoiceFailsNamingIt() throws Exception {
		try (SshHosts hosts = new SshHosts(SshdSettings.of(SSHD).withoutSshClient().withOpenSsh("*"), HostKeyTrust.REFUSE)) {
			SshException missing = assertThrows(SshException.class, () -> hosts.machine(Sshd.ALIAS).run(List.of("true")));
			assertEquals(SshException.Reason.CONFIG, missing.reason());
			assertEquals(Sshd.ALIAS + " is to be reached through OpenSSH's ssh, which is not on this computer's PATH: install OpenSSH's"
					+ " client (Debian: openssh-client), or add its folder to PATH", missing.getMessage());
		}
	}

	@Test
	void aMasterThatCannotStartGivesSshsOwnWords() throws Exception {
		try (var config = SSHD.config().appending("Host down\n  HostName 127.0.0.1\n  Port " + Sshd.freePort() + "\n")) {
			SshException down = assertThrows(SshException.class, () -> connect(SSHD, "down").run(List.of("true")));
			assertEquals(SshException.Reason.UNREACHABLE, down.reason());
			assertTrue(down.getMessage().startsWith("down cannot be reached over SSH (OpenSSH says: ")
					&& down.getMessage().contains("Connection refused"), down.getMessage());
		}
	}

	@Test
	void aMasterThatEndedIsStartedAgainAtTheNextUse() throws Exception {
		try (OpenSshExec exec = connect(SSHD, Sshd.ALIAS)) {
			assertEquals("1", exec.run(List.of("echo", "1")).readLine());
			long before = exec.sockets().generation();
			SSHD.cutConnections();
			exec.master().ended().get(30, TimeUnit.SECONDS);
			assertEquals("2", exec.run(List.of("echo", "2")).readLine());
			assertEquals(before + 1, exec.sockets().generation());
		}
	}

	@Test
	void itsSocketsAreTheUsersAloneAndGoWithTheMaster() throws Exception {
		Path socket = HerdrStandIn.listing(SSHD, true, "api.sock");
		try (FakeApiServer server = new FakeApiServer(socket, request -> "{\"id\":\"1\",\"result\":{\"type\":\"pong\"}}")) {
			OpenSshExec exec = connect(SSHD, Sshd.ALIAS);
			assertEquals("pong", new HerdrSession(exec, "work").call("ping", null).get("type").getAsString());
			Path control = exec.master().socket();
			assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(control.getParent())));
			List<Path> forwards;
			try (var files = Files.list(control.getParent())) {
				forwards = files.filter(file -> file.getFileName().toString().startsWith(control.getFileName() + "-")).toList();
			}
			assertEquals(1, forwards.size());
			assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(forwards.getFirst())));
			ProcessHandle master = ProcessHandle.of(Long.parseLong(controlMasterPid(exec))).orElseThrow();
			exec.close();
			master.onExit().get(30, TimeUnit.SECONDS);
			assertFalse(Files.exists(control));
			assertFalse(Files.exists(forwards.getFirst()));
		} finally {
			Files.deleteIfExists(socket);
		}
	}

	private static String controlMasterPid(OpenSshExec exec) throws Exception {
		Process check = new ProcessBuilder(exec.master().client(List.of("-O", "check"))).redirectErrorStream(true).start();
		String said = new String(check.getInputStream().readAllBytes());
		check.waitFor();
		return said.replaceAll("(?s).*pid=(\\d+).*", "$1");
	}

	@Test
	void anSshdThatRefusesToForwardSocketsIsNamed() throws Exception {
		Path socket = HerdrStandIn.listing(REFUSING, true, "api.sock");
		try (FakeApiServer server = new FakeApiServer(socket, request -> "{\"id\":\"1\",\"result\":{\"type\":\"pong\"}}");
				OpenSshExec exec = connect(REFUSING, Sshd.ALIAS)) {
			HerdrUnreachable refused = assertThrows(HerdrUnreachable.class, () -> new HerdrSession(exec, "work").call("ping", null));
			assertEquals(HerdrUnreachable.Why.FORWARDING_REFUSED, refused.why());
			assertEquals(0, server.requests().size());
		}
	}
}
